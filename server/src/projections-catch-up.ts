// At start the shop waits a while for the projections to reach the end of the log, then serves anyway: with a long
// log and an empty Redis (a new Redis, a flushed one) catching up can take longer than any fixed wait, and the
// read side already copes with a lagging read model (X-Min-Position waits for a position, else answers with
// X-Read-Model-Stale: true). Until they are caught up, progress is logged at intervals.
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Logger } from '@shop/platform/logger';
import type { Redis } from '@shop/platform/redis';
import type { Projections } from '@shop/projections';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';

export type CatchUpDeps = {
  projections: Pick<Projections, 'waitForIdle'>;
  store: Pick<EventStore, 'headPosition'>;
  redis: Redis;
  prefix: string;
  logger: Logger;
  /** How long the start waits for the projections before serving anyway. */
  waitMs: number;
  /** Interval of the progress lines while they catch up. */
  reportEveryMs?: number;
};

export type CatchUpProgress = { projected: string | null; head: string };

/** The active read model's checkpoint against the head of the log. */
export const projectionProgress = async (
  deps: Pick<CatchUpDeps, 'store' | 'redis' | 'prefix'>,
): Promise<CatchUpProgress> => {
  const head = await deps.store.headPosition();
  const version = await deps.redis.get(sharedKeys(deps.prefix).current);
  const projected =
    version === null ? null : await deps.redis.get(readModelKeys(deps.prefix, Number(version)).checkpoint);
  return { projected, head: head.toString() };
};

const caughtUp = ({ projected, head }: CatchUpProgress) =>
  projected !== null && BigInt(projected) >= BigInt(head);

/**
 * Waits up to `waitMs` for the projections to be idle. When they are not, logs a warning with the progress and
 * resolves anyway; a progress line follows every `reportEveryMs` until they are caught up. Answers the function
 * that stops those reports (call it on close).
 */
export async function awaitProjectionsAtStart(deps: CatchUpDeps): Promise<() => void> {
  const { projections, logger, waitMs, reportEveryMs = 10_000 } = deps;
  try {
    await projections.waitForIdle(waitMs);
    return () => undefined;
  } catch (err) {
    const progress = await projectionProgress(deps).catch(() => undefined);
    logger.warn(
      { ...progress, waitedMs: waitMs, reason: err instanceof Error ? err.message : String(err) },
      'projections still catching up with the event store; serving meanwhile (reads may be stale until they are done)',
    );
  }
  let reporting = false;
  const timer = setInterval(() => {
    if (reporting) return;
    reporting = true;
    projectionProgress(deps)
      .then((progress) => {
        if (caughtUp(progress)) {
          clearInterval(timer);
          logger.info(progress, 'projections caught up with the event store');
        } else logger.warn(progress, 'projections still catching up with the event store');
      })
      .catch(() => undefined)
      .finally(() => (reporting = false));
  }, reportEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
