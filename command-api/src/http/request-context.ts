// The handler context of a request, from its headers alone: the routes of every transport build it the same way.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DomainError } from '@shop/contracts';
import type { HandleContext } from '../command-types';

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
 * in the event log (docs/architecture.md, "Command handling"); rate limits read req.ip themselves.
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
