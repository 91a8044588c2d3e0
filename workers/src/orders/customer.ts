import { accountStreams, isLanguage, type Language } from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';

export type Customer = { address: string; name: string | null; language: Language };

/**
 * The customer as the user's stream says now, read through the personal-data wrapper: null once the account is
 * deleted (an AccountDeleted, or its key destroyed so the address reads null), so an erased account gets no mail.
 * The language is the last one the customer used (sign-up, then any later verification or reset request).
 */
type Read = Customer | null | 'deleted';

const customerFold = {
  initialState: (): Read => null,
  evolve(customer: Read, recorded: RecordedEvent): Read {
    const data = recorded.data as { email?: unknown; name?: unknown; language?: unknown };
    if (customer === 'deleted' || recorded.type === 'AccountDeleted') return 'deleted';
    if (recorded.type === 'UserRegistered') {
      customer =
        typeof data.email === 'string'
          ? { address: data.email, name: typeof data.name === 'string' ? data.name : null, language: 'fr' }
          : null;
    }
    if (!customer) return customer;
    if (recorded.type === 'ProfileUpdated' && typeof data.name === 'string')
      customer = { ...customer, name: data.name };
    if (isLanguage(data.language)) customer = { ...customer, language: data.language };
    return customer;
  },
};

export async function currentCustomer(store: EventStore, userId: string): Promise<Customer | null> {
  const { state } = await aggregateStream(store, accountStreams.user(userId), customerFold);
  return state === 'deleted' ? null : state;
}
