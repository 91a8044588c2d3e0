import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  accountStreams,
  bullPrefix,
  orderCustomer,
  orderStreams,
  pushBrowsers,
  pushQueueName,
  type OrderStepPushJob,
} from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import {
  createStoreFollower,
  jobReactorCheckpoint,
  type ReactionContext,
  type StoreFollower,
} from '@shop/platform/eventstore/follow-store';
import type { Logger } from '../logger';
import { pushJobOf } from './push-jobs';
import { onceJob } from './once-job';

export type PushReactorDeps = {
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The BullMQ producers' connection (see start-reactors.ts). */
  queueConnection: Redis;
  logger: Logger;
  now?: () => Date;
  retry?: { initialMs: number; maxMs: number };
};

export const pushReactorCheckpointKey = (prefix: string): string => `${prefix}reactor:push:checkpoint`;

/**
 * Follows the store from its own checkpoint and adds an `order-step` job on the `push` queue for each order step
 * and cancellation whose customer has a browser subscribed when the step is read here (most customers never allow
 * notifications: a job for them would only find nobody to send to). Job id = event id (a replay adds nothing), and
 * the jobs are recorded in the log first (`reactions-push`: an import or a fresh prefix pushes nothing again). A push
 * that waits is worth little: 3 attempts, backoff from 2 s.
 */
export function createPushReactor(deps: PushReactorDeps): StoreFollower & { close(): Promise<void> } {
  const now = deps.now ?? (() => new Date());
  const queue = new Queue<OrderStepPushJob>(pushQueueName, {
    connection: deps.queueConnection,
    prefix: bullPrefix(deps.prefix),
  });
  // Ids only: the browsers are counted with their endpoint and keys read null; the worker decrypts them when it sends.
  const store = withoutPersonalData(deps.store);
  const hasBrowser = async (orderId: string) => {
    const { state: customer } = await aggregateStream(store, orderStreams.order(orderId), orderCustomer);
    if (!customer) return false;
    const { state: browsers } = await aggregateStream(
      store,
      accountStreams.push(customer.userId),
      pushBrowsers,
    );
    return browsers.size > 0;
  };
  async function handle(recorded: RecordedEvent, reaction: ReactionContext): Promise<void> {
    const job = pushJobOf(recorded, now());
    // Pushed before, as the log records (another Redis, before an import): never again.
    if (!job || reaction.recorded || !(await hasBrowser(job.orderId))) return;
    reaction.outward(() => queue.add(job.kind, job, onceJob(recorded.id, { attempts: 3 })));
  }
  const follower = createStoreFollower({
    // Order events only, ids only: nothing personal is decrypted here.
    store,
    redis: deps.redis,
    checkpointKey: pushReactorCheckpointKey(deps.prefix),
    handle,
    name: 'push reactor',
    logger: deps.logger,
    sparseCheckpoint: jobReactorCheckpoint,
    outward: { reactor: 'push' },
    ...(deps.retry ? { retry: deps.retry } : {}),
  });
  return {
    ...follower,
    async close() {
      await follower.stop();
      await queue.close();
    },
  };
}
