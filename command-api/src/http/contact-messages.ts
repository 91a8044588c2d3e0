import { randomUUID } from 'node:crypto';
import { contactMessageBody, DomainError } from '@shop/contracts';
import { createLimiter, rateLimited, type RateLimit } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Handle, HandleContext } from '../command-types';
import { deterministicId } from '../ids';
import { parseBody } from '../validation';

const MAX_KEY_LENGTH = 200;
/** A header as express's `req.get` gives it (node joins a repeated custom header with ', '); `name` in lower case. */
const headerOf = (req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
/** A client's X-Correlation-Id is kept only when it is a short token; anything else gets a fresh id. */
const CORRELATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's context for the handler; an Idempotency-Key is scoped to the route that received it (and reaches
 * the log only hashed: event ids, causationId, requestHash). The client's IP is not passed on: it is not stored
 * in the event log (docs/design-notes.md, "Command handling"); rate limits read req.ip themselves.
 */
export function requestContext(req: Pick<IncomingMessage, 'headers'>, route: string): HandleContext {
  const key = headerOf(req, 'idempotency-key');
  if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) {
    throw new DomainError('validation.failed', undefined, {
      'Idempotency-Key': `1 to ${MAX_KEY_LENGTH} characters`,
    });
  }
  const correlationId = headerOf(req, 'x-correlation-id');
  return {
    correlationId:
      correlationId !== undefined && CORRELATION_ID.test(correlationId) ? correlationId : randomUUID(),
    ...(key ? { idempotencyKey: `${route}:${key}` } : {}),
  };
}

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
