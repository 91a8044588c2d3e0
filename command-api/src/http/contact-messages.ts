import { publicWriteRoutes } from '@shop/contracts/catalogue/routes';
import { publicWriteRouteSchemas } from '@shop/contracts/catalogue/route-schemas';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
import { createLimiter, rateLimited, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { RequestHandler, Router } from 'express';
import type { HandleChecked } from '../command-types';
import { deterministicId } from '../ids';
import { requestContext } from './request-context';

/** Messages per IP before 429 (public route: no session to count by). */
export const defaultContactRateLimit: RateLimit = { points: 5, durationSeconds: 60 * 60 };

/**
 * The rate limit of the public POST /api/contactMessages, per IP, counted in Redis under `${prefix}rl:contact`.
 * Mounted in front of createCommandApi where Redis is at hand (src/main.ts, server/src/create-shop.ts):
 * `app.use('/api/contactMessages', contactMessageRateLimit(redis, prefix))`. Other methods pass through.
 */
export const contactMessageRateLimit = (
  redis: Redis,
  prefix: string,
  limit: RateLimit = defaultContactRateLimit,
): RequestHandler => {
  const limiter = createLimiter(redis, prefix, 'contact', limit);
  const limited = rateLimited((req) => [{ limiter, key: req.ip ?? 'unknown' }]);
  return (req, res, next) => (req.method === 'POST' ? limited(req, res, next) : next());
};

/** POST /contactMessages (public): answers 201 { data: { _id }, position }; the body is parsed once, here. */
export const serveContactMessage = (router: Router, handle: HandleChecked, ids: () => string): void =>
  serveRoute(
    router,
    publicWriteRoutes.contactMessage,
    publicWriteRouteSchemas.contactMessage,
    async ({ body, req }) => {
      const ctx = requestContext(req, 'POST /contactMessages');
      // With a key the message id is derived from it, so a retried request lands on the same stream and appends
      // nothing.
      const messageId = ctx.idempotencyKey
        ? deterministicId(ctx.idempotencyKey, 'contact-message', 0)
        : ids();
      const result = await handle({ type: 'SubmitContactMessage', data: { ...body, messageId } }, ctx);
      return reply({ data: { _id: messageId }, position: result.position }, { status: 201 });
    },
  );
