import { setTimeout as sleep } from 'node:timers/promises';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix, promosQueueName, promoTimerJob, type ChangeMessage } from '@shop/contracts';
import { sharedKeys } from '@shop/platform/read-model-keys';
import type { Logger } from '../logger';

export type PromoWorkersDeps = { connection: Redis; prefix: string; logger: Logger; now?: () => Date };
export type PromoWorkers = { ready: Promise<void>; close(): Promise<void> };

/**
 * The `promos` queue: at a promo's start and end instant, publish a 'promos' change message on `{p}changed`. No
 * event is needed: read-api computes `active` from the time of each request, so the message only tells the clients
 * (the header carousel, the promo list) to refetch at the right moment.
 */
export function createPromoWorkers({
  connection,
  prefix,
  logger,
  now = () => new Date(),
}: PromoWorkersDeps): PromoWorkers {
  const blocking = connection.duplicate({ maxRetriesPerRequest: null });
  const channel = sharedKeys(prefix).changedChannel;
  const worker = new Worker(
    promosQueueName,
    async (job: Job) => {
      const data = promoTimerJob.parse(job.data);
      const early = Date.parse(data.at) - now().getTime();
      if (early > 0) await sleep(early); // a delayed job may be promoted a few ms before its instant
      const message: ChangeMessage = {
        type: 'changed',
        topic: 'promos',
        id: data.code,
        position: data.position,
        audience: 'public',
      };
      await connection.publish(channel, JSON.stringify(message));
      logger.info({ job: job.id, code: data.code, edge: data.edge }, `promo ${data.edge} announced`);
    },
    { connection: blocking, prefix: bullPrefix(prefix), concurrency: 4 },
  );
  worker.on('failed', (job, err) => logger.warn({ err, job: job?.id }, 'promo timer failed'));
  worker.on('error', (err) => logger.error({ err }, 'promo worker error'));
  return {
    ready: worker.waitUntilReady().then(() => undefined),
    async close() {
      await worker.close();
      await blocking.quit().catch(() => undefined);
    },
  };
}
