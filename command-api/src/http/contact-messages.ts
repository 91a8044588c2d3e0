import { contactMessageBody } from '@shop/contracts';
import { createLimiter, rateLimited, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { RequestHandler } from 'express';
import type { Handle } from '../command-types';
import { deterministicId } from '../ids';
import { parseBody } from '../validation';
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

/** POST /contactMessages (public): answers 201 { data: { _id }, position }. */
export const postContactMessage =
  (handle: Handle, ids: () => string): RequestHandler =>
  async (req, res) => {
    const body = parseBody(contactMessageBody, req.body);
    const ctx = requestContext(req, 'POST /contactMessages');
    // With a key the message id is derived from it, so a retried request lands on the same stream and appends nothing.
    const messageId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'contact-message', 0) : ids();
    const result = await handle({ type: 'SubmitContactMessage', data: { ...body, messageId } }, ctx);
    res.status(201).json({ data: { _id: messageId }, position: result.position });
  };
