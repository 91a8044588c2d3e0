import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { EventStore, RecordedEvent } from './port';
import { errorLine, type ComponentStatus } from '../health/components';
import { recordedReactionsThrough, recordReactions, recordReactionsDoneBefore } from './reactions-ledger';
import { claimCheckpoint } from './store-identity';

// Shared by the projections runner, the reactors (projections) and the deletion finisher (command-api), hence here.

/** The part of a (pino) logger the follower uses: it reports failures. */
export type FailureLogger = { error: (obj: Record<string, unknown>, msg?: string) => void };

export type RetryPolicy = { initialMs: number; maxMs: number };

export type FollowLoopOptions = {
  /** Ends the loop (also during a backoff). */
  stop: AbortSignal;
  /**
   * One pass over the store (typically: read the checkpoint, subscribe from it, handle every event). Returning
   * starts the next pass at once; a throw starts it after the backoff.
   */
  followOnce: (stop: AbortSignal) => Promise<void>;
  /** Backoff between passes after a failure, doubling from initialMs up to maxMs (200 ms → 30 s). */
  retry?: RetryPolicy;
  /** Told about each failure before the backoff (to log it). */
  onFailure: (err: unknown, failure: { failures: number; retryInMs: number }) => void;
};

/**
 * The follow-the-store-with-backoff loop shared by the projections runner and the reactors: runs `followOnce`
 * until `stop` aborts; consecutive failures back off exponentially, a pass that ends without a throw resets them.
 */
export async function followWithBackoff(opts: FollowLoopOptions): Promise<void> {
  const { stop, followOnce, onFailure } = opts;
  const retry = opts.retry ?? { initialMs: 200, maxMs: 30_000 };
  let failures = 0;
  while (!stop.aborted) {
    try {
      await followOnce(stop);
      failures = 0;
    } catch (err) {
      if (stop.aborted) break;
      failures += 1;
      const retryInMs = Math.min(retry.maxMs, retry.initialMs * 2 ** (failures - 1));
      onFailure(err, { failures, retryInMs });
      await sleep(retryInMs, undefined, { signal: stop }).catch(() => undefined);
    }
  }
}

export type StoreFollowerDeps = {
  store: EventStore;
  redis: Redis;
  /** Where the last handled global position is kept (decimal string). */
  checkpointKey: string;
  /** Called once per event, in order; a throw restarts from the checkpoint after a backoff. */
  handle: (recorded: RecordedEvent, reaction: ReactionContext) => Promise<void>;
  /**
   * For a reactor that acts outward (mails, pushes): what `reaction.outward` asks is done once per event ever, also
   * after an import or on a fresh Redis prefix (docs/event-log.md "Reactions happen once, ever").
   */
  outward?: OutwardReactions;
  /** For the logs, e.g. 'order reactor'. */
  name: string;
  logger: FailureLogger;
  retry?: RetryPolicy;
  /**
   * Opt-in, for a follower that acts on few events: the checkpoint is written right after an event `mustSave` says
   * it acted on, and otherwise at most every `everyEvents` events or `everyMs` ms (checked as events arrive), and when
   * a pass ends. Without it, after every event. A crash replays the unsaved events: `handle` is idempotent anyway.
   */
  sparseCheckpoint?: SparseCheckpoint;
};

export type OutwardReactions = {
  /** Names the reactor's record in the log, the stream `reactions-<reactor>`. */
  reactor: string;
  /** Where, in Redis, the position recorded before this prefix existed is kept: `${checkpointKey}:recorded` by default. */
  recordedKey?: string;
  /** A batch is recorded and acted on once it holds this many events (200)… */
  maxEvents?: number;
  /** …or this long after its first event (200 ms). */
  maxMs?: number;
};

export type ReactionContext = {
  /**
   * The log records this event's outward reactions as done (by a reactor on another Redis, before an import): what
   * `outward` asks is dropped; `handle` may skip the reads that would only prepare it.
   */
  recorded: boolean;
  /**
   * An outward action (a mail or push job): run after a record naming this event is in the log, in event order;
   * the checkpoint never passes an event whose actions are not done. Needs `outward` on the follower.
   */
  outward(act: () => Promise<unknown>): void;
};

export type SparseCheckpoint = {
  mustSave: (recorded: RecordedEvent) => boolean;
  everyEvents: number;
  everyMs: number;
};

