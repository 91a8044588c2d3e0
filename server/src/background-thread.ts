// The shop's background on a thread of its own (background.ts starts it): the projections, the workers, the reactors
// and the deletion finisher, over their own connections to the store file, the key store and Redis. Messages: see
// background.ts. Loaded as CommonJS through tsx's require hook (typescript-worker.ts): no top-level await.
import { parentPort, workerData } from 'node:worker_threads';
import { openAccountsInfra } from '@shop/command-api';
import { openEventStore, type Config } from '@shop/platform';
import { createLogger } from '@shop/platform/logger';
import { connectRedis } from '@shop/platform/redis';
import { readSharedClock } from '@shop/platform/shared-clock';
import { createProjections } from '@shop/projections';
import { startShopReactors } from '@shop/projections/reactors/index';
import { startShopWorkers } from '@shop/workers';
import { lowerThisThreadsPriority } from './thread-priority';
import type { FromBackground, ToBackground } from './background';

const { config, clockBuffer } = workerData as { config: Config; clockBuffer?: SharedArrayBuffer };
const port = parentPort!;
const post = (message: FromBackground) => port.postMessage(message);
const logger = createLogger('shop', config.LOG_LEVEL);
const clock = clockBuffer ? { now: readSharedClock(clockBuffer).now } : {};
const cleanups: (() => Promise<unknown>)[] = [];
const closeAll = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((err: unknown) => logger.warn({ err }, 'error while closing the shop'));
  }
};
const problem = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };

const start = async () => {
  const prefix = config.REDIS_PREFIX;
  const redis = await connectRedis(config.REDIS_URL, {
    name: 'shop-background',
    logger,
    autoPipelining: true,
  });
  cleanups.push(() => redis.quit());
  // The projections, the reactors' checkpoints and the workers share the first: what they ask in one turn of the
  // event loop goes out in one write. The BullMQ producers get their own: a Queue defines its ~60 Lua scripts on the
  // connection it is given, and ioredis copies every defined script into each pipeline()/multi() made on that
  // connection (~70 µs instead of ~7 µs each), which the projections' MULTI per event would pay.
  const queueRedis = await connectRedis(config.REDIS_URL, { name: 'shop-queues', logger });
  cleanups.push(() => queueRedis.quit());
  // Its appends are few (reactors, workers, the deletion finisher): committed on this thread, no writer thread.
  const store = openEventStore(config, { writerThread: false });
  cleanups.push(() => store.close());
  const accounts = openAccountsInfra(config, redis, clock);
  cleanups.push(async () => accounts.close());
  const personal = accounts.wrap(store);

  const projections = createProjections({
    store: personal,
    source: config,
    redis,
    prefix,
    logger: logger.child({ service: 'projections' }),
  });
  await projections.start();
  cleanups.push(() => projections.stop());
  return { redis, queueRedis, store, accounts, personal, projections };
};

const serve = async (background: Awaited<ReturnType<typeof start>>, publicUrl: string) => {
  const { redis, queueRedis, store, accounts, personal } = background;
  // The workers first (mail, orders, images, promos), then the reactors that give them jobs.
  const workers = await startShopWorkers({ config, connection: redis, store: personal, logger, ...clock });
  cleanups.push(() => workers.close());
  const reactors = await startShopReactors({
    config,
    store: personal,
    redis,
    queueConnection: queueRedis,
    tokens: accounts.sessions,
    publicUrl,
    logger,
    ...clock,
  });
  cleanups.push(() => reactors.close());
  // Accounts: finishes deletions that stopped after AccountDeleted (address release, key destruction).
  const deletionFinisher = accounts.deletionFinisher(store, logger.child({ service: 'deletion-finisher' }));
  await deletionFinisher.start();
  cleanups.push(() => deletionFinisher.stop());
  return workers.mail;
};

lowerThisThreadsPriority(logger);
const started = start();
started.then(
  () => post({ type: 'projecting' }),
  (error: unknown) => closeAll().finally(() => post({ type: 'failed', error: problem(error) })),
);
let serving: Promise<unknown> = Promise.resolve();
port.on('message', (message: ToBackground) => {
  switch (message.type) {
    case 'serve':
      serving = started
        .then((background) => serve(background, message.publicUrl))
        .then(
          (mail) => post({ type: 'serving', mail }),
          (error: unknown) => post({ type: 'failed', error: problem(error) }),
        );
      return;
    case 'waitForIdle':
      void started
        .then((background) => background.projections.waitForIdle(message.timeoutMs))
        .then(
          () => post({ type: 'idle', id: message.id }),
          (error: unknown) => post({ type: 'idle', id: message.id, error: problem(error) }),
        );
      return;
    case 'heap':
      (globalThis as { gc?: () => void }).gc?.();
      post({ type: 'heap', id: message.id, heapUsed: process.memoryUsage().heapUsed });
      return;
    case 'close':
      void Promise.allSettled([started, serving])
        .then(closeAll)
        .then(() => post({ type: 'closed' }));
      return;
  }
});
