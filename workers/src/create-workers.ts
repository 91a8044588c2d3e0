import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix, mailQueueName } from '@shop/contracts';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { processMailJob } from './mail/process-mail';

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
  const blocking = connection.duplicate({ maxRetriesPerRequest: null });
  const mail = new Worker(mailQueueName, async (job: Job) => processMailJob(job.data, mailer), {
    connection: blocking,
    prefix: bullPrefix(prefix),
    concurrency,
  });

  const redact = (job: Job) =>
    job
      .updateData({ kind: job.data?.kind, userId: job.data?.userId, redacted: true })
      .catch((err: unknown) => logger.warn({ err, job: job.id }, 'could not redact a finished mail job'));

  mail.on('completed', (job: Job, sent: { file?: string }) => {
    logger.info(
      { job: job.id, kind: job.data?.kind, ...(sent?.file ? { file: sent.file } : {}) },
      'mail sent',
    );
    void redact(job);
  });
  mail.on('failed', (job: Job | undefined, err: Error) => {
    if (!job) return logger.error({ err }, 'mail job failed');
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    logger[final ? 'error' : 'warn'](
      { err, job: job.id, attempt: job.attemptsMade, final },
      final ? 'mail not sent; giving up' : 'mail not sent; will retry',
    );
    if (final) void redact(job);
  });
  mail.on('error', (err: Error) => logger.error({ err }, 'mail worker error'));

  return {
    ready: mail.waitUntilReady().then(() => undefined),
    async close() {
      await mail.close();
      mailer.close();
      await blocking.quit().catch(() => undefined);
    },
  };
}
