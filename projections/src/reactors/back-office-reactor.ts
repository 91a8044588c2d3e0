import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix, imagesQueueName, promosQueueName, soldOutQueueName } from '@shop/contracts';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import type { Logger } from '../logger';
import { backOfficeJobsOf } from './back-office-jobs';
import {
  createStoreFollower,
  jobReactorCheckpoint,
  type StoreFollower,
} from '@shop/platform/eventstore/follow-store';
import { onceJob } from './once-job';

export type BackOfficeReactorDeps = {
  store: EventStore;
  redis: Redis;
  /** Where the BullMQ producers run (a connection of their own, see createShop); `redis` when absent. */
  queueConnection?: Redis;
  prefix: string;
  logger: Logger;
  now?: () => Date;
  retry?: { initialMs: number; maxMs: number };
};

export type BackOfficeReactor = StoreFollower & { close(): Promise<void> };

export const backOfficeReactorCheckpointKey = (prefix: string): string =>
  `${prefix}reactor:back-office:checkpoint`;

/**
 * Follows the store from its own checkpoint and adds the jobs of the back-office (docs/catalogue.md
 * "Back-office"): `images` (resize an upload), `promos` (a delayed timer at a promo's start and end) and `sold-out`
 * (the end of a sold-out mark, docs/kitchen.md).
 */
export function createBackOfficeReactor(deps: BackOfficeReactorDeps): BackOfficeReactor {
  const { redis, prefix, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const queues = {
    images: new Queue(imagesQueueName, {
      connection: deps.queueConnection ?? redis,
      prefix: bullPrefix(prefix),
    }),
    promos: new Queue(promosQueueName, {
      connection: deps.queueConnection ?? redis,
      prefix: bullPrefix(prefix),
    }),
    soldOut: new Queue(soldOutQueueName, {
      connection: deps.queueConnection ?? redis,
      prefix: bullPrefix(prefix),
    }),
  };

  async function handle(recorded: RecordedEvent): Promise<void> {
    for (const request of backOfficeJobsOf(recorded, now())) {
      await queues[request.queue].add(
        request.job.kind,
        request.job,
        onceJob(request.jobId, { delayMs: request.delayMs, backoffMs: 1_000 }),
      );
      logger.debug(
        { event: recorded.id, job: request.jobId, delayMs: request.delayMs },
        'back-office job added',
      );
    }
  }

  const follower = createStoreFollower({
    // Images and promos hold no personal data: nothing is decrypted for this reactor (personal fields read null).
    store: withoutPersonalData(deps.store),
    redis,
    checkpointKey: backOfficeReactorCheckpointKey(prefix),
    handle,
    name: 'back-office reactor',
    logger,
    sparseCheckpoint: jobReactorCheckpoint,
    ...(deps.retry ? { retry: deps.retry } : {}),
  });
  return {
    ...follower,
    async close() {
      await follower.stop();
      await Promise.all([queues.images.close(), queues.promos.close(), queues.soldOut.close()]);
    },
  };
}
