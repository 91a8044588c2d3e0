import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import { ensureCurrentVersion } from './namespace';
import { builtByOtherCode } from './read-model-schema';
import { createIntFixture, type IntFixture } from './testing/int-fixture';

let fx: IntFixture;
beforeEach(async () => {
  fx = await createIntFixture();
});
afterEach(() => fx.close());

/** The connection, awaiting `before(key)` ahead of each SET it is asked for. */
const beforeEachSet = (redis: Redis, before: (key: string) => unknown): Redis =>
  new Proxy(redis, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (prop !== 'set' || typeof value !== 'function') return value;
      return async (key: string, ...rest: unknown[]) => {
        await before(key);
        return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
      };
    },
  });

describe('ensureCurrentVersion', () => {
  it('on an empty Redis: version 1 is never current without the schema of the code that built it', async () => {
    const sets: string[] = [];
    const redis = beforeEachSet(fx.redis, (key) => sets.push(key));
    expect(await ensureCurrentVersion(redis, fx.prefix)).toBe(1);
    // A runner checking the version meanwhile (runner.ts does, on another connection) finds both or neither.
    expect(sets).toEqual([readModelKeys(fx.prefix, 1).schema, sharedKeys(fx.prefix).current]);
    expect(await builtByOtherCode(fx.redis, fx.prefix, 1)).toBe(false);
  });

  it('keeps the current version as it is, and writes nothing', async () => {
    await fx.redis.set(sharedKeys(fx.prefix).current, '3');
    const sets: string[] = [];
    const redis = beforeEachSet(fx.redis, (key) => sets.push(key));
    expect(await ensureCurrentVersion(redis, fx.prefix)).toBe(3);
    expect(sets).toEqual([]);
    expect(await fx.redis.get(readModelKeys(fx.prefix, 1).schema)).toBeNull();
  });

  it('a caller that finds version 1 while the first one is still writing finds it built by this code', async () => {
    // The first caller is held just before it writes the schema; the second goes through meanwhile.
    let release!: () => void;
    let holding = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const schemaKey = readModelKeys(fx.prefix, 1).schema;
    const slowFirst = beforeEachSet(fx.redis, async (key) => {
      if (key !== schemaKey) return;
      holding = true;
      await held;
    });
    const other = fx.redis.duplicate();
    try {
      const first = ensureCurrentVersion(slowFirst, fx.prefix);
      await expect.poll(() => holding).toBe(true);
      const second = await ensureCurrentVersion(other, fx.prefix);
      expect([second, await builtByOtherCode(other, fx.prefix, second)]).toEqual([1, false]);
      release();
      expect(await first).toBe(1);
      expect(await builtByOtherCode(other, fx.prefix, 1)).toBe(false);
    } finally {
      release();
      await other.quit();
    }
  });
});
