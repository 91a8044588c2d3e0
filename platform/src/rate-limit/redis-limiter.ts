// Rate limits counted in Redis (rate-limiter-flexible), so every process of the shop shares the counters.
// Beyond the limit: 429 problem `rate_limited` with retryAfterSeconds, a Retry-After header and the wait in the
// message (in minutes).
import type { Request, RequestHandler, Response } from 'express';
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

/** One counter a try is counted on: a limiter and the key (IP, address hash, or both) it counts under. */
export type Counter = { limiter: Limiter; key: string };

const sendLimited = (res: Response, msBeforeNext: number) =>
  sendProblem(res, 'rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });

/**
 * Counts one try on every counter at once (a try that is over one layer is still counted on the others); over any
 * of them, answers 429 with the longest wait and resolves false.
 */
export async function countTry(res: Response, counters: Counter[]): Promise<boolean> {
  const results = await Promise.allSettled(counters.map((c) => c.limiter.limiter.consume(c.key)));
  let waitMs = -1;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  if (waitMs < 0) return true;
  sendLimited(res, waitMs);
  return false;
}

/** Gives the try back (it was not a failure). */
export const refundTry = (counters: Counter[]) =>
  Promise.all(counters.map((c) => c.limiter.limiter.reward(c.key, 1)));

/** Forgets every try counted so far (a success clears the failures before it). */
export const clearTries = (counters: Counter[]) =>
  Promise.all(counters.map((c) => c.limiter.limiter.delete(c.key)));

/** Counts one try on `countersOf(req)`; over a limit answers 429 instead of calling the route. */
export const rateLimited =
  (countersOf: (req: Request) => Counter[]): RequestHandler =>
  async (req, res, next) => {
    if (await countTry(res, countersOf(req))) next();
  };
