// The security headers of every answer (client, assets, API, images, uploads), set by helmet. The client runs under
// this Content-Security-Policy: its only script is Vite's bundle from /assets (no inline script in index.html);
// styles may be inline because Chakra (emotion) injects <style> elements at run time; images are the shop's own
// (/images, /uploads) or data:/blob: URLs (a picked file's preview); /ws is the same origin.
// deploy/nginx/server.conf sends the same policy for what the gateway serves itself (keep both in step).
import helmet from 'helmet';
import type { RequestHandler } from 'express';

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
