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

export type RouteHandlerInput<R extends AnyRoute, S extends RouteSchemas<R>> = ParsedRequest<R, S> & {
  req: Request;
  res: Response;
};

/** A handler answers the route's Answer (200, or 204 when it is `undefined`), or a `reply` of it. */
export type RouteHandler<R extends AnyRoute, S extends RouteSchemas<R>> = (
  input: RouteHandlerInput<R, S>,
) => Promise<AnswerOf<R> | Reply<AnswerOf<R>>> | AnswerOf<R> | Reply<AnswerOf<R>>;

export type ServeRouteOptions = {
  /** Middleware run before anything is parsed, in order: authentication, a role, a rate limit, a body parser. */
  before?: RequestHandler[];
  /**
   * The body's field names in the `errors` of a failure, when the body is a command's data under other names
   * (`{ state }` sent for ConfirmOrderStep's `step`): body field → name answered.
   */
  errorNames?: Record<string, string>;
};

const validationFailure = (error: z.ZodError, names: Record<string, string> = {}): DomainError => {
  const errors = fieldErrors(error);
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const [head, ...rest] = field.split('.');
      const name = names[head!];
      return [name === undefined ? field : [name, ...rest].join('.'), message];
    }),
  );
  return new DomainError('validation.failed', undefined, renamed);
};

const parsePart = (schema: z.ZodType | undefined, value: unknown, names?: Record<string, string>) => {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationFailure(parsed.error, names);
  return parsed.data;
};

const send = (res: Response, answer: unknown): void => {
  if (res.headersSent) return; // the handler answered itself (a stream, a redirect)
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
      const params = schemas.params ? parsePart(schemas.params, req.params) : { ...req.params };
      const query = parsePart(schemas.query, req.query);
      const body = parsePart(schemas.body, req.body ?? {}, options.errorNames);
      const input = { params, query, body, req, res } as RouteHandlerInput<R, S>;
      send(res, await handler(input));
    } catch (error) {
      next(error);
    }
  };
  router[lowerMethod[route.method]](route.path, ...(options.before ?? []), serve);
}
