// The schemas a route is served with (docs/conventions.md "HTTP routes"): its body, params and query as sent, its
// answer as answered. Beside each context's route table (`contracts/src/<context>/route-schemas.ts`), derived from
// the command schemas. A route and its schemas cannot drift: `routeSchemas` (and `serveRoute`) fail to compile when
// the body schema's input is not the route's Body or the answer schema's output does not fit its Answer.
import type { z } from 'zod';
import type { AnswerOf, AnyRoute, BodyOf, ParamsOf, QueryOf } from './route';

export type RouteSchemas<R extends AnyRoute> = {
  /** The `:name` segments (strings as sent); without it the handler gets them as strings. */
  params?: z.ZodType<unknown, ParamsOf<R>>;
  /** The JSON body; without it (a multipart upload, no body) the handler gets `undefined`. */
  body?: z.ZodType<unknown, BodyOf<R>>;
  query?: z.ZodType<unknown, QueryOf<R>>;
  /** What the route answers: the client's type, checked by the route's tests. */
  answer: z.ZodType<AnswerOf<R>>;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `unknown` when the schemas fit the route, else an object type naming what does not fit (so the call fails to
 * compile with that name in the message): the body schema's input must be the route's Body, exactly.
 */
export type SchemasFit<R extends AnyRoute, S extends RouteSchemas<R>> = S extends {
  body: infer B extends z.ZodType;
}
  ? Same<z.input<B>, BodyOf<R>> extends true
    ? unknown
    : { body: { error: "the body schema's input is not the route's Body"; input: z.input<B> } }
  : unknown;

/** The schemas of `route`, checked against it at compile time. */
export const routeSchemas = <R extends AnyRoute, const S extends RouteSchemas<R>>(
  _route: R,
  schemas: S & SchemasFit<R, S>,
): S => schemas;

/** What a part of the request is once parsed: its schema's output, or `Otherwise` without a schema. */
type Parsed<S, Part extends string, Otherwise> = S extends { [K in Part]: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : Otherwise;

/** What a served route's handler is given, parsed once. */
export type ParsedRequest<R extends AnyRoute, S extends RouteSchemas<R>> = {
  params: Parsed<S, 'params', ParamsOf<R>>;
  body: Parsed<S, 'body', undefined>;
  query: Parsed<S, 'query', undefined>;
};
