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

/** The connection, recording the keys it is asked to SET, in order. */
const recordingSets = (redis: Redis) => {
  const sets: string[] = [];
  const proxy = new Proxy(redis, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (prop !== 'set' || typeof value !== 'function') return value;
      return (key: string, ...rest: unknown[]) => {
        sets.push(key);
        return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
      };
    },
  });
  return { redis: proxy, sets };
};

describe('ensureCurrentVersion', () => {
  it('on an empty Redis: version 1 is never current without the schema of the code that built it', async () => {
    const { redis, sets } = recordingSets(fx.redis);
    expect(await ensureCurrentVersion(redis, fx.prefix)).toBe(1);
    // A runner checking the version meanwhile (runner.ts does, on another connection) finds both or neither.
    expect(sets).toEqual([readModelKeys(fx.prefix, 1).schema, sharedKeys(fx.prefix).current]);
    expect(await builtByOtherCode(fx.redis, fx.prefix, 1)).toBe(false);
  });

  it('keeps the current version as it is, and writes nothing', async () => {
    await fx.redis.set(sharedKeys(fx.prefix).current, '3');
    const { redis, sets } = recordingSets(fx.redis);
    expect(await ensureCurrentVersion(redis, fx.prefix)).toBe(3);
    expect(sets).toEqual([]);
    expect(await fx.redis.get(readModelKeys(fx.prefix, 1).schema)).toBeNull();
  });

  it('two callers at once agree on version 1, built by this code', async () => {
    const other = fx.redis.duplicate();
    try {
      const versions = await Promise.all([
        ensureCurrentVersion(fx.redis, fx.prefix).then(async (v) => [
          v,
          await builtByOtherCode(other, fx.prefix, v),
        ]),
        ensureCurrentVersion(other, fx.prefix).then(async (v) => [
          v,
          await builtByOtherCode(other, fx.prefix, v),
        ]),
      ]);
      expect(versions).toEqual([
        [1, false],
        [1, false],
      ]);
    } finally {
      await other.quit();
    }
  });
});
