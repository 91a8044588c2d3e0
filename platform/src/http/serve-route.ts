// A route of the contracts' table served on an express router (docs/conventions.md "HTTP routes"): its params,
// query and body parsed once with the route's schemas (a failure is the 400 problem `validation.failed` with the
// fields' errors), the handler's answer typed as the route's Answer and sent as JSON.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { DomainError } from '@shop/contracts';
import type { AnswerOf, AnyRoute } from '@shop/contracts/http/route';
import type { ParsedRequest, RouteSchemas, SchemasFit } from '@shop/contracts/http/route-schemas';
import type { z } from 'zod';
import { fieldErrors } from './field-errors';

/** An answer with its own status or headers (`reply(answer, { status: 201 })`). */
export class Reply<Answer> {
  constructor(
    readonly body: Answer,
    readonly status?: number,
    readonly headers?: Record<string, string>,
  ) {}
}

export const reply = <Answer>(
  body: Answer,
  { status, headers }: { status?: number; headers?: Record<string, string> } = {},
): Reply<Answer> => new Reply(body, status, headers);

/**
 * An answer already written as JSON text (views are stored as JSON: a page of them is joined, never parsed), typed
 * as the Answer it spells. Sent as is, 200, without express's ETag hashing (read-api's menu and order lists).
 */
export class JsonText<Answer> {
  declare readonly answer?: Answer;
  constructor(readonly text: string) {}
}

export const jsonText = <Answer>(text: string): JsonText<Answer> => new JsonText(text);

export type RouteHandlerInput<R extends AnyRoute, S extends RouteSchemas<R>> = ParsedRequest<R, S> & {
  req: Request;
  res: Response;
};

/** A handler answers the route's Answer (200, or 204 when it is `undefined`), or a `reply` of it. */
export type RouteHandler<R extends AnyRoute, S extends RouteSchemas<R>> = (
  input: RouteHandlerInput<R, S>,
) => Promise<Answered<AnswerOf<R>>> | Answered<AnswerOf<R>>;

/** What a handler may return for an Answer: itself, a `reply` of it, or its `jsonText`. */
export type Answered<Answer> = Answer | Reply<Answer> | JsonText<Answer>;

export type ServeRouteOptions = {
  /** Middleware run before anything is parsed, in order: authentication, a role, a rate limit, a body parser. */
  before?: RequestHandler[];
  /**
   * The fields' names in the `errors` of a failure, when the params or body are a command's data under other names
   * (`:id` for `orderId`, `{ state }` sent for ConfirmOrderStep's `step`): field → name answered.
   */
  errorNames?: Record<string, string>;
  /**
   * What a failed parse throws instead of the 400 `validation.failed`, given the fields' errors (read-api answers a
   * bad query with `query.invalid` and its own messages).
   */
  invalid?: (errors: Record<string, string>, req: Request) => Error;
};

/** The `errors` of a failure, each field under its answered name (`names`: first path segment → name). */
const errorsOf = (error: z.ZodError, names: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, message]) => {
      const [head, ...rest] = field.split('.');
      const name = names[head!];
      return [name === undefined ? field : [name, ...rest].join('.'), message];
    }),
  );

/** Each part parsed with its schema (a part without one is given as is); all their fields' errors at once. */
const parseParts = <Parts extends Record<string, unknown>>(
  parts: { [Part in keyof Parts]: [schema: z.ZodType | undefined, value: unknown] },
  names?: Record<string, string>,
  invalid?: (errors: Record<string, string>) => Error,
): { [Part in keyof Parts]: unknown } => {
  const parsed: Record<string, unknown> = {};
  let errors: Record<string, string> | undefined;
  for (const [part, [schema, value]] of Object.entries(parts) as [
    string,
    [z.ZodType | undefined, unknown],
  ][]) {
    if (!schema) {
      parsed[part] = value;
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) parsed[part] = result.data;
    else errors = { ...errors, ...errorsOf(result.error, names) };
  }
  if (errors) throw invalid?.(errors) ?? new DomainError('validation.failed', undefined, errors);
  return parsed as { [Part in keyof Parts]: unknown };
};

const send = (res: Response, answer: unknown): void => {
  if (res.headersSent) return; // the handler answered itself (a stream, a redirect)
  if (answer instanceof JsonText) {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(answer.text));
    res.end(answer.text);
    return;
  }
  const { body, status, headers } = answer instanceof Reply ? answer : new Reply(answer);
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  if (body === undefined) res.status(status ?? 204).end();
  else res.status(status ?? 200).json(body);
};

const lowerMethod = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * Registers `route` on `router`: `options.before` middleware, then the params, query and body parsed once with
 * `schemas` (a missing JSON body is `{}`), then `handler`, whose answer is sent. Errors go to the router's problem
 * middleware.
 */
export function serveRoute<R extends AnyRoute, const S extends RouteSchemas<R>>(
  router: Router,
  route: R,
  schemas: S & SchemasFit<R, S>,
  handler: RouteHandler<R, S>,
  options: ServeRouteOptions = {},
): void {
  const serve = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const parsed = parseParts(
        {
          params: [schemas.params, { ...req.params }],
          query: [schemas.query, schemas.query ? req.query : undefined],
          body: [schemas.body, schemas.body ? (req.body ?? {}) : undefined],
        },
        options.errorNames,
        options.invalid && ((errors) => options.invalid!(errors, req)),
      );
      const input = { ...parsed, req, res } as RouteHandlerInput<R, S>;
      send(res, await handler(input));
    } catch (error) {
      next(error);
    }
  };
  router[lowerMethod[route.method]](route.path, ...(options.before ?? []), serve);
}
