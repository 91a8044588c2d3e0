import type { Redis } from 'ioredis';
import type { EventStore } from '@shop/platform/eventstore/port';
import { UnparsableEventError } from './event-schemas';
import type { Logger } from './logger';
import { ensureCurrentVersion } from './namespace';
import { projectEvent } from './project-event';
import { publishChanges } from './publish-changes';
import { followWithBackoff, type RetryPolicy } from '@shop/platform/eventstore/follow-store';
import { claimCheckpoint } from '@shop/platform/eventstore/store-identity';
import { errorLine, type ComponentStatus } from '@shop/platform/health/components';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import { builtByOtherCode } from './read-model-schema';
import { rebuildReadModels, type RebuildProgress, type RebuildResult } from './rebuild';

export type ProjectionsDeps = {
  store: EventStore;
  redis: Redis;
  prefix: string;
  logger: Logger;
  /** Backoff between retries after a failure (doubling from initialMs up to maxMs). */
  retry?: RetryPolicy;
  /** Rebuilds freeze the views they build in memory (tests: a projection mutating a view it read then throws). */
  freezeViews?: boolean;
};

export type Projections = {
  /** Follows the event store from the active version's checkpoint; answers once following has begun. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Fills version v+1 from the whole log, swaps the pointer, then drops version v in the background. */
  rebuild(onProgress?: (p: RebuildProgress) => void): Promise<RebuildResult>;
  /**
   * Resolves once every event in the store when called has been projected into the active version; rejects with
   * the UnparsableEventError when the projections stopped at an event.
   */
  waitForIdle(timeoutMs?: number): Promise<void>;
  /** The event the projections stopped at (its contract refuses it), else undefined. */
  stoppedAt(): UnparsableEventError | undefined;
  /** For GET /api/health (platform/src/health): the active version's checkpoint, applied position, errors. */
  status(): ComponentStatus;
};

/**
 * The live runner. It follows `$all` into the version named by `{p}rm:current`. When a rebuild (in this
 * process or in `npm run projections:rebuild`) swaps the pointer, the runner hears it on `{p}rm:swapped`
 * and resumes in the new version from that version's checkpoint; each MULTI also WATCHes the pointer, so
 * nothing is ever written into a version that is no longer current.
 * An event its contract refuses stops them before it (no retry can fix a stored event): reported at error, in
 * `{p}rm:stopped` (read-api's GET /api/health shows it) and by waitForIdle; the checkpoint stays before it. A swap
 * (a rebuild by fixed code) or a restart tries again.
 */
