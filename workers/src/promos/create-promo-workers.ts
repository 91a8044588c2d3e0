import type { Redis } from 'ioredis';
import { promosQueueName, promoTimerJob, type ChangeMessage } from '@shop/contracts';
import { sharedKeys } from '@shop/platform/read-model-keys';
import type { Logger } from '../logger';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { untilInstant } from '../until-instant';

export type PromoWorkersDeps = { connection: Redis; prefix: string; logger: Logger; now?: () => Date };
export type PromoWorkers = QueueWorker;

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
  const channel = sharedKeys(prefix).changedChannel;
  return startQueueWorker({
    connection,
    prefix,
    queue: promosQueueName,
    concurrency: 4,
    logger,
    what: 'promo timer',
    async process(job) {
      const data = promoTimerJob.parse(job.data);
      await untilInstant(data.at, now);
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
  });
}
