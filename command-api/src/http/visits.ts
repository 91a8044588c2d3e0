import type { IncomingMessage } from 'node:http';
import { DomainError, localDayHour } from '@shop/contracts';
import { publicWriteRoutes } from '@shop/contracts/catalogue/routes';
import { publicWriteRouteSchemas } from '@shop/contracts/catalogue/route-schemas';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
import { sessionFromRequest } from '@shop/platform/auth/index';
import { createLimiter, rateLimited, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { RequestHandler, Router } from 'express';
import { hasRole, type ActorOfRequest } from '../auth/authenticate';
import type { HandleChecked } from '../command-types';
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

/** Whether a request comes with a valid session of staff (admin or moderator); false for anyone else. */
export type IsStaffRequest = (req: Pick<IncomingMessage, 'headers'>) => Promise<boolean>;
export const noStaff: IsStaffRequest = () => Promise.resolve(false);

/** IsStaffRequest from the rule of who calls: no session, or an invalid one, is not staff (never an error). */
export const staffRequestOf =
  (actorOf: ActorOfRequest): IsStaffRequest =>
  async (req) => {
    if (!sessionFromRequest(req)) return false;
    try {
      return hasRole(await actorOf(req), 'staff');
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  };

/**
 * POST /visits (public, spec §7 "a page view is sent at start"): answers 202 { position }. The day is the server's
 * (Africa/Algiers); neither the IP nor a session reaches the command (requestContext passes neither on). Whether
 * the browser is staff's is the server's finding from the session (`isStaff`), never the client's: a staff visit is
 * recorded as such and not counted (docs/catalogue.md "Visits").
 */
export const serveVisit = (
  router: Router,
  handle: HandleChecked,
  now: () => Date,
  isStaff: IsStaffRequest = noStaff,
): void =>
  serveRoute(router, publicWriteRoutes.visit, publicWriteRouteSchemas.visit, async ({ body, req }) => {
    const { day } = localDayHour(now());
    const staff = await isStaff(req);
    const result = await handle(
      { type: 'RecordVisit', data: { visitorId: body.visitorId, day, staff } },
      requestContext(req, 'POST /visits'),
    );
    return reply({ position: result.position }, { status: 202 });
  });