export function createProjections(deps: ProjectionsDeps): Projections {
  const { store, redis, prefix, logger, freezeViews = false } = deps;
  const retry = deps.retry ?? { initialMs: 200, maxMs: 30_000 };
  const shared = sharedKeys(prefix);
  const rebuildOf = (onProgress?: (p: RebuildProgress) => void) =>
    rebuildReadModels({
      store,
      redis,
      prefix,
      logger,
      freezeViews,
      ...(onProgress ? { onProgress } : {}),
    });

  let conn: Redis | undefined; // own connection: WATCH belongs to the connection
  let swaps: Redis | undefined;
  let loop: Promise<void> | undefined;
  let stopping: AbortController | undefined;
  let following: AbortController | undefined;
  let version: number | undefined;
  let applied: bigint = -1n; // last position projected into `version`
  let rebuilding: Promise<void> | undefined; // the rebuild of a version built by other projections
  let stopped: UnparsableEventError | undefined;
  const progressListeners = new Set<() => void>();

  const notifyProgress = () => {
    for (const listener of progressListeners) listener();
  };

  async function followOnce(connection: Redis, stop: AbortSignal): Promise<void> {
    const follow = new AbortController();
    following = follow;
    const onStop = () => follow.abort();
    stop.addEventListener('abort', onStop, { once: true });
    try {
      version = await ensureCurrentVersion(connection, prefix);
      const keys = readModelKeys(prefix, version);
      // A new pass (a restart, a swap) tries the event again: what an earlier one stopped at is no longer the state.
      stopped = undefined;
      await connection.del(shared.stopped);
      // Every version's checkpoint counts positions of the store `{p}rm:store` names: another store's are refused.
      await claimCheckpoint(connection, keys.checkpoint, store, shared.store);
      const checkpoint = await connection.get(keys.checkpoint);
      applied = checkpoint === null ? -1n : BigInt(checkpoint);
      notifyProgress();
      logger.info({ version, checkpoint }, 'projections following the event store');
      const fromPosition = checkpoint === null ? undefined : applied;
      for await (const event of store.subscribeToAll({ fromPosition, signal: follow.signal })) {
        let outcome;
        try {
          outcome = await projectEvent(connection, keys, event, { logger, guardKey: shared.current });
        } catch (err) {
          if (!(err instanceof UnparsableEventError)) throw err;
          await stopAt(connection, err, follow.signal);
          return;
        }
        if (outcome.status === 'moved') return; // the caller's loop starts again in the new version
        applied = event.position;
        if (outcome.status === 'applied')
          await publishChanges(connection, shared.changedChannel, outcome.changes, event.position);
        notifyProgress();
      }
    } finally {
      stop.removeEventListener('abort', onStop);
    }
  }

  /** Records where the projections stopped, then waits for a swap or stop to try again. */
  async function stopAt(connection: Redis, err: UnparsableEventError, signal: AbortSignal): Promise<void> {
    stopped = err;
    const report = { ...err.toJSON(), version, at: new Date().toISOString() };
    logger.error(
      report,
      'projections stopped: an event does not match its contract after upcasting (fix the code or add an upcaster)',
    );
    await connection.set(shared.stopped, JSON.stringify(report));
    notifyProgress();
    if (!signal.aborted)
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  }

  // The shared follow-with-backoff loop (reactors/follow-store.ts); a pass ends when a swap aborts `following`.
  const run = (connection: Redis, stop: AbortSignal) =>
    followWithBackoff({
      stop,
      followOnce: (signal) => followOnce(connection, signal),
      retry,
      onFailure: (err, { failures, retryInMs }) => {
        failing = { error: errorLine(err), failures, at: applied };
        logger.error(
          { err, failures, retryInMs, version },
          'projection failed; retrying from the checkpoint',
        );
      },
    });
  let failing: { error: string; failures: number; at: bigint } | undefined;

  return {
    async start() {
      if (loop) return;
      const stop = new AbortController();
      stopping = stop;
      conn = redis.duplicate();
      swaps = redis.duplicate();
      swaps.on('message', (_channel: string, message: string) => {
        if (Number(message) !== version) following?.abort();
      });
      await swaps.subscribe(shared.swappedChannel);
      loop = run(conn, stop.signal);
      // A version built by other projections (one added since, or changed: read-model-schema.ts) would lack what
      // they write for the events already past its checkpoint: rebuild it, serving the old one meanwhile.
      const current = await ensureCurrentVersion(redis, prefix);
      if (await builtByOtherCode(redis, prefix, current)) {
        logger.warn({ version: current }, 'read models built by other projections: rebuilding them');
        rebuilding = rebuildOf()
          .then((result) => void result.cleanup.catch(() => undefined))
          .catch((err: unknown) => logger.error({ err }, 'rebuilding the read models failed'))
          .finally(() => {
            rebuilding = undefined;
            notifyProgress();
          });
      }
    },

    async stop() {
      stopping?.abort();
      await loop;
      loop = undefined;
      await rebuilding;
      await Promise.all([conn?.quit(), swaps?.quit()]);
      conn = swaps = undefined;
    },

    rebuild: rebuildOf,

    stoppedAt: () => stopped,

    status() {
      if (failing && applied > failing.at) failing = undefined;
      return {
        name: 'projections',
        ...(version === undefined ? {} : { checkpointKey: readModelKeys(prefix, version).checkpoint }),
        position: applied,
        running: loop !== undefined,
        ...(stopped ? { stoppedWithError: errorLine(stopped) } : {}),
        ...(failing ? { failing: { error: failing.error, failures: failing.failures } } : {}),
      };
    },

    async waitForIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      if (rebuilding) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          rebuilding,
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`projections still rebuilding after ${timeoutMs} ms`)),
              timeoutMs,
            );
          }),
        ]).finally(() => clearTimeout(timer));
      }
      const head = await store.headPosition();
      const target = await redis.get(shared.current);
      const idle = () =>
        version !== undefined && applied >= head && (target === null || version === Number(target));
      if (stopped) throw stopped;
      if (idle()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => {
            progressListeners.delete(check);
            reject(new Error(`projections not idle after ${timeoutMs} ms (at ${applied}, head ${head})`));
          },
          Math.max(0, deadline - Date.now()),
        );
        const check = () => {
          if (stopped) {
            clearTimeout(timer);
            progressListeners.delete(check);
            reject(stopped);
            return;
          }
          if (!idle()) return;
          clearTimeout(timer);
          progressListeners.delete(check);
          resolve();
        };
        progressListeners.add(check);
      });
    },
  };
}
