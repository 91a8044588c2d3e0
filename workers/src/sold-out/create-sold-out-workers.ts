import type { Redis } from 'ioredis';
import { soldOutEndJob, soldOutQueueName } from '@shop/contracts';
import type { CommandPort } from '@shop/platform/commands/port';
import type { Logger } from '../logger';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { untilInstant } from '../until-instant';

export type SoldOutWorkersDeps = {
  connection: Redis;
  prefix: string;
  commands: CommandPort;
  logger: Logger;
  now?: () => Date;
};

/**
 * The `sold-out` queue (docs/kitchen.md "Sold out"): at a mark's end, EndProductSoldOut as the system. The decider
 * ends only the mark the job was made for (its `markedAt`): a mark staff already turned back, or replaced by a later
 * one, stays as it is, so a job run twice or late appends nothing more.
 */
export function createSoldOutWorkers({
  connection,
  prefix,
  commands,
  logger,
  now = () => new Date(),
}: SoldOutWorkersDeps): QueueWorker {
  return startQueueWorker({
    connection,
    prefix,
    queue: soldOutQueueName,
    concurrency: 2,
    logger,
    what: 'sold-out end',
    async process(job) {
      const data = soldOutEndJob.parse(job.data);
      await untilInstant(data.until, now);
      const { events } = await commands.send({
        type: 'EndProductSoldOut',
        productId: data.productId,
        choiceId: data.choiceId,
        markedAt: data.markedAt,
        causationId: String(job.id ?? ''),
      });
      logger.info(
        { job: job.id, productId: data.productId, choiceId: data.choiceId, events },
        'sold-out end',
      );
    },
  });
}
