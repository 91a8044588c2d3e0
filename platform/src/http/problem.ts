// Errors as application/problem+json with a stable code (contracts/errors.ts), shared by command-api and read-api.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  DomainError,
  errorMessages,
  errorStatus,
  pickLanguage,
  type ErrorCode,
  withRetryAfter,
  withProductName,
  type Problem,
} from '@shop/contracts';
import { AppendTooLarge, EventStoreUnavailable, WrongExpectedRevision } from '../eventstore/port';
import { fieldErrors } from './field-errors';
import { createLogger, type Logger } from '../logger';
import { RedisUnavailableError } from '../redis';

export type ProblemOptions = {
  /** A message specific to this failure; the code's message in the request's language when absent. */
  message?: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
};

export const buildProblem = (
  code: ErrorCode,
  acceptLanguage: string | undefined,
  opts: ProblemOptions = {},
): Problem => {
  const language = pickLanguage(acceptLanguage);
  // a message naming a product (cart.sold_out) takes its name in that language from the problem's errors
  const text = withProductName(errorMessages[code][language], language, opts.errors);
  // a message with a wait (rate_limited) carries it in the title too
  const title = opts.retryAfterSeconds === undefined ? text : withRetryAfter(text, opts.retryAfterSeconds);
  return {
    type: `urn:problem:${code}`,
    title,
    status: errorStatus[code],
    code,
    message: opts.message ?? title,
    ...(opts.errors && { errors: opts.errors }),
    ...(opts.retryAfterSeconds !== undefined && { retryAfterSeconds: opts.retryAfterSeconds }),
  };
};

/** An answer's response, express's or node's (which knows its request too). */
type Answering = ServerResponse & { req: Pick<IncomingMessage, 'headers'> };

export const sendProblem = (res: Answering, code: ErrorCode, opts: ProblemOptions = {}): void => {
  const problem = buildProblem(code, res.req.headers['accept-language'], opts);
  if (problem.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(problem.retryAfterSeconds));
  const text = JSON.stringify(problem);
  res.statusCode = problem.status;
  res.setHeader('Content-Type', 'application/problem+json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
};

type ZodLikeError = { name: 'ZodError'; issues: { path: PropertyKey[]; message: string }[] };

const isZodError = (error: unknown): error is ZodLikeError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as Partial<ZodLikeError>).issues);

/**
 * The HTTP status an error says it is (http-errors style: body-parser, express's router for a malformed URL,
 * serve-static…), when it says one.
 */
const httpStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : undefined;
};

const errorType = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;

/** ioredis giving up on a command (connection lost, retries exhausted): the service is unavailable, not broken. */
const isRedisUnavailable = (error: unknown): boolean =>
  error instanceof RedisUnavailableError ||
  (error instanceof Error &&
    (error.name === 'MaxRetriesPerRequestError' ||
      /Connection is closed|ECONNREFUSED|Stream isn't writeable/.test(error.message)));

export type ProblemMapping = { code: ErrorCode; opts: ProblemOptions; unexpected: boolean };

/** What a thrown error answers; `unexpected` ones are logged. */
export const problemFor = (error: unknown): ProblemMapping => {
  if (error instanceof DomainError) {
    const specific = error.message && error.message !== error.code ? error.message : undefined;
    return { code: error.code, opts: { message: specific, errors: error.errors }, unexpected: false };
  }
  if (isZodError(error)) {
    return { code: 'validation.failed', opts: { errors: fieldErrors(error) }, unexpected: false };
  }
  if (error instanceof WrongExpectedRevision)
    return { code: 'concurrency.conflict', opts: {}, unexpected: false };
  if (isRedisUnavailable(error) || error instanceof EventStoreUnavailable)
    return { code: 'unavailable', opts: {}, unexpected: true };
  // Events too large for one append (MAX_APPEND_BYTES): the request carried too much; nothing was written.
  if (error instanceof AppendTooLarge) return { code: 'payload.too_large', opts: {}, unexpected: true };
  const status = httpStatusOf(error);
  if (errorType(error) === 'entity.too.large' || status === 413)
    return { code: 'payload.too_large', opts: {}, unexpected: false };
  if (errorType(error) === 'entity.parse.failed') {
    return {
      code: 'validation.failed',
      opts: { errors: { body: 'The body is not valid JSON.' } },
      unexpected: false,
    };
  }
  // Any other client error (a URL that does not decode, an unsupported charset, an aborted body…): bad input is
  // a 400, never a 500.
  if (status !== undefined && status >= 400 && status < 500)
    return { code: 'request.invalid', opts: {}, unexpected: false };
  return { code: 'internal', opts: {}, unexpected: true };
};

const defaultLogger = createLogger('http');

/** What the problem answers are logged with (a pino logger, or read-api's narrower Logger). */
export type ProblemLogger =
  | Pick<Logger, 'error' | 'warn'>
  | {
      error(obj: Record<string, unknown>, msg?: string): void;
      warn(obj: Record<string, unknown>, msg?: string): void;
    };

/**
 * The last error handler of an express app or router: every error becomes a problem+json answer. Unexpected
 * errors are logged (a Redis outage as a warning: it answers 503 and passes).
 */
export const createProblemMiddleware = (opts: { logger?: ProblemLogger } = {}): ErrorRequestHandler => {
  const logger = opts.logger ?? defaultLogger;
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    answerError(error, res, { logger, url: req.originalUrl });
  };
};

/** What the problem middleware does with an error, for an answer not yet begun (also outside express). */
export const answerError = (
  error: unknown,
  res: Answering & { req: Pick<IncomingMessage, 'method'> },
  { logger, url }: { logger: ProblemLogger; url: string | undefined },
): void => {
  const { code, opts: problemOpts, unexpected } = problemFor(error);
  if (unexpected) {
    const context = { err: error, method: res.req.method, url };
    if (code === 'unavailable') logger.warn(context, `request failed: ${code}`);
    else logger.error(context, `request failed: ${code}`);
  }
  sendProblem(res, code, problemOpts);
};

/** For paths no route answers (mounted after the routers, e.g. on /api). */
export const notFoundHandler: RequestHandler = (_req, res) => sendProblem(res, 'not_found');
