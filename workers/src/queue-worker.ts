import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix } from '@shop/contracts';
import type { Logger } from './logger';

export type QueueWorkerOptions<R> = {
  /** A Redis connection; the worker opens its own blocking duplicate of it and closes that on close(). */
  connection: Redis;
  /** REDIS_PREFIX: the queue lives under `${prefix}bull:`. */
  prefix: string;
  queue: string;
  concurrency: number;
  logger: Logger;
  /** What the logs call a failed job: `${what} failed; will retry` / `; giving up`. */
  what: string;
  process: (job: Job) => Promise<R>;
  /** After a job is done for good: sent (`result`), or out of attempts (`failed`). */
  onDone?: (job: Job, outcome: { result: R } | { failed: Error }) => void;
};

export type QueueWorker = {
  /** Resolves once the worker is connected and taking jobs. */
  ready: Promise<void>;
  close(): Promise<void>;
};

/**
 * The one way a BullMQ queue is worked: a blocking connection of its own, the shop's key prefix, failures logged
 * as retried or final (BullMQ retries with the attempts and backoff the producer set).
 */
export function startQueueWorker<R>(o: QueueWorkerOptions<R>): QueueWorker {
  // BullMQ duplicates it again for the worker's commands and its blocking BZPOPMIN: neither auto-pipelines.
  const blocking = o.connection.duplicate({ maxRetriesPerRequest: null, enableAutoPipelining: false });
  const worker = new Worker(o.queue, (job: Job) => o.process(job), {
    connection: blocking,
    prefix: bullPrefix(o.prefix),
    concurrency: o.concurrency,
  });
  worker.on('completed', (job: Job, result: R) => o.onDone?.(job, { result }));
  worker.on('failed', (job: Job | undefined, err: Error) => {
    const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : true;
    o.logger[final ? 'error' : 'warn'](
      { err, job: job?.id, kind: job?.data?.kind, attempt: job?.attemptsMade, final },
      `${o.what} failed; ${final ? 'giving up' : 'will retry'}`,
    );
    if (job && final) o.onDone?.(job, { failed: err });
  });
  worker.on('error', (err: Error) => o.logger.error({ err }, `${o.queue} worker error`));
  return {
    ready: worker.waitUntilReady().then(() => undefined),
    async close() {
      await worker.close();
      await blocking.quit().catch(() => undefined);
    },
  };
}
