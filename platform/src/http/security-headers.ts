// The security headers of every answer (client, assets, API, images, uploads), set by helmet. The client runs under
// this Content-Security-Policy: its only script is Vite's bundle from /assets (no inline script in index.html);
// styles may be inline because Chakra (emotion) injects <style> elements at run time; images are the shop's own
// (/images, /uploads) or data:/blob: URLs (a picked file's preview); /ws is the same origin. deploy/nginx.conf sends
// the same policy for what the gateway serves itself (keep both in step).
import type { RequestListener } from 'node:http';
import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * helmet with the shop's policy; `upgrade-insecure-requests` only when the shop is served over https (PUBLIC_URL),
 * since a shop on plain http (local, tests) would otherwise ask for https URLs nobody serves.
 */
export const securityHeaders = (publicUrl?: string): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        ...(publicUrl?.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over https; a plain-http shop must not pin browsers to https.
    strictTransportSecurity: publicUrl?.startsWith('https:') ? { maxAge: 15552000 } : false,
  });

type HeaderWrites = { set: [name: string, value: string | number | readonly string[]][]; removed: string[] };

/**
 * What helmet writes on an answer, asked of it once: with the shop's policy its headers depend on nothing in the
 * request, and running its dozen middlewares on every request was a few per cent of an order's time.
 */
export const helmetHeaderWrites = (publicUrl?: string): HeaderWrites => {
  const writes: HeaderWrites = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void writes.set.push([name, value]),
    removeHeader: (name: string) => void writes.removed.push(name),
  };
  let called = false;
  securityHeaders(publicUrl)({} as Request, recorder as unknown as Response, () => (called = true));
  if (!called) throw new Error('helmet did not answer at once: its headers cannot be written ahead');
  return writes;
};

/**
 * The same headers as a flat list of names and values, for a listener that writes its whole head in one writeHead
 * (read-api's fast path): node:http then validates them once, without storing each through setHeader.
 */
export const securityHeaderLines = (publicUrl?: string): string[] =>
  helmetHeaderWrites(publicUrl).set.flatMap(([name, value]) =>
    typeof value === 'object' ? value.flatMap((one) => [name, one]) : [name, String(value)],
  );

/** A node:http listener behind the headers (express, and whatever answers ahead of it without its own copy). */
export const withSecurityHeaders = (listener: RequestListener, publicUrl?: string): RequestListener => {
  const { set, removed } = helmetHeaderWrites(publicUrl);
  return (req, res) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    listener(req, res);
  };
};
