// A read-api over an int fixture's Redis, served as the read-api service serves it: its router on /api of an
// express app and its WebSocket on /ws, listening on a free loopback port.
import { createServer, type Server } from 'node:http';
import express from 'express';
import { listenLocally } from '@shop/platform/testing/local-server';
import { createReadApi, type ReadApi, type ReadApiDeps } from '../create-read-api';

export type ReadApiServer = {
  readApi: ReadApi;
  server: Server;
  /** `http://127.0.0.1:<port>` (the API under /api, the WebSocket at /ws). */
  base: string;
  /** Closes the read-api, the server and the subscriber connection (the fixture itself stays open). */
  close(): Promise<void>;
};

/** The Redis, prefix and logger a test's fixture holds (the projections' int fixture, or the server's). */
export type ReadApiFixture = Pick<ReadApiDeps, 'redis' | 'prefix' | 'logger'>;

/** `options`: the read-api's other deps (sessions, timeouts, store…); redis, prefix and logger are the fixture's. */
export async function startReadApiServer(
  fx: ReadApiFixture,
  options: Omit<ReadApiDeps, 'redis' | 'subscriber' | 'prefix' | 'logger'> = {},
): Promise<ReadApiServer> {
  const subscriber = fx.redis.duplicate();
  const readApi = createReadApi({
    redis: fx.redis,
    subscriber,
    prefix: fx.prefix,
    logger: fx.logger,
    ...options,
  });
  await readApi.ready;
  const app = express();
  app.use('/api', readApi.router);
  const server = createServer(app);
  readApi.attachWebSocket(server, '/ws');
  const local = await listenLocally(server);
  return {
    readApi,
    server,
    base: local.url,
    async close() {
      await readApi.close();
      await local.close();
      await subscriber.quit();
    },
  };
}
