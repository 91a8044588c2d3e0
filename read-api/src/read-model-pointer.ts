import type { Redis } from 'ioredis';
import { readModelKeys, type ReadModelKeys, type SharedKeys } from '@shop/platform/read-model-keys';

export type ReadModelPointer = {
  /** Keys of the active version, from memory once known (no Redis round trip per request). */
  keys(): Promise<ReadModelKeys>;
  /** Re-reads `{p}rm:current`; concurrent calls share one GET. */
  refresh(): Promise<void>;
  /** A swap announced the new version. */
  set(version: number): void;
};

export function createReadModelPointer(redis: Redis, prefix: string, shared: SharedKeys): ReadModelPointer {
  let version: number | null = null;
  let inFlight: Promise<void> | null = null;
  let cachedKeys: ReadModelKeys | null = null;
  const keysOf = (v: number) =>
    cachedKeys?.version === v ? cachedKeys : (cachedKeys = readModelKeys(prefix, v));

  const refresh = (): Promise<void> =>
    (inFlight ??= redis
      .get(shared.current)
      .then((raw) => {
        if (raw !== null) version = Number(raw);
      })
      .finally(() => {
        inFlight = null;
      }));

  return {
    async keys() {
      if (version === null) await refresh();
      // Before the projections ever ran there is no pointer: version 1 is where they will start (and empty).
      return keysOf(version ?? 1);
    },
    refresh,
    set(next) {
      version = next;
    },
  };
}
