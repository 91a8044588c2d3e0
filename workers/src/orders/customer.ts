import { accountStreams, type Language } from '@shop/contracts';
import { userFold } from '@shop/contracts/accounts/user-state';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';

export type Customer = { address: string; name: string | null; language: Language };

/**
 * The customer as the user's stream says now (the user stream's one fold), read through the personal-data wrapper:
 * null once the account is deleted (an AccountDeleted, or its key destroyed so the address reads null), so an erased
 * account gets no mail. The language is the last one the customer used (sign-up, then any later verification or
 * reset request).
 */
export async function currentCustomer(store: EventStore, userId: string): Promise<Customer | null> {
  const { state } = await aggregateStream(store, accountStreams.user(userId), userFold);
  if (state.status !== 'active' || state.email === null) return null;
  return { address: state.email, name: state.profile.name, language: state.lastUsedLanguage };
}
