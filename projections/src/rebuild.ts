import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Logger } from './logger';
import { deleteNamespace, readCurrentVersion } from './namespace';
import { createMemoryReadModels } from './memory-read-models';
import { projectEvent } from './project-event';
import { publishEverythingChanged } from './publish-changes';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import { writeSchema } from './read-model-schema';

export type RebuildProgress = {
  /** Position of the event just projected, and the store's head when the rebuild began. */
  position: bigint;
  head: bigint;
  events: number;
};

export type RebuildResult = {
  previousVersion: number | null;
  version: number;
  events: number;
  /** Checkpoint of the new version at the swap. */
  position: bigint;
  durationMs: number;
  /** Resolves with the number of keys deleted once the old version is gone. */
  cleanup: Promise<number>;
};

export type RebuildDeps = {
  store: EventStore;
  redis: Redis;
  prefix: string;
  logger: Logger;
  onProgress?: (p: RebuildProgress) => void;
  /** How long the old version stays readable after the swap, for read-api instances still pointing at it. */
  cleanupDelayMs?: number;
  /** Freeze the views built in memory (memory-read-models.ts): the tests do, to catch a projection mutating one. */
  freezeViews?: boolean;
};

const LOCK_TTL_MS = 30 * 60_000;

/**
 * Rebuild without downtime: project the whole log into version v+1 (in memory, then written to Redis: nobody reads
 * it yet), catch up with what was appended meanwhile, then swap `{p}rm:current` in one SET, announce it on
 * `{p}rm:swapped` (the live runner moves over) and on `{p}changed` for every topic (clients refetch), and drop
 * version v a little later.
 */
export async function rebuildReadModels(deps: RebuildDeps): Promise<RebuildResult> {
  const { store, redis, prefix, logger, onProgress, cleanupDelayMs = 2_000, freezeViews = false } = deps;
  const shared = sharedKeys(prefix);
  const token = randomUUID();
  try {
    if ((await redis.set(shared.rebuildLock, token, 'PX', LOCK_TTL_MS, 'NX')) !== 'OK') {
      throw new Error('Another rebuild of the read models is running (lock ' + shared.rebuildLock + ').');
    }
    const started = Date.now();
    const previousVersion = await readCurrentVersion(redis, shared);
    const version = (previousVersion ?? 0) + 1;
    const keys = readModelKeys(prefix, version);
    await deleteNamespace(redis, prefix, version); // leftovers of a rebuild that died half-way
    const head = await store.headPosition();
    logger.info({ previousVersion, version, head: String(head) }, 'rebuilding the read models');

    let events = 0;
    let position = -1n;
    // The new version is built in memory (nobody else writes it, nobody reads it before the swap): the projections'
    // reads cost no round trip, and Redis receives the result once, pipelined, revision marks and checkpoint included.
    const building = createMemoryReadModels({ freezeViews });
    // Repeat until a pass finds nothing new: the log keeps growing while we rebuild.
    for (let found = true; found;) {
      found = false;
      for await (const page of store.readAllPages(position >= 0n ? { fromPosition: position } : {})) {
        for (const recorded of page) await projectEvent(building, keys, recorded, { logger });
        found = true;
        events += page.length;
        position = page[page.length - 1]!.position;
        onProgress?.({ position, head, events });
      }
    }
    logger.info({ version, events }, 'log projected in memory, writing it to Redis');
    const written = await building.flushTo(redis);
    logger.info({ version, keys: written }, 'rebuilt read models written to Redis');

    await writeSchema(redis, prefix, version);
    await redis.set(shared.store, await store.storeId()); // the read models now count this store's positions
    await redis.set(shared.current, String(version));
    await redis.publish(shared.swappedChannel, String(version));
    await publishEverythingChanged(redis, shared.changedChannel, position < 0n ? 0n : position);
    logger.info({ version, events, position: String(position) }, 'read models swapped to the new version');

    const cleanup =
      previousVersion === null
        ? Promise.resolve(0)
        : new Promise<void>((resolve) => setTimeout(resolve, cleanupDelayMs))
            .then(() => deleteNamespace(redis, prefix, previousVersion))
            .catch((err: unknown) => {
              logger.error({ err, version: previousVersion }, 'could not delete the old read-model version');
              return 0;
            });
    return { previousVersion, version, events, position, durationMs: Date.now() - started, cleanup };
  } finally {
    if ((await redis.get(shared.rebuildLock)) === token) await redis.del(shared.rebuildLock);
  }
}
