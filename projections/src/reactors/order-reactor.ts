import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_CHECKOUT_TTL_MINUTES, type OrderJob } from '@shop/contracts';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import type { Logger } from '../logger';
import {
  createStoreFollower,
  jobReactorCheckpoint,
  type ReactionContext,
  type StoreFollower,
} from '@shop/platform/eventstore/follow-store';
import {
  orderJobOf,
  promiseMovesJobOf,
  scheduledReleaseJobOf,
  trustJobOf,
  type OrderJobRequest,
} from './order-jobs';
import { onceJob } from './once-job';

export type OrderReactorDeps = {
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The BullMQ `orders` queue (contracts ordersQueueName, prefix bullPrefix(REDIS_PREFIX)). */
  queue: Queue<OrderJob>;
  /** Where the confirmation mail links to: PUBLIC_URL, or the server's own address. */
  publicUrl: string;
  /** CHECKOUT_TTL_MINUTES in ms (60 min by default). */
  checkoutTtlMs?: number;
  logger: Logger;
  now?: () => Date;
  retry?: { initialMs: number; maxMs: number };
};

export type OrderReactor = StoreFollower;

export const orderReactorCheckpointKey = (prefix: string): string => `${prefix}reactor:orders:checkpoint`;

/**
 * How each job kind is added: `outward` (a mail leaves the shop) once per event ever, recorded in the reactions log
 * first; `timer` (ends in a command its decider makes idempotent) added again after an import. A new kind is a type
 * error here, so a new mail cannot skip the log by falling into the timers' branch.
 */
const jobReactions: Record<OrderJob['kind'], 'outward' | 'timer'> = {
  'order-confirmation': 'outward',
  'expire-checkout': 'timer',
  'release-scheduled-order': 'timer',
  'move-order-promises': 'timer',
  'call-reminder': 'timer',
  'record-no-show': 'timer',
};

/**
 * Follows the store from its own checkpoint: OrderPlaced → an `order-confirmation` job (and, for a slot, a delayed
 * `release-scheduled-order` job), CheckoutStarted → an
 * `expire-checkout` job delayed until the checkout's TTL is over. Job id = event id: BullMQ ignores an add whose
 * id exists, so a replay neither mails twice nor schedules twice.
 */
export function createOrderReactor(deps: OrderReactorDeps): OrderReactor {
  const { queue, publicUrl, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const checkoutTtlMs = deps.checkoutTtlMs ?? DEFAULT_CHECKOUT_TTL_MINUTES * 60_000;

  async function handle(recorded: RecordedEvent, reaction: ReactionContext): Promise<void> {
    const at = now();
    // The timers end in a command whose decider refuses a second effect (a release, an expiry): added again after an
    // import, so that one still pending in the old Redis is not lost.
    const release = scheduledReleaseJobOf(recorded, at);
    if (release) await add(release, `${recorded.id}-release`);
    // A kitchen delay moves the open orders' promises (docs/kitchen.md): each move is a no-op the second time.
    const moves = promiseMovesJobOf(recorded, at);
    if (moves) await add(moves, recorded.id);
    // Trust (docs/phone-and-trust.md): each ends in a command its decider makes a no-op the second time.
    const trust = trustJobOf(recorded, at);
    if (trust) await add(trust, recorded.id);
    const request = orderJobOf(recorded, { publicUrl, checkoutTtlMs, now: at });
    if (!request) return;
    // A mail goes out: once per event ever, recorded in the log (`reactions-orders`) first.
    if (jobReactions[request.job.kind] === 'outward') reaction.outward(() => add(request, recorded.id));
    else await add(request, recorded.id);
  }

  async function add(request: OrderJobRequest, jobId: string): Promise<void> {
    await queue.add(request.job.kind, request.job, onceJob(jobId, { delayMs: request.delayMs }));
    logger.debug({ job: jobId, kind: request.job.kind, delayMs: request.delayMs }, 'order job added');
  }

  return createStoreFollower({
    // The jobs carry ids only (the worker reads the customer's details when it sends): no personal field is read
    // here, so none is decrypted (OrderPlaced's delivery details read null).
    store: withoutPersonalData(deps.store),
    redis: deps.redis,
    checkpointKey: orderReactorCheckpointKey(deps.prefix),
    handle,
    name: 'order reactor',
    logger,
    sparseCheckpoint: jobReactorCheckpoint,
    outward: { reactor: 'orders' },
    ...(deps.retry ? { retry: deps.retry } : {}),
  });
}
