// A mail goes once although the workers process is SIGKILLed after the SMTP server took it and before BullMQ marked
// its job done (issue 28 item 4): the real workers main as a process, real Redis, a real local SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bullPrefix, mailQueueName, type MailJob } from '@shop/contracts';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { killServiceProcesses, startServiceProcess } from '@shop/platform/testing/service-process';
import { startMailCatcher, type MailCatcher } from './testing/mail-catcher';
import { mailOnceKey } from './send-once';

const workersMain = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const dataDir = mkdtempSync(join(tmpdir(), 'killed-workers-'));
let redis: Redis;
let smtp: MailCatcher;
let queue: Queue;

beforeAll(async () => {
  redis = new Redis('redis://127.0.0.1:6379');
  smtp = await startMailCatcher();
  queue = new Queue(mailQueueName, { connection: redis.duplicate(), prefix: bullPrefix(prefix) });
});

afterAll(async () => {
  await killServiceProcesses();
  await queue?.close();
  await smtp?.close();
  await deleteKeysWithPrefix(redis, prefix);
  await redis?.quit();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

const startWorkers = () =>
  startServiceProcess(
    workersMain,
    {
      DATA_DIR: dataDir,
      REDIS_PREFIX: prefix,
      EVENT_STORE: 'sqlite',
      SMTP_URL: smtp.smtpUrl,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      COMMAND_API_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
    },
    { readyText: 'workers running', timeoutMs: 90_000 },
  );

it('sends a mail once when the workers are SIGKILLed after the SMTP server took it, before its job was done', async () => {
  const to = 'amina@example.dz';
  const eventId = `evt-${randomBytes(4).toString('hex')}`;
  const job: MailJob = {
    kind: 'verify-email',
    userId: 'u1',
    language: 'fr',
    to,
    link: 'http://127.0.0.1:3000/authentication/verifyEmail/abc.def.ghi',
    validHours: 24,
  };
  let workers = await startWorkers();
  // As the mail reactor adds it: job id = the event's id.
  await queue.add(job.kind, job, {
    jobId: eventId,
    attempts: 6,
    backoff: { type: 'exponential', delay: 2_000 },
  });
  await smtp.waitForMail(to); // the server answered 250 to the DATA just before this resolves
  await workers.stop('SIGKILL');
  expect(await queue.getJobState(eventId)).toBe('active'); // killed before BullMQ marked the job done

  // A new process finds the job stalled (its lock expired, ≤ 30 s) and runs it again: it must not send it again.
  workers = await startWorkers();
  await expect.poll(() => queue.getJobState(eventId), { timeout: 90_000, interval: 500 }).toBe('completed');
  expect(smtp.mailsTo(to)).toHaveLength(1);
  expect((await queue.getJob(eventId))?.returnvalue).toMatchObject({ notSentAgain: expect.any(String) });
  expect(await redis.get(mailOnceKey(prefix, eventId))).toMatch(/^(sent|sending)$/);
  await workers.stop('SIGTERM');
}, 180_000);
