import {
  isProblem,
  urlOf,
  type AnswerOf,
  type AnyRoute,
  type BodyOf,
  type ParamsOf,
  type Problem,
  type QueryOf,
} from '@shop/contracts/core';

// Thin fetch wrapper: JSON in and out, problem+json turned into ApiError, read-your-writes through X-Min-Position.
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
    this.name = 'ApiError';
  }
  get status() {
    return this.problem.status;
  }
  get code() {
    return this.problem.code;
  }
}

let lastPosition: string | undefined;
/** Remember the position a command answered, so the next reads wait for the projections to pass it. */
export const rememberPosition = (position: string | undefined) => {
  if (position && (!lastPosition || BigInt(position) > BigInt(lastPosition))) lastPosition = position;
};
/** The highest position a command answered so far (kept across a page reload by page-reload.ts). */
export const rememberedPosition = (): string | undefined => lastPosition;

const currentLanguage = () => document.documentElement.lang || 'fr';

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
  { readYourWrite = true }: { readYourWrite?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...extraHeaders,
  };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (method === 'GET' && lastPosition) headers['X-Min-Position'] = lastPosition;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    // The screens show a problem by its code, translated (lib/errors): the message is for logs and tests.
    throw new ApiError({
      type: 'about:blank',
      title: 'unavailable',
      status: 0,
      code: 'unavailable',
      message: 'The shop cannot be reached (network error).',
    });
  }
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    if (isProblem(json)) throw new ApiError(json);
    throw new ApiError({
      type: 'about:blank',
      title: res.statusText,
      status: res.status,
      code: 'internal',
      message: res.statusText,
    });
  }
  if (readYourWrite && json && typeof json === 'object' && 'position' in json)
    rememberPosition(String((json as { position: unknown }).position));
  return json as T;
}

// Reads go through `call` and the read routes' tables (contracts/src/<context>/read-routes.ts): no untyped GET.
/** What a call of `route` is given: its params (when its path has some), its body (when it has one), headers. */
export type CallInput<R extends AnyRoute> = ([keyof ParamsOf<R>] extends [never]
  ? { params?: ParamsOf<R> }
  : { params: ParamsOf<R> }) &
  ([BodyOf<R>] extends [undefined] ? { body?: undefined } : { body: BodyOf<R> }) &
  ([QueryOf<R>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<R> }) & {
    /** Extra request headers, e.g. `Idempotency-Key` of an order placement. */
    headers?: Record<string, string>;
    /** A write nothing reads back (a page view): its position does not hold later reads. */
    readYourWrite?: boolean;
  };

/** `{}` when every field of the input is optional: the call may leave it out. */
type CallArgs<R extends AnyRoute> =
  Record<never, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

const queryString = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * A route of contracts' table called with its typed params and body: answers `AnswerOf<route>` (docs/conventions.md
 * "HTTP routes"), through `request` (problem+json → ApiError, X-Min-Position, read-your-writes).
 */
export function call<R extends AnyRoute>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  const { params, body, query, headers, readYourWrite } = (input ?? {}) as CallInput<AnyRoute>;
  const url = `${urlOf(route, params as never)}${queryString(query)}`;
  return request<AnswerOf<R>>(
    route.method,
    url,
    body,
    headers,
    readYourWrite === false ? { readYourWrite } : {},
  );
}
