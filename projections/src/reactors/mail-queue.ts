import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix, mailQueueName, type MailJob } from '@shop/contracts';

/** The producer side of the `mail` queue, on a shared connection (closing the queue leaves it open). */
export const createMailQueue = (connection: Redis, prefix: string): Queue<MailJob> =>
  new Queue<MailJob>(mailQueueName, { connection, prefix: bullPrefix(prefix) });
