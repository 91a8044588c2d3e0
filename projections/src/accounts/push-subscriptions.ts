import type { PushSubscriptionView } from '@shop/contracts';
import type { Projection } from '../projection';

// The browsers each customer allowed to get their order steps (Web Push), for the push worker. Personal data: a
// PushSubscribed whose endpoint reads back null (account erased) builds nothing, and AccountDeleted drops them all.
// Nothing is announced: no page shows them.
export const pushSubscriptionsProjection: Projection = {
  name: 'push-subscriptions',
  async apply(event, { keys, tx }) {
    switch (event.type) {
      case 'PushSubscribed': {
        const { userId, subscriptionId, endpoint, p256dh, auth, language } = event.data;
        if (endpoint === null || p256dh === null || auth === null) return [];
        const view: PushSubscriptionView = { endpoint, keys: { p256dh, auth }, language };
        tx.hset(keys.pushSubscriptions(userId), subscriptionId, JSON.stringify(view));
        return [];
      }
      case 'PushUnsubscribed':
        tx.hdel(keys.pushSubscriptions(event.data.userId), event.data.subscriptionId);
        return [];
      case 'AccountDeleted':
        tx.del(keys.pushSubscriptions(event.data.userId));
        return [];
      default:
        return [];
    }
  },
};
