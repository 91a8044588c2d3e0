import { localDayHour, visitBody } from '@shop/contracts';
import { createLimiter, rateLimited, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { RequestHandler } from 'express';
import type { Handle } from '../command-types';
import { parseBody } from '../validation';
import { requestContext } from './request-context';

/**
 * Visits per IP before 429. Generous: a visit is sent once per browser per day, but many phones share one IP
 * behind a carrier's NAT; the limit only stops a script from inflating the figures.
 */
export const defaultVisitRateLimit: RateLimit = { points: 60, durationSeconds: 60 };

/**
 * The rate limit of the public POST /api/visits, per IP, counted in Redis under `${prefix}rl:visit`. Mounted like
 * contactMessageRateLimit: `app.use('/api/visits', visitRateLimit(redis, prefix))`. Other methods pass through.
 */
export const visitRateLimit = (
  redis: Redis,
  prefix: string,
  limit: RateLimit = defaultVisitRateLimit,
): RequestHandler => {
  const limiter = createLimiter(redis, prefix, 'visit', limit);
  const limited = rateLimited((req) => [{ limiter, key: req.ip ?? 'unknown' }]);
  return (req, res, next) => (req.method === 'POST' ? limited(req, res, next) : next());
};

/**
 * POST /visits (public, spec §7 "a page view is sent at start"): answers 202 { position }. The day is the server's
 * (Africa/Algiers); neither the IP nor a session reaches the command (requestContext passes neither on).
 */
export const postVisit =
  (handle: Handle, now: () => Date): RequestHandler =>
  async (req, res) => {
    const { visitorId } = parseBody(visitBody, req.body);
    const { day } = localDayHour(now());
    const result = await handle(
      { type: 'RecordVisit', data: { visitorId, day } },
      requestContext(req, 'POST /visits'),
    );
    res.status(202).json({ position: result.position });
  };
