// One HTTP route of the shop as data (docs/conventions.md "HTTP routes"): its method, its path under /api and, as
// types only, its params, body, query and answer. The route tables (`contracts/src/<context>/routes.ts`) are built
// from `route`; the services serve them (`serveRoute`, platform) with the schemas of `route-schemas.ts`, the client
// calls them (`call`, frontend/src/lib/api-client.ts). No zod here: the client's first load imports this file.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every route's path is mounted. */
export const API_PREFIX = '/api';

/** A route without `:name` segments. */
export type NoParams = Record<never, never>;

/** The `:name` segments of an express path, as a union of names (`'/orders/:id/place'` → `'id'`). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params object of an express path (`'/orders/:id/place'` → `{ id: string }`). */
export type PathParams<Path extends string> = [PathParamNames<Path>] extends [never]
  ? NoParams
  : { [Name in PathParamNames<Path>]: string };

/** A path with `Name` as a whole `:name` segment. */
type NamingOne<Name extends string> = `${string}:${Name}` | `${string}:${Name}/${string}`;
/** A path that names each of `Params`' keys as a `:name` segment (the check `route` makes of its path). */
type PathNaming<Params> = [keyof Params & string] extends [never]
  ? string
  : { [Name in keyof Params & string]: (path: NamingOne<Name>) => void }[keyof Params & string] extends (
        path: infer Each,
      ) => void
    ? Each
    : never;

/**
 * A route: its method and path at run time, its params, body, answer and query as phantom types (`types` is never
 * set). `Body` is what the client sends (the body schema's input), `Answer` what it receives.
 */
export type Route<Params = NoParams, Body = undefined, Answer = unknown, Query = undefined> = {
  readonly method: HttpMethod;
  /** Under /api, in express's syntax (`/orders/:id/place`). */
  readonly path: string;
  readonly types?: { params: Params; body: Body; answer: Answer; query: Query };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its types
export type AnyRoute = Route<any, any, any, any>;

type TypesOf<R extends AnyRoute> = NonNullable<R['types']>;
export type ParamsOf<R extends AnyRoute> = TypesOf<R>['params'];
export type BodyOf<R extends AnyRoute> = TypesOf<R>['body'];
export type AnswerOf<R extends AnyRoute> = TypesOf<R>['answer'];
export type QueryOf<R extends AnyRoute> = TypesOf<R>['query'];

/**
 * A route of the table. The types are given (`route<{ id: string }, PlaceBody, PlaceAnswer>('POST',
 * '/orders/:id/place')`); the path must name each key of `Params` as a `:name` segment.
 */
export const route = <Params = NoParams, Body = undefined, Answer = unknown, Query = undefined>(
  method: HttpMethod,
  path: PathNaming<Params>,
): Route<Params, Body, Answer, Query> => ({ method, path: path as string });

/** The route's params, optional when it has none. */
export type ParamsArg<R extends AnyRoute> = [keyof ParamsOf<R>] extends [never]
  ? [params?: ParamsOf<R>]
  : [params: ParamsOf<R>];

/** The route's path (under /api) with each `:name` segment filled from `params` (URI-encoded). */
export const pathOf = <R extends AnyRoute>(route: R, ...[params]: ParamsArg<R>): string =>
  route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });

/** The route's URL as the browser calls it (`/api/orders/o-1/place`). */
export const urlOf = <R extends AnyRoute>(route: R, ...params: ParamsArg<R>): string =>
  `${API_PREFIX}${pathOf(route, ...params)}`;
