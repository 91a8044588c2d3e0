// Serves the built React client (frontend/dist): hashed bundles under /assets/ are cached for a year as
// immutable, index.html is revalidated on every load, and any other GET that is not a file is the SPA's
// index.html (the client router decides, including its own 'Page non trouvée').
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Oran Food</title></head>
<body><h1>The client is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p></body></html>`;

/** Extensions of the files a browser asks for on its own (scripts, styles, images, fonts, manifests). */
const fileExtensions = new Set([
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'txt',
  'xml',
  'webmanifest',
  'ico',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
]);

/**
 * A missing file is a 404, not the SPA. Only known file extensions count: a route's last segment may hold a
 * dot of its own, e.g. the signed token of /authentication/verifyEmail/<header>.<payload>.<signature>.
 */
export const looksLikeFile = (path: string): boolean => {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  return dot > 0 && fileExtensions.has(segment.slice(dot + 1).toLowerCase());
};

/**
 * Files that must never be served stale from the HTTP cache: a new service worker is only picked up when the
 * browser sees its new bytes, and the manifest and offline page go with it.
 */
const revalidated = new Set(['sw.js', 'manifest.webmanifest', 'offline.html']);

export const serveClient = (dir: string): Router => {
  const router = express.Router();
  const assetsDir = join(dir, 'assets') + sep;
  const indexFile = join(dir, 'index.html');

  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        if (file.startsWith(assetsDir)) res.setHeader('Cache-Control', immutable);
        else if (file === indexFile || revalidated.has(relative(dir, file)))
          res.setHeader('Cache-Control', revalidate);
        else res.setHeader('Cache-Control', shortLived);
      },
    }),
  );

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/assets/') || looksLikeFile(req.path)) return next();
    // Checked per request so a client built after the server started is picked up.
    if (!existsSync(indexFile)) {
      res.status(503).type('html').setHeader('Cache-Control', 'no-store').send(notBuiltPage);
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': revalidate } }, (error) => {
      if (error) next(error);
    });
  });

  return router;
};
