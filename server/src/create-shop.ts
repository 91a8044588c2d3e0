// The one-process shop of `npm start` (docs/architecture.md): command-api, projections, read-api, the mail and order
// reactors, the deletion finisher and the workers composed on one HTTP port over the embedded event store. The
// routing is the gateway's of docker-compose.yml: GET/HEAD /api/* and the /ws upgrade to read-api, every other
// method on /api to command-api, anything else is the built client.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Request, type Response, type NextFunction } from 'express';
import { createCommandApi, createCommandHandler, openAccountsInfra, seedDemoData } from '@shop/command-api';
import { contactMessageRateLimit } from '@shop/command-api/http/contact-messages';
import { visitRateLimit } from '@shop/command-api/http/visits';
import { createWorkerCommands } from '@shop/command-api/worker-commands';
import { openEventStore, type Config, type EventStore } from '@shop/platform';
import { createProblemMiddleware, notFoundHandler } from '@shop/platform/http/problem';
import { loadVapidKeys } from '@shop/platform/auth/index';
import { securityHeaders } from '@shop/platform/http/security-headers';
import { pushEndpointPolicy } from '@shop/platform/push/endpoints';
import { sameOriginWrites } from '@shop/platform/http/same-origin';
import { createLogger } from '@shop/platform/logger';
import { connectRedis, type Redis } from '@shop/platform/redis';
import { createProjections } from '@shop/projections';
import { startShopReactors } from '@shop/projections/reactors/index';
import { createReadApi } from '@shop/read-api';
import { startHeartbeat } from '@shop/platform/health/components';
import { healthThresholdsOf } from '@shop/platform/health/report';
import { startShopWorkers } from '@shop/workers';
import { repoRoot } from './client-build';
import { awaitProjectionsAtStart } from './projections-catch-up';
import { serveClient } from './static-client';

export type ShopOptions = {
  /** The built client; `frontend/dist` of the repository by default. */
  clientDir?: string;
  /** Interface to listen on; loopback by default (set HOST=0.0.0.0 to open it to the network). */
  host?: string;
  /** Seed the demo menu when it is not there yet (default true). */
  seed?: boolean;
  /** How long the start waits for the projections to catch up before serving anyway (30 s). */
  projectionsStartupWaitMs?: number;
  now?: () => Date;
};

export type Shop = {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** The raw event store (personal fields encrypted as stored). */
  store: EventStore;
  redis: Redis;
  /** Where mails go: `smtp://host:port`, or `outbox:<DATA_DIR>/outbox` (.eml files) without SMTP_URL. */
  mail: string;
  /** The first admin: its password is only there on the start that created it (print it once). */
  admin: { created: boolean; email?: string; password?: string };
  /** Resolves once every event in the store has been projected into Redis. */
  waitForProjections(timeoutMs?: number): Promise<void>;
  /** Stops accepting requests, closes WebSockets, stops projections, then Redis and the store. Idempotent. */
  close(): Promise<void>;
};

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

const listen = (server: Server, port: number, host: string) =>
  new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });

const closeHttp = (server: Server, graceMs: number) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });

