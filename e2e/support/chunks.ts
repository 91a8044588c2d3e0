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
