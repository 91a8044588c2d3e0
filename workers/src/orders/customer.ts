import { accountStreams, isLanguage, type Language } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';

export type Customer = { address: string; name: string | null; language: Language };

/**
 * The customer as the user's stream says now, read through the personal-data wrapper: null once the account is
 * deleted (an AccountDeleted, or its key destroyed so the address reads null), so an erased account gets no mail.
 * The language is the last one the customer used (sign-up, then any later verification or reset request).
 */
export async function currentCustomer(store: EventStore, userId: string): Promise<Customer | null> {
  let customer: Customer | null = null;
  for await (const recorded of store.readStream(accountStreams.user(userId))) {
    const data = recorded.data as { email?: unknown; name?: unknown; language?: unknown };
    if (recorded.type === 'AccountDeleted') return null;
    if (recorded.type === 'UserRegistered') {
      customer =
        typeof data.email === 'string'
          ? { address: data.email, name: typeof data.name === 'string' ? data.name : null, language: 'fr' }
          : null;
    }
    if (!customer) continue;
    if (recorded.type === 'ProfileUpdated' && typeof data.name === 'string') customer.name = data.name;
    if (isLanguage(data.language)) customer.language = data.language;
  }
  return customer;
}