/**
 * For a reactor whose every action is a job with the event's id as its job id (BullMQ adds nothing for an id it
 * holds): replaying events it handled changes nothing, so its checkpoint is written every 500 events or second, not
 * after each event (four reactors followed every order event with a SET each).
 */
export const jobReactorCheckpoint: SparseCheckpoint = {
  mustSave: () => false,
  everyEvents: 500,
  everyMs: 1_000,
};

export type StoreFollower = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once every event in the store when called has been handled. */
  waitForIdle(timeoutMs?: number): Promise<void>;
  /** For GET /api/health (platform/src/health): where it is, whether it runs, the last failure while retrying. */
  status(): ComponentStatus;
};

/**
 * Follows `$all` from its own checkpoint and hands every event to `handle` (at least once: an event handled but
 * not yet checkpointed when the process stops is handled again, so `handle` must be idempotent, e.g. job id =
 * event id). Failures back off exponentially and resume from the checkpoint.
 */
export function createStoreFollower(deps: StoreFollowerDeps): StoreFollower {
  const {
    store,
    redis,
    checkpointKey,
    handle,
    name,
    logger,
    retry,
    sparseCheckpoint: sparse,
    outward,
  } = deps;
  let loop: Promise<void> | undefined;
  let stopping: AbortController | undefined;
  let handled = -1n;
  const listeners = new Set<() => void>();

  const recordedKey = outward ? (outward.recordedKey ?? `${checkpointKey}:recorded`) : undefined;
  /**
   * The position through which the log records this reactor's outward reactions as done elsewhere: read from the log
   * once per Redis prefix (the first start on it) and kept there. Records this prefix writes later are not counted:
   * after a crash between a record and its jobs, the jobs are added again here, and BullMQ's job id keeps them once.
   */
  async function recordedThrough(checkpoint: string | null): Promise<bigint | { untilId: string }> {
    if (!recordedKey || !outward) return -1n;
    let kept = await redis.get(recordedKey);
    if (kept === null) {
      // A prefix that followed before without this key (kept before records existed): nothing recorded elsewhere.
      const untilId =
        checkpoint === null ? await recordedReactionsThrough(store, outward.reactor) : undefined;
      await redis.set(recordedKey, untilId === undefined ? '-1' : `id:${untilId}`, 'NX');
      kept = (await redis.get(recordedKey)) ?? '-1';
    }
    // `id:<event id>` until the follower meets that event in $all, then its position there.
    return kept.startsWith('id:') ? { untilId: kept.slice(3) } : BigInt(kept);
  }

  async function followOnce(stop: AbortSignal): Promise<void> {
    await claimCheckpoint(redis, checkpointKey, store); // a checkpoint of another store is refused, never followed
    const checkpoint = await redis.get(checkpointKey);
    handled = checkpoint === null ? -1n : BigInt(checkpoint);
    // A prefix that followed before records existed (a checkpoint, and no recorded key: every prefix the ledger's code
    // started has one from its first start on): the log says its reactions up to the checkpoint are done.
    if (outward && checkpoint !== null && (await redis.exists(recordedKey!)) === 0)
      await recordReactionsDoneBefore(store, outward.reactor, handled);
    const fromPosition = checkpoint === null ? undefined : handled;
    let recordedUpTo = await recordedThrough(checkpoint);
    let saved = handled;
    let unsaved = 0;
    let savedAt = Date.now();
    const save = async (position: bigint) => {
      await redis.set(checkpointKey, position.toString());
      saved = position;
      unsaved = 0;
      savedAt = Date.now();
    };
    /** Handled up to here, actions asked included (the checkpoint and waitForIdle wait for `handled`). */
    const settle = async (recorded: RecordedEvent, mustSave: boolean) => {
      if (!sparse || mustSave || unsaved >= sparse.everyEvents || Date.now() - savedAt >= sparse.everyMs)
        await save(recorded.position);
      handled = recorded.position;
      for (const listener of listeners) listener();
    };

    // Outward actions wait in a batch: one record in the log, then the actions, then the checkpoint may pass them.
    type Waiting = { recorded: RecordedEvent; acts: (() => Promise<unknown>)[] };
    let batch: Waiting[] = [];
    let batchStartedAt = 0;
    let last: RecordedEvent | undefined;
    const maxEvents = outward?.maxEvents ?? 200;
    const maxMs = outward?.maxMs ?? 200;
    const flush = async () => {
      if (batch.length === 0 || !outward) return;
      const waiting = batch;
      batch = [];
      await recordReactions(store, outward.reactor, waiting[waiting.length - 1]!.recorded, waiting.length);
      for (const { acts } of waiting) for (const act of acts) await act();
      if (last) await settle(last, true);
    };

    // The pass's own signal: a failure ends the subscription too (a pending read resolves), not only a stop.
    const pass = new AbortController();
    const onStop = () => pass.abort();
    stop.addEventListener('abort', onStop, { once: true });
    if (stop.aborted) pass.abort(); // stopped while the pass read its checkpoint: the listener came too late
    const events = store.subscribeToAll({ fromPosition, signal: pass.signal })[Symbol.asyncIterator]();
    let next: Promise<IteratorResult<RecordedEvent>> | undefined;
    try {
      for (;;) {
        next ??= events.next();
        let result: IteratorResult<RecordedEvent> | 'flush';
        if (batch.length === 0) result = await next;
        else {
          let timer: NodeJS.Timeout | undefined;
          const due = new Promise<'flush'>((resolve) => {
            timer = setTimeout(() => resolve('flush'), Math.max(0, batchStartedAt + maxMs - Date.now()));
          });
          result = await Promise.race([next, due]).finally(() => clearTimeout(timer));
        }
        if (result === 'flush') {
          await flush();
          continue;
        }
        next = undefined;
        if (result.done) break;
        const recorded = result.value;
        const acts: (() => Promise<unknown>)[] = [];
        // Up to the event the log's last record names, met here in $all order (its position is this store's).
        let isRecorded: boolean;
        if (typeof recordedUpTo === 'bigint') isRecorded = recorded.position <= recordedUpTo;
        else {
          isRecorded = true;
          if (recorded.id === recordedUpTo.untilId) {
            recordedUpTo = recorded.position;
            await redis.set(recordedKey!, recorded.position.toString());
          }
        }
        await handle(recorded, {
          recorded: isRecorded,
          outward: (act) => {
            if (!outward)
              throw new Error(`${name}: an outward action needs the follower's \`outward\` option`);
            if (!isRecorded) acts.push(act);
          },
        });
        unsaved += 1;
        last = recorded;
        if (acts.length > 0) {
          if (batch.length === 0) batchStartedAt = Date.now();
          batch.push({ recorded, acts });
        }
        if (batch.length === 0) await settle(recorded, sparse?.mustSave(recorded) ?? true);
        else if (batch.length >= maxEvents) await flush();
      }
      // The subscription ended (a stop): what waits is recorded and done before the pass returns.
      await flush();
    } finally {
      stop.removeEventListener('abort', onStop);
      pass.abort();
      if (next) await next.catch(() => undefined);
      await events.return?.().catch(() => undefined);
      // Every event up to `handled` was handled: keep that much of a pass that stops or fails (best effort).
      if (handled > saved) await save(handled).catch(() => undefined);
    }
  }

  const run = (stop: AbortSignal) =>
    followWithBackoff({
      stop,
      followOnce,
      ...(retry ? { retry } : {}),
      onFailure: (err, { failures, retryInMs }) => {
        failing = { error: errorLine(err), failures, at: handled };
        logger.error({ err, failures, retryInMs }, `${name} failed; retrying from its checkpoint`);
      },
    });

  /** The last failure, until an event past where it happened is handled. */
  let failing: { error: string; failures: number; at: bigint } | undefined;

  return {
    async start() {
      if (loop) return;
      stopping = new AbortController();
      loop = run(stopping.signal);
    },
    status() {
      if (failing && handled > failing.at) failing = undefined;
      return {
        name,
        checkpointKey,
        position: handled,
        running: loop !== undefined,
        ...(failing ? { failing: { error: failing.error, failures: failing.failures } } : {}),
      };
    },
    async stop() {
      stopping?.abort();
      await loop;
      loop = undefined;
    },
    async waitForIdle(timeoutMs = 10_000) {
      const head = await store.headPosition();
      if (handled >= head) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${name} not idle after ${timeoutMs} ms (at ${handled}, head ${head})`));
        }, timeoutMs);
        const check = () => {
          if (handled < head) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
      });
    },
  };
}
