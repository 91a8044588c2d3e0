// What each process publishes of itself for GET /api/health (docs/operations.md "Health and logs"): in the compose
// shape the projections, reactors and workers run in other processes than read-api, so each process writes the state
// of its components (projections, each reactor, the deletion finisher, the workers) into one Redis hash, with a
// heartbeat time; the health route reads that hash, the checkpoints and the head of the log.
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';

/** Hash component name → JSON PublishedComponent. */
export const healthComponentsKey = (prefix: string): string => `${prefix}health:components`;

/** How often a process writes its components' state (the heartbeat). */
export const HEARTBEAT_MS = 2_000;
/** A heartbeat older than this means the process is gone (killed, or stuck). */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_MS + 1_000;

/** One component's state, as its process knows it. */
export type ComponentStatus = {
  /** 'projections', 'mail reactor', …, 'workers'. */
  name: string;
  /** A follower of the log: where it keeps its checkpoint (the health route reads it when the process is gone). */
  checkpointKey?: string;
  /** A follower: the last position it handled (ahead of a checkpoint written only now and then). */
  position?: bigint;
  /** Following (or, for a process without a log to follow, up). */
  running: boolean;
  /** Stopped for good at an error no retry fixes (an event its contract refuses), its one line. */
  stoppedWithError?: string;
  /** Failing and retrying with backoff: the last error's one line and how many passes failed in a row. */
  failing?: { error: string; failures: number };
};

export type PublishedComponent = Omit<ComponentStatus, 'position'> & {
  position?: string;
  host: string;
  pid: number;
  /** Heartbeat time (ms since the epoch). */
  at: number;
};

/** The first line of an error, for the health answer (never a stack). */
export const errorLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

export type Heartbeat = {
  /** Writes now (after a change worth seeing at once). */
  beat(): Promise<void>;
  /** Stops the beat and writes the components as not running (a clean stop). */
  stop(): Promise<void>;
};

/**
 * Writes `components()` into the health hash now and every HEARTBEAT_MS until stop(). A failed write (Redis gone) is
 * skipped: the next beat tries again, and the health route reports Redis anyway.
 */
export function startHeartbeat(deps: {
  redis: Redis;
  prefix: string;
  components: () => ComponentStatus[];
  intervalMs?: number;
}): Heartbeat {
  const { redis, prefix, components } = deps;
  const key = healthComponentsKey(prefix);
  const host = hostname();
  const write = async (override?: { running: boolean }) => {
    const now = Date.now();
    const fields = components().flatMap(({ position, ...status }) => {
      const published: PublishedComponent = {
        ...status,
        ...override,
        ...(position === undefined ? {} : { position: position.toString() }),
        host,
        pid: process.pid,
        at: now,
      };
      return [status.name, JSON.stringify(published)];
    });
    if (fields.length > 0) await redis.hset(key, ...fields);
  };
  const beat = () => write().catch(() => undefined);
  const timer = setInterval(() => void beat(), deps.intervalMs ?? HEARTBEAT_MS);
  timer.unref();
  void beat();
  return {
    beat,
    async stop() {
      clearInterval(timer);
      await write({ running: false }).catch(() => undefined);
    },
  };
}