export const createShop = async (config: Config, options: ShopOptions = {}): Promise<Shop> => {
  const logger = createLogger('shop', config.LOG_LEVEL);
  const prefix = config.REDIS_PREFIX;
  const cleanups: (() => Promise<unknown>)[] = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => logger.warn({ err }, 'error while closing the shop'));
    }
  };

  try {
    // Redis first: when it does not answer, RedisUnavailableError says so before anything is opened.
    // Sessions, reactors' checkpoints, read-api, the projections (a duplicate: WATCH, reads, MULTI, publishes):
    // what they ask in one turn of the event loop goes out in one write.
    const redis = await connectRedis(config.REDIS_URL, { name: 'shop', logger, autoPipelining: true });
    cleanups.push(() => redis.quit());
    const subscriber = await connectRedis(config.REDIS_URL, { name: 'shop-subscriber', logger });
    cleanups.push(() => subscriber.quit());
    // The BullMQ producers get a connection of their own: a Queue defines its ~60 Lua scripts on the connection it
    // is given, and ioredis copies every defined script into each pipeline()/multi() made on that connection
    // (~70 µs instead of ~7 µs each), which the projections' MULTI per event and read-api's menu pipeline pay.
    const queueRedis = await connectRedis(config.REDIS_URL, { name: 'shop-queues', logger });
    cleanups.push(() => queueRedis.quit());

    const store = openEventStore(config);
    cleanups.push(() => store.close());
    // Accounts: per-user keys outside the event log (crypto-shredding), secrets, sessions. Everything that reads
    // personal data reads it through the wrapper; after a deletion it reads null.
    const accounts = openAccountsInfra(config, redis, options.now ? { now: options.now } : {});
    cleanups.push(async () => accounts.close());
    const personal = accounts.wrap(store);
    const { sessions } = accounts;

    const projections = createProjections({
      store: personal,
      redis,
      prefix,
      logger: logger.child({ service: 'projections' }),
    });
    await projections.start();
    cleanups.push(() => projections.stop());

    if (options.seed ?? true) {
      const handle = createCommandHandler({ store, ...(options.now ? { now: options.now } : {}) });
      const seeded = await seedDemoData(handle, { now: options.now ?? (() => new Date()), store });
      logger.info(
        { skipped: seeded.skipped },
        seeded.skipped ? 'demo data already seeded' : 'demo data seeded',
      );
    }
    const admin = await accounts.ensureFirstAdmin(store);
    // Waits for the projections, then serves anyway (a long log into an empty Redis): reads cope with the lag.
    const stopCatchUpReports = await awaitProjectionsAtStart({
      projections,
      store,
      redis,
      prefix,
      logger,
      waitMs: options.projectionsStartupWaitMs ?? 30_000,
    });
    cleanups.push(async () => stopCatchUpReports());

    const readApi = createReadApi({
      redis,
      subscriber,
      prefix,
      sessions,
      ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
      store: personal, // the orders' audit timeline reads the order's stream (personal data decrypted)
      vapidPublicKey: loadVapidKeys(config.DATA_DIR, config).publicKey,
      health: { store, thresholds: healthThresholdsOf(config) },
      ...(options.now ? { now: options.now } : {}),
      logger: logger.child({ service: 'read-api' }),
    });
    let readApiClosed: Promise<unknown> | undefined;
    const closeReadApi = () => (readApiClosed ??= Promise.resolve(readApi.close()));
    cleanups.push(closeReadApi);
    await readApi.ready;
    // Uploaded images: originals and the worker's resized copies (docs/catalogue.md "Back-office").
    const uploadsDir = join(config.DATA_DIR, 'uploads');
    const commandApi = createCommandApi({
      store: personal,
      ...(options.now ? { now: options.now } : {}),
      logger: logger.child({ service: 'command-api' }),
      accounts: accounts.deps,
      uploadsDir,
      push: { endpoints: pushEndpointPolicy(config) },
    });

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    app.use(securityHeaders(config.PUBLIC_URL));
    // Answers of 1 KB and more (the API's JSON, index.html) compressed as the request accepts, brotli first; the
    // client's precompressed files already carry their Content-Encoding and pass untouched, and so do images.
    // Behind a gateway that compresses too, nginx leaves an encoded answer alone. /ws upgrades never come here.
    app.use(compression({ threshold: '1kb' }));
    // Ahead of the rate limits too: another site's forged posts must not use up the shop's visitors' allowance.
    app.use('/api', sameOriginWrites(config.PUBLIC_URL));
    app.use('/api/contactMessages', contactMessageRateLimit(redis, prefix));
    app.use('/api/visits', visitRateLimit(redis, prefix));
    app.use('/api', (req: Request, res: Response, next: NextFunction) =>
      isRead(req) ? readApi.router(req, res, next) : commandApi(req, res, next),
    );
    app.use('/api', notFoundHandler);
    // An upload's file never changes once written (new image = new id): cached for a year. Compose's gateway serves
    // the same path from the uploads volume.
    app.use(
      '/uploads',
      express.static(uploadsDir, {
        immutable: true,
        maxAge: '365d',
        index: false,
        redirect: false,
      }),
      notFoundHandler,
    );
    app.use(serveClient(options.clientDir ?? join(repoRoot, 'frontend', 'dist')));
    app.use(notFoundHandler);
    app.use(createProblemMiddleware({ logger }));

    const server = createServer(app);
    readApi.attachWebSocket(server, '/ws');
    const address = await listen(server, config.PORT, options.host ?? '127.0.0.1');
    // Closed first: no new requests while the rest shuts down. Upgraded (WebSocket) sockets keep the server
    // open until read-api closes them, so that happens while the HTTP side drains.
    cleanups.push(async () => {
      const drained = closeHttp(server, 2_000);
      await closeReadApi();
      await drained;
    });

    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const shownHost = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
    const url = `http://${shownHost}:${address.port}`;

    // The workers first (mail, orders, images, promos), then the reactors that give them jobs.
    const workers = await startShopWorkers({
      config,
      connection: redis,
      store: personal,
      // The workers' commands go to command-api's handlers in this process.
      commands: createWorkerCommands({ store: personal, ...(options.now ? { now: options.now } : {}) }),
      logger,
      ...(options.now ? { now: options.now } : {}),
    });
    cleanups.push(() => workers.close());
    const reactors = await startShopReactors({
      config,
      store: personal,
      redis,
      queueConnection: queueRedis,
      tokens: sessions,
      publicUrl: config.PUBLIC_URL ?? url,
      logger,
      ...(options.now ? { now: options.now } : {}),
    });
    cleanups.push(() => reactors.close());
    // Accounts: finishes deletions that stopped after AccountDeleted (address release, key destruction).
    const deletionFinisher = accounts.deletionFinisher(store, logger.child({ service: 'deletion-finisher' }));
    await deletionFinisher.start();
    cleanups.push(() => deletionFinisher.stop());
    // What GET /api/health reports of the projections, reactors and finisher, as each compose process writes it.
    const heartbeat = startHeartbeat({
      redis,
      prefix,
      components: () => [
        projections.status(),
        ...reactors.status(),
        deletionFinisher.status(),
        { name: 'workers', running: true },
      ],
    });
    cleanups.push(() => heartbeat.stop());
    let closing: Promise<void> | undefined;
    return {
      url,
      port: address.port,
      store,
      redis,
      mail: workers.mail,
      admin,
      waitForProjections: (timeoutMs) => projections.waitForIdle(timeoutMs),
      close: () => (closing ??= runCleanups()),
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
};
