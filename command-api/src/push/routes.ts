// POST / DELETE /api/push/subscriptions (contracts' pushRoutes; signed-in customers, their own browser only). The
// VAPID public key is read by GET /api/push/key (read-api).
import { pushRoutes as routes } from '@shop/contracts/orders/routes';
import { pushRouteSchemas as schemas } from '@shop/contracts/orders/route-schemas';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
import { countTry, createLimiter, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import express, { type RequestHandler, type Router } from 'express';
import { requireActor } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import { subscriptionIdOf, type PushSubscriptions } from './subscriptions';

/**
 * Subscriptions per customer before 429. A browser subscribes once, when the customer turns the switch on; the limit
 * stops a script from making the shop resolve and record endpoint after endpoint.
 */
export const defaultPushSubscribeRateLimit: RateLimit = { points: 20, durationSeconds: 60 * 60 };

export function pushRoutes(deps: {
  push: PushSubscriptions;
  authenticate: RequestHandler;
  /** The counters of the rate limit, in Redis under `${prefix}rl:push-subscribe`, per customer. */
  redis: Redis;
  prefix: string;
  subscribeRateLimit?: RateLimit;
}): Router {
  const router = express.Router();
  const limiter = createLimiter(
    deps.redis,
    deps.prefix,
    'push-subscribe',
    deps.subscribeRateLimit ?? defaultPushSubscribeRateLimit,
  );
  // Counted before anything else: a refused endpoint or a bad body is a try too.
  const counted: RequestHandler = async (_req, res, next) => {
    if (await countTry(res, [{ limiter, key: requireActor(res).userId }])) next();
  };
  serveRoute(
    router,
    routes.subscribe,
    schemas.subscribe,
    async ({ body, req, res }) => {
      const { userId } = requireActor(res);
      const result = await deps.push.subscribe(userId, body, contextOf(req, res, 'POST /push/subscriptions'));
      return reply({ data: { _id: result.subscriptionId }, position: result.position }, { status: 201 });
    },
    { before: [deps.authenticate, counted] },
  );
  serveRoute(
    router,
    routes.unsubscribe,
    schemas.unsubscribe,
    async ({ body: { endpoint }, req, res }) => {
      const { userId } = requireActor(res);
      const result = await deps.push.unsubscribe(
        userId,
        subscriptionIdOf(endpoint),
        'customer',
        contextOf(req, res, 'DELETE /push/subscriptions'),
      );
      return { position: result.position };
    },
    { before: [deps.authenticate] },
  );
  return router;
}
