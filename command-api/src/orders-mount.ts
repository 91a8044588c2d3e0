// The order routes for createCommandApi (docs/orders.md "Orders"): they need the accounts (who is calling),
// and OrderPlaced carries the customer's delivery details, so the handler writes through the personal-data wrapper
// (a no-op when the store is already wrapped); it reads without personal data, as does `authenticate` here.
import { piiFields } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import { withoutPersonalData, withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import type { ProblemLogger } from '@shop/platform/http/problem';
import type { PushEndpointPolicy } from '@shop/platform/push/endpoints';
import type { RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { Router } from 'express';
import { createAccounts } from './accounts/accounts';
import { actorOfRequest, authenticateWith, type ActorOfRequest } from './auth/authenticate';
import { createDeliveryHandler } from './orders/delivery-handle';
import { createDeliveryRoutes } from './orders/delivery-routes';
import { createCheckedOrderHandler } from './orders/handle';
import { ordersInPreparationFrom } from './orders/load';
import { createOrderRoutes } from './orders/routes';
import { createRiderHandler } from './riders/handle';
import { createRiderRoutes } from './riders/routes';
import { createPhoneHandler } from './orders/phone-handle';
import { createTrustRoutes } from './orders/trust-routes';
import { pushRoutes } from './push/routes';
import { createPushSubscriptions } from './push/subscriptions';

export type OrdersMountDeps = {
  store: EventStore;
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  ids: () => string;
  now?: () => Date;
  logger: ProblemLogger;
  /** Rate-limit counters (push subscriptions) live in Redis under `${prefix}rl:`. */
  redis: Redis;
  prefix: string;
  push?: PushRoutesOptions;
};

/** The Web Push subscriptions' endpoint policy (PUSH_ALLOWED_HOSTS; production's by default) and rate limit. */
export type PushRoutesOptions = { endpoints?: PushEndpointPolicy; subscribeRateLimit?: RateLimit };

/** The order routes, and who calls by their rule. */
export type OrdersMount = {
  router: Router;
  /** Who calls, by the order routes' rule (also tells the visits route whether a page view is staff's). */
  actorOf: ActorOfRequest;
};

export function mountOrders(deps: OrdersMountDeps): OrdersMount {
  const store = withPersonalData(deps.store, deps.keys, piiFields);
  const now = deps.now ? { now: deps.now } : {};
  // Only for `authenticate`: who is calling needs the user's status, role and session cut-off, never a personal
  // field, so each order request reads the user's stream without decrypting the profile.
  const callers = createAccounts({
    store: withoutPersonalData(store),
    keys: deps.keys,
    sessions: deps.sessions,
    emailHashSecret: deps.emailHashSecret,
    ids: deps.ids,
    ...now,
  });
  // One rule of who calls, for the order routes and the visits route.
  const actorOf = actorOfRequest(deps.sessions, callers);
  const signedIn = authenticateWith(actorOf);
  const router = createOrderRoutes({
    handleOrder: createCheckedOrderHandler({
      store,
      ids: deps.ids,
      ...now,
      ordersInPreparation: ordersInPreparationFrom(deps.redis, deps.prefix),
    }),
    ids: deps.ids,
    authenticate: signedIn,
  });
  // The delivery by the shop's riders (docs/riders.md): on the same order streams, its own decider.
  router.use(
    createDeliveryRoutes({
      handleDelivery: createDeliveryHandler({ store, ids: deps.ids, ...now }),
      authenticate: signedIn,
    }),
  );
  // Trust (docs/phone-and-trust.md): the confirmation call, and the blocks of a phone number.
  router.use(
    createTrustRoutes({
      handleOrder: createCheckedOrderHandler({ store, ids: deps.ids, ...now }),
      phones: createPhoneHandler({ store, ids: deps.ids, ...now }),
      authenticate: signedIn,
    }),
  );
  // The riders' shifts and cash (docs/riders.md "Shifts and cash"): `rider-{userId}` streams.
  router.use(
    createRiderRoutes({
      handleRider: createRiderHandler({ store, ids: deps.ids, ...now }),
      authenticate: signedIn,
    }),
  );
  // The Web Push subscriptions of the order steps (docs/orders.md "Notifications").
  const endpoints = deps.push?.endpoints ? { endpoints: deps.push.endpoints } : {};
  router.use(
    pushRoutes({
      push: createPushSubscriptions({ store, ...now, ...endpoints }),
      authenticate: signedIn,
      redis: deps.redis,
      prefix: deps.prefix,
      ...(deps.push?.subscribeRateLimit ? { subscribeRateLimit: deps.push.subscribeRateLimit } : {}),
    }),
  );
  return { router, actorOf };
}
