// The order jobs of a pipeline test: the order reactor → the BullMQ `orders` queue → the order workers, on the
// integration fixture's Redis prefix, each restartable (to replay the log, or to leave jobs waiting in Redis).
import { join } from 'node:path';
import type { Queue } from 'bullmq';
import type { OrderJob } from '@shop/contracts';
import { createWorkerCommands } from '@shop/command-api/worker-commands';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createOrderReactor, createOrdersQueue, type OrderReactor } from '@shop/projections/reactors/index';
import { createMailer } from '@shop/workers/mail/mailer';
import { createOrderWorkers, type OrderWorkers } from '@shop/workers/orders/create-order-workers';
import type { IntFixture } from './int-fixture';

export type OrderJobs = {
  queue: Queue<OrderJob>;
  /** The running reactor: a new one after each startReactor(). */
  reactor: OrderReactor;
  /** The running workers: new ones after each startWorkers(). */
  workers: OrderWorkers;
  startReactor(): Promise<void>;
  startWorkers(): Promise<void>;
  /** Stops the reactor and workers, empties and closes the queue, closes the mailer. */
  close(): Promise<void>;
};

export async function startOrderJobs(
  fx: IntFixture,
  options: {
    store: EventStore;
    publicUrl: string;
    /** Where mails go; without it, only to the outbox folder. */
    smtpUrl?: string;
    checkoutTtlMs?: number;
    /** The workers' clock (their commands' now). */
    workersNow?: () => Date;
    /** The reactor's clock (it delays jobs from it). */
    reactorNow?: () => Date;
  },
): Promise<OrderJobs> {
  const { store, publicUrl, smtpUrl, checkoutTtlMs, workersNow, reactorNow } = options;
  const mailer = createMailer({ smtpUrl, outboxDir: join(fx.dataDir, 'outbox') });
  const jobs: OrderJobs = {
    queue: createOrdersQueue(fx.redis, fx.prefix),
    reactor: undefined as unknown as OrderReactor,
    workers: undefined as unknown as OrderWorkers,
    async startReactor() {
      jobs.reactor = createOrderReactor({
        store,
        redis: fx.redis,
        prefix: fx.prefix,
        queue: jobs.queue,
        publicUrl,
        checkoutTtlMs,
        logger: fx.logger,
        now: reactorNow,
      });
      await jobs.reactor.start();
    },
    async startWorkers() {
      jobs.workers = createOrderWorkers({
        connection: fx.redis,
        prefix: fx.prefix,
        store,
        commands: createWorkerCommands({ store, now: workersNow }),
        mailer,
        logger: fx.logger,
      });
      await jobs.workers.ready;
    },
    async close() {
      await jobs.reactor.stop();
      await jobs.workers.close();
      await jobs.queue.obliterate({ force: true });
      await jobs.queue.close();
      mailer.close();
    },
  };
  await jobs.startWorkers();
  await jobs.startReactor();
  return jobs;
}
