// POST / DELETE /api/push/subscriptions (signed-in customers, their own browser only). The VAPID public key is read
// by GET /api/push/key (read-api).
import { pushSubscribeBody, pushUnsubscribeBody } from '@shop/contracts';
import { countTry, createLimiter, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import express, { type RequestHandler, type Router } from 'express';
import { requireActor } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import { parseBody } from '../validation';
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
  router.post('/push/subscriptions', deps.authenticate, async (req, res) => {
    const { userId } = requireActor(res);
    // Counted before anything else: a refused endpoint or a bad body is a try too.
    if (!(await countTry(res, [{ limiter, key: userId }]))) return;
    const input = parseBody(pushSubscribeBody, req.body);
    const result = await deps.push.subscribe(userId, input, contextOf(req, res, 'POST /push/subscriptions'));
    res.status(201).json({ data: { _id: result.subscriptionId }, position: result.position });
  });
  router.delete('/push/subscriptions', deps.authenticate, async (req, res) => {
    const { endpoint } = parseBody(pushUnsubscribeBody, req.body);
    const { userId } = requireActor(res);
    const result = await deps.push.unsubscribe(
      userId,
      subscriptionIdOf(endpoint),
      'customer',
      contextOf(req, res, 'DELETE /push/subscriptions'),
    );
    res.json({ position: result.position });
  });
  return router;
}
