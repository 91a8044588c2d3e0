import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { mailQueueName } from '@shop/contracts';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { processMailJob } from './mail/process-mail';
import { startQueueWorker } from './queue-worker';

export type WorkersDeps = {
  /** A Redis connection; the workers open their own blocking duplicate of it and close that on close(). */
  connection: Redis;
  /** REDIS_PREFIX: the queues live under `${prefix}bull:`. */
  prefix: string;
  mailer: Mailer;
  logger: Logger;
  concurrency?: number;
};

export type Workers = {
  /** Resolves once the workers are connected and taking jobs. */
  ready: Promise<void>;
  close(): Promise<void>;
};

/**
 * The BullMQ processor of the `mail` queue. A failed job is retried by BullMQ with the attempts and backoff the
 * producer set. Once a job is done for good (sent, or out of attempts), its address and link are removed from
 * the job kept in Redis: only the fact that it ran stays, so its id still stops a replayed event.
 */
export function createWorkers({ connection, prefix, mailer, logger, concurrency = 4 }: WorkersDeps): Workers {
  const redact = (job: Job) =>
    job
      .updateData({ kind: job.data?.kind, userId: job.data?.userId, redacted: true })
      .catch((err: unknown) => logger.warn({ err, job: job.id }, 'could not redact a finished mail job'));
  const mail = startQueueWorker({
    connection,
    prefix,
    queue: mailQueueName,
    concurrency,
    logger,
    what: 'mail job',
    // The job id is the event's id: the mail's id, sent once (send-once.ts).
    process: (job) => processMailJob(job.data, mailer, job.id!),
    onDone(job, outcome) {
      if ('result' in outcome) {
        const { file, notSentAgain } = outcome.result;
        if (notSentAgain)
          logger.warn({ job: job.id, kind: job.data?.kind, notSentAgain }, 'mail not sent again');
        else logger.info({ job: job.id, kind: job.data?.kind, ...(file ? { file } : {}) }, 'mail sent');
      }
      void redact(job);
    },
  });
  return {
    ready: mail.ready,
    async close() {
      await mail.close();
      mailer.close();
    },
  };
}
