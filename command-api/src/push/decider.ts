import type { Language } from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type AccountEventOf } from '../accounts/events';

// The browsers of one customer that get their order steps by Web Push (`push-{userId}`). Subscribing the same
// browser again (same endpoint, keys and language) decides nothing; another language or new keys replace it.

export type PushState = {
  /** subscription id → what identifies its content (language and keys), to tell a repeat from a change. */
  subscriptions: Record<string, string>;
};

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

const contentOf = (d: { p256dh: string | null; auth: string | null; language: string }) =>
  `${d.language}:${d.p256dh ?? ''}:${d.auth ?? ''}`;

export const pushDecider: Decider<PushState, PushCommand, PushEvent> = {
  initialState: () => ({ subscriptions: {} }),
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'Subscribe') {
      if (state.subscriptions[command.data.subscriptionId] === contentOf(command.data)) return [];
      return [accountEvent('PushSubscribed', { ...command.data, at })];
    }
    if (!(command.data.subscriptionId in state.subscriptions)) return [];
    return [accountEvent('PushUnsubscribed', { ...command.data, at })];
  },
  evolve(state, event) {
    const subscriptions = { ...state.subscriptions };
    if (event.type === 'PushSubscribed') subscriptions[event.data.subscriptionId] = contentOf(event.data);
    else delete subscriptions[event.data.subscriptionId];
    return { subscriptions };
  },
};
