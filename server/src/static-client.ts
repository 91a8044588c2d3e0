// Serves the built React client (frontend/dist): hashed bundles under /assets/ are cached for a year as
// immutable, index.html is revalidated on every load, and any other GET that is not a file is the SPA's
// index.html (the client router decides, including its own 'Page non trouvée'). A file the build precompressed
// (`<file>.br`, `<file>.gz`, vite-plugin-compression2) is sent in the best encoding the request accepts, brotli
// first, with `Vary: Accept-Encoding` (docs/performance.md "Compression").
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

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

/** The file a precompressed copy was made from (`sw.js.br` → `sw.js`). */
const uncompressed = (file: string) => file.replace(/\.(br|gz)$/, '');

export const serveClient = (clientDir: string): Router => {
  const router = express.Router();
  // express-static-gzip finds the compressed copies by cutting the root off their paths: no trailing separator.
  const dir = resolve(clientDir);
  const assetsDir = join(dir, 'assets') + sep;
  const indexFile = join(dir, 'index.html');

  // The compressed copies are listed once, here: the new files of a client rebuilt after the start are compressed per
  // request (create-shop's middleware) until a restart. serve-static gives each copy its own ETag (its size and
  // time), as a different encoding must have.
  router.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders: (res, file) => {
          const source = uncompressed(file);
          if (source.startsWith(assetsDir)) res.setHeader('Cache-Control', immutable);
          else if (source === indexFile || revalidated.has(relative(dir, source)))
            res.setHeader('Cache-Control', revalidate);
          else res.setHeader('Cache-Control', shortLived);
        },
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
