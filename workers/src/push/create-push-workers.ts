import { orderStepPushJob, pushQueueName } from '@shop/contracts';
import type { Logger } from '../logger';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { sendOrderStepPush, type PushSender } from './send-order-step';

/** The `push` queue: each order step sent to the customer's browsers by Web Push. */
export function createPushWorkers(
  deps: PushSender & { connection: PushSender['redis']; logger: Logger; concurrency?: number },
): QueueWorker {
  return startQueueWorker({
    connection: deps.connection,
    prefix: deps.prefix,
    queue: pushQueueName,
    concurrency: deps.concurrency ?? 4,
    logger: deps.logger,
    what: 'push',
    async process(job) {
      const data = orderStepPushJob.parse(job.data);
      const outcome = await sendOrderStepPush(data, deps);
      deps.logger.info(
        { job: job.id, order: data.orderId, status: data.status, ...outcome },
        'order step push',
      );
      return outcome;
    },
  });
}
