import {
  maxPushSubscriptions,
  pushBrowsers,
  type Language,
  type PushBrowser,
  type PushUnsubscribeReason,
} from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type AccountEventOf } from '../accounts/events';

// The browsers of one customer that get their order steps by Web Push (`push-{userId}`). Subscribing the same
// browser again (same endpoint, keys and language) decides nothing; another language or new keys replace it. An
// account keeps at most maxPushSubscriptions browsers: a new one beyond them first unsubscribes the browser subscribed
// longest ago (reason `replaced`), so what one order step sends out stays bounded.

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
      data: { userId: string; subscriptionId: string; reason: PushUnsubscribeReason };
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
      const subscribed = accountEvent('PushSubscribed', { ...command.data, at });
      if (known) return [subscribed];
      // The fold keeps them oldest first; a stream from before the bound may hold more than it.
      const replaced = [...state.keys()].slice(0, Math.max(0, state.size + 1 - maxPushSubscriptions));
      return [
        ...replaced.map((subscriptionId) =>
          accountEvent('PushUnsubscribed', {
            userId: command.data.userId,
            subscriptionId,
            reason: 'replaced' as const,
            at,
          }),
        ),
        subscribed,
      ];
    }
    if (!known) return [];
    return [accountEvent('PushUnsubscribed', { ...command.data, at })];
  },
  evolve: pushBrowsers.evolve,
};
