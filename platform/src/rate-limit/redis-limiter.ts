// Rate limits counted in Redis (rate-limiter-flexible), so every process of the shop shares the counters.
// Beyond the limit: 429 problem `rate_limited` with retryAfterSeconds, a Retry-After header and the seconds in
// the message.
import type { Request, RequestHandler } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sendProblem } from '../http/problem';
import type { Redis } from '../redis';
import type { RateLimit } from './limits';

export type Limiter = { name: string; limiter: RateLimiterRedis };

export const createLimiter = (redis: Redis, prefix: string, name: string, limit: RateLimit): Limiter => ({
  name,
  limiter: new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}rl:${name}`,
    points: limit.points,
    duration: limit.durationSeconds,
  }),
});

/** Counts one try under `keyOf(req)`; over the limit answers 429 instead of calling the route. */
export const rateLimited =
  ({ limiter }: Limiter, keyOf: (req: Request) => string): RequestHandler =>
  async (req, res, next) => {
    try {
      await limiter.consume(keyOf(req));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // title and message carry the seconds; sendProblem sets Retry-After
      sendProblem(res, 'rate_limited', {
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      });
      return;
    }
    next();
  };
