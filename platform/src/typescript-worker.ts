import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// A worker thread runs TypeScript like the rest of the services, through tsx's require hook: Node 20 gives a worker
// none of the --import hooks of the process. The module is loaded as CommonJS, so it must not use top-level await.
const requireHere = createRequire(import.meta.url);

/** A worker thread running the TypeScript module at url (e.g. `new URL('./x-thread.ts', import.meta.url)`). */
export function startTypescriptWorker(url: URL, workerData: unknown): Worker {
  const source = [
    `require(${JSON.stringify(requireHere.resolve('tsx/cjs/api'))}).register();`,
    `require(${JSON.stringify(fileURLToPath(url))});`,
  ].join('\n');
  return new Worker(source, { eval: true, workerData });
}
