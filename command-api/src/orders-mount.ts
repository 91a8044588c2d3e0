// The order routes for createCommandApi (docs/orders.md "Orders"): they need the accounts (who is calling),
// and OrderPlaced carries the customer's delivery details, so the handler writes through the personal-data wrapper
// (a no-op when the store is already wrapped); it reads without personal data, as does `authenticate` here.
import { piiFields } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import { withoutPersonalData, withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import type { FastPath } from '@shop/platform/http/fast-path';
import type { ProblemLogger } from '@shop/platform/http/problem';
import type { PushEndpointPolicy } from '@shop/platform/push/endpoints';
import type { RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { Router } from 'express';
import { createAccounts } from './accounts/accounts';
import { actorOfRequest, authenticateWith, type ActorOfRequest } from './auth/authenticate';
import { createOrderFastPath } from './orders/fast-path';
import { createOrderHandler } from './orders/handle';
import { createOrderRoutes, orderRoutes } from './orders/routes';
import { pushRoutes } from './push/routes';
import { createPushSubscriptions } from './push/subscriptions';

export type OrdersMountDeps = {
  store: EventStore;
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  ids: () => string;
  now?: () => Date;
  /** PUBLIC_URL, for the fast path's same-origin check (as sameOriginWrites has it). */
  publicUrl?: string;
  logger: ProblemLogger;
  /** Rate-limit counters (push subscriptions) live in Redis under `${prefix}rl:`. */
  redis: Redis;
  prefix: string;
  push?: PushRoutesOptions;
};

/** The Web Push subscriptions' endpoint policy (PUSH_ALLOWED_HOSTS; production's by default) and rate limit. */
export type PushRoutesOptions = { endpoints?: PushEndpointPolicy; subscribeRateLimit?: RateLimit };

/** The routes as express serves them, and the fast path that serves their plain requests ahead of express. */
export type OrdersMount = {
  router: Router;
  fastPath: FastPath;
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
  // One table and one rule of who calls, for express and the fast path.
  const actorOf = actorOfRequest(deps.sessions, callers);
  const signedIn = authenticateWith(actorOf);
  const routes = orderRoutes({
    handleOrder: createOrderHandler({ store, ids: deps.ids, ...now }),
    ids: deps.ids,
  });
  const router = createOrderRoutes({ routes, authenticate: signedIn });
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
  const fastPath = createOrderFastPath({
    routes,
    actorOf,
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
    logger: deps.logger,
  });
  return { router, fastPath, actorOf };
}
