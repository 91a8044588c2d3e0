import { pushBrowsers, type Language, type PushBrowser } from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type AccountEventOf } from '../accounts/events';

// The browsers of one customer that get their order steps by Web Push (`push-{userId}`). Subscribing the same
// browser again (same endpoint, keys and language) decides nothing; another language or new keys replace it.

/** The customer's browsers by subscription id: the contracts' fold of the stream, which the workers read too. */
export type PushState = Map<string, PushBrowser>;

type Meta = { metadata: { now: string } };
export type PushCommand =
  | ({
      type: 'Subscribe';
      data: {
        userId: string;
        subscriptionId: string;
        endpoint: string;
        p256dh: string;
        auth: string;
        language: Language;
      };
    } & Meta)
  | ({
      type: 'Unsubscribe';
      data: { userId: string; subscriptionId: string; reason: 'customer' | 'expired' };
    } & Meta);

export type PushEvent = AccountEventOf<'PushSubscribed' | 'PushUnsubscribed'>;

/** What tells a repeat from a change: the language and keys. */
const contentOf = (d: { p256dh: string | null; auth: string | null; language: string }) =>
  `${d.language}:${d.p256dh ?? ''}:${d.auth ?? ''}`;

export const pushDecider: Decider<PushState, PushCommand, PushEvent> = {
  initialState: pushBrowsers.initialState,
  decide(command, state) {
    const at = command.metadata.now;
    const known = state.get(command.data.subscriptionId);
    if (command.type === 'Subscribe') {
      if (known && contentOf(known) === contentOf(command.data)) return [];
      return [accountEvent('PushSubscribed', { ...command.data, at })];
    }
    if (!known) return [];
    return [accountEvent('PushUnsubscribed', { ...command.data, at })];
  },
  evolve: pushBrowsers.evolve,
};
