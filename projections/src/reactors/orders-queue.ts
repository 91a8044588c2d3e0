import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix, ordersQueueName, type OrderJob } from '@shop/contracts';

/** The producer side of the `orders` queue, on a shared connection (closing the queue leaves it open). */
export const createOrdersQueue = (connection: Redis, prefix: string): Queue<OrderJob> =>
  new Queue<OrderJob>(ordersQueueName, { connection, prefix: bullPrefix(prefix) });
