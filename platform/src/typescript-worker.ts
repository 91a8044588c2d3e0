import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A worker thread runs TypeScript like the rest of the services, through tsx's require hook: Node 20 gives a worker
// none of the --import hooks of the process. The module is loaded as CommonJS, so it must not use top-level await.
const requireHere = createRequire(import.meta.url);

/**
 * Compiled by `npm run build:services` (deploy/build-services.mjs), this module is part of a dist/<service>.js bundle:
 * each thread is a bundle of its own next to it (dist/x-thread.js), run by plain node.
 */
const compiled = !import.meta.url.endsWith('.ts');

/** A worker thread running the TypeScript module at url (e.g. `new URL('./x-thread.ts', import.meta.url)`). */
export function startTypescriptWorker(url: URL, workerData: unknown): Worker {
  if (compiled) return new Worker(new URL(url.href.replace(/\.ts$/, '.js')), { workerData });
  const source = [
    `require(${JSON.stringify(requireHere.resolve('tsx/cjs/api'))}).register();`,
    `require(${JSON.stringify(fileURLToPath(url))});`,
  ].join('\n');
  return new Worker(source, { eval: true, workerData });
}
