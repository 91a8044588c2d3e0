import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { EventStore, RecordedEvent } from './port';

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
  handle: (recorded: RecordedEvent) => Promise<void>;
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
};

/**
 * Follows `$all` from its own checkpoint and hands every event to `handle` (at least once: an event handled but
 * not yet checkpointed when the process stops is handled again, so `handle` must be idempotent, e.g. job id =
 * event id). Failures back off exponentially and resume from the checkpoint.
 */
export function createStoreFollower(deps: StoreFollowerDeps): StoreFollower {
  const { store, redis, checkpointKey, handle, name, logger, retry, sparseCheckpoint: sparse } = deps;
  let loop: Promise<void> | undefined;
  let stopping: AbortController | undefined;
  let handled = -1n;
  const listeners = new Set<() => void>();

  async function followOnce(stop: AbortSignal): Promise<void> {
    const checkpoint = await redis.get(checkpointKey);
    handled = checkpoint === null ? -1n : BigInt(checkpoint);
    const fromPosition = checkpoint === null ? undefined : handled;
    let saved = handled;
    let unsaved = 0;
    let savedAt = Date.now();
    const save = async (position: bigint) => {
      await redis.set(checkpointKey, position.toString());
      saved = position;
      unsaved = 0;
      savedAt = Date.now();
    };
    try {
      for await (const recorded of store.subscribeToAll({ fromPosition, signal: stop })) {
        await handle(recorded);
        unsaved += 1;
        if (
          !sparse ||
          sparse.mustSave(recorded) ||
          unsaved >= sparse.everyEvents ||
          Date.now() - savedAt >= sparse.everyMs
        )
          await save(recorded.position);
        handled = recorded.position;
        for (const listener of listeners) listener();
      }
    } finally {
      // Every event up to `handled` was handled: keep that much of a pass that stops or fails (best effort).
      if (handled > saved) await save(handled).catch(() => undefined);
    }
  }

  const run = (stop: AbortSignal) =>
    followWithBackoff({
      stop,
      followOnce,
      ...(retry ? { retry } : {}),
      onFailure: (err, { failures, retryInMs }) =>
        logger.error({ err, failures, retryInMs }, `${name} failed; retrying from its checkpoint`),
    });

  return {
    async start() {
      if (loop) return;
      stopping = new AbortController();
      loop = run(stopping.signal);
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
