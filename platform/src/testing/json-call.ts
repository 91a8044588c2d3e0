// The HTTP client the integration tests talk to a JSON API with: a body sent as JSON, the answer's status, headers
// and parsed body (null when the answer is empty).
export type JsonAnswer = {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted field by field
  body: any;
};

export type JsonCall = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<JsonAnswer>;

/**
 * Calls `${base}${path}`. `base` may be a function, for a server that starts after the caller is made;
 * `defaultHeaders` go on every call (a session, say), the call's own headers after them.
 */
export function jsonCaller(
  base: string | (() => string),
  defaultHeaders: () => Record<string, string> = () => ({}),
): JsonCall {
  return async (method, path, body, headers = {}) => {
    const res = await fetch(`${typeof base === 'string' ? base : base()}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...defaultHeaders(), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
}
