import { orderStepPushJob, pushQueueName } from '@shop/contracts';
import type { Logger } from '../logger';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { sendOrderStepPush, type PushSender } from './send-order-step';

/**
 * Jobs worked at once. A job waits on the network only (each request with its deadline, PushSender `timeoutMs`), so
 * a few slow push services leave room for everybody else's steps.
 */
export const defaultPushConcurrency = 16;

/**
 * The `push` queue: each order step sent to the customer's browsers by Web Push. Closing aborts the requests in
 * flight first (their jobs fail and are retried by the next start), so a push service that does not answer never
 * holds the shutdown.
 */
export function createPushWorkers(
  deps: Omit<PushSender, 'signal'> & {
    connection: PushSender['redis'];
    logger: Logger;
    concurrency?: number;
  },
): QueueWorker {
  const closing = new AbortController();
  const worker = startQueueWorker({
    connection: deps.connection,
    prefix: deps.prefix,
    queue: pushQueueName,
    concurrency: deps.concurrency ?? defaultPushConcurrency,
    logger: deps.logger,
    what: 'push',
    async process(job) {
      const data = orderStepPushJob.parse(job.data);
      const outcome = await sendOrderStepPush(data, { ...deps, signal: closing.signal });
      deps.logger.info(
        { job: job.id, order: data.orderId, status: data.status, ...outcome },
        'order step push',
      );
      return outcome;
    },
  });
  return {
    ready: worker.ready,
    async close() {
      closing.abort();
      await worker.close();
    },
  };
}
