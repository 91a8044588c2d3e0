// Which chunks of the built client (frontend/dist, Vite's manifest) hold code a visitor of the public pages must
// never download: back-office, stats, settings, users, checkout, orders, profile and account screens.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIST = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));

export type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

const staffSources =
  /src\/(features\/(dashboard|catalogue-admin|stats|settings-admin|screen-admin|users|checkout|orders|profile)|app\/routes\/(dashboard|account))\//;

export const readManifest = (): Manifest =>
  JSON.parse(readFileSync(`${CLIENT_DIST}.vite/manifest.json`, 'utf8')) as Manifest;

/** The chunks (lazy route modules) whose source is staff or checkout code: URL path (`/assets/…`) → source. */
export const staffChunks = (manifest: Manifest): Map<string, string> =>
  new Map(
    Object.values(manifest)
      .filter((chunk) => chunk.src !== undefined && staffSources.test(chunk.src))
      .map((chunk) => [`/${chunk.file}`, chunk.src!]),
  );

/**
 * The JS files (`assets/…`, as in the manifest) that hold zod's code, recognised by its type trait's name, which
 * survives minification.
 */
export const zodChunks = (manifest: Manifest): string[] =>
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter(
      (file) => file.endsWith('.js') && readFileSync(`${CLIENT_DIST}${file}`, 'utf8').includes('$ZodType'),
    );

/** The files (JS and CSS) the given manifest chunks need before they run: themselves and their static imports. */
export const staticClosure = (manifest: Manifest, keys: string[]): string[] => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
};

/** The public routes and the lazy route module each renders (every route is lazy). */
export const publicRoutes: { path: string; lazyModules: string[] }[] = [
  { path: '/', lazyModules: ['src/app/routes/home.tsx'] },
  { path: '/menu', lazyModules: ['src/app/routes/menu.tsx'] },
];

/** The manifest key of the client's entry (index.html). */
export const entryChunkKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('no entry chunk in the Vite manifest');
  return key;
};
