// Cross-site request forgery: a browser sends the shop's cookie with a form posted, a `no-cors` fetch or a
// WebSocket opened by another site's page (another port of the same host is another origin but the same "site", so
// SameSite=Lax does not stop it). Browsers say where such a request comes from (`Origin`, `Sec-Fetch-Site`), and a
// page cannot forge those headers: a write or a /ws upgrade that a browser says came from elsewhere is refused.
// A request with neither header (curl, server to server, a Bearer-token client) is not a browser's forgery and passes.
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { DomainError } from '@shop/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * True when the browser says the request comes from the shop's own origin, or says nothing. The shop's origin is
 * PUBLIC_URL's; without it, the host the request was made to (its `Host` header: the gateway forwards it unchanged).
 */
export const fromOwnOrigin = (headers: IncomingHttpHeaders, publicUrl?: string): boolean => {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  // `Origin: null` (sandboxed frame, data: URL, some redirects) is nobody's origin.
  if (publicUrl) return origin === originOf(publicUrl);
  const host = headers.host;
  return host !== undefined && hostOf(origin) === host.toLowerCase();
};

/** Refuses writes (any method but GET/HEAD/OPTIONS) that a browser says came from another origin: 403. */
export const sameOriginWrites =
  (publicUrl?: string): RequestHandler =>
  (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || fromOwnOrigin(req.headers, publicUrl)) return next();
    throw new DomainError('request.cross_origin');
  };
