import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createMemoryReadModels } from './memory-read-models';
import {
  readJson,
  writeJson,
  type ReadModelReads,
  type ReadModelStore,
  type ReadModelWrites,
} from './projection';
import { dumpNamespace } from './testing/int-fixture';

// The in-memory store a rebuild builds into must answer and end like Redis for every command the projections use,
// the edge cases included: the same transactions run on Redis and on the store (then written to Redis), and every
// read and the final keys are compared.

const prefix = `test:${randomBytes(6).toString('hex')}:`;
let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
});

/** Transactions over the keys under `ns`: each is a list of writes, followed by the reads made after it. */
const script = (ns: string): ((tx: ReadModelWrites) => void)[] => [
  (tx) => {
    tx.set(`${ns}s`, 'one');
    tx.incr(`${ns}n`);
    tx.incrby(`${ns}n`, 41);
    tx.decr(`${ns}m`);
    tx.hset(`${ns}h`, 'a', '1');
    tx.hincrby(`${ns}h`, 'a', 5);
    tx.hincrby(`${ns}h`, 'b', -2);
    tx.sadd(`${ns}set`, 'x');
    tx.sadd(`${ns}set`, 'y');
    // Equal scores order by member bytes: 'Z' < 'a' < 'é' (0xC3…) < '😀' (0xF0…), whatever UTF-16 says.
    for (const member of ['😀', 'é', 'a', 'Z', 'ｚ']) tx.zadd(`${ns}z`, 1, member);
    tx.zadd(`${ns}z`, -0.5, 'first');
    tx.zincrby(`${ns}z`, 2.25, 'last');
    tx.zincrby(`${ns}z`, 0.1, 'last');
    // A view written as JSON (the in-memory store keeps the object, Redis the text).
    writeJson(tx, `${ns}j`, { a: [1, { b: 'é' }], n: null, x: 1.5 });
    writeJson(tx, `${ns}j2`, { first: true });
    writeJson(tx, `${ns}j2`, { second: true });
  },
  (tx) => {
    // Wrong types fail alone; the rest of the transaction still lands.
    tx.hset(`${ns}s`, 'f', 'v');
    tx.incr(`${ns}s`);
    tx.zadd(`${ns}h`, 1, 'm');
    tx.set(`${ns}after-errors`, 'yes');
    tx.hincrby(`${ns}h`, 'b', 10);
    tx.incr(`${ns}j`);
    tx.hset(`${ns}h`, 'text', 'x');
    tx.hincrby(`${ns}h`, 'text', 1);
  },
  (tx) => {
    // Emptied collections no longer exist; removing what is absent is no error.
    tx.srem(`${ns}set`, 'x');
    tx.srem(`${ns}set`, 'y');
    tx.hdel(`${ns}h`, 'nope');
    tx.zrem(`${ns}z`, 'first');
    tx.zrem(`${ns}missing`, 'a');
    tx.del(`${ns}m`);
    tx.hset(`${ns}h2`, 'only', '1');
    tx.hdel(`${ns}h2`, 'only');
    tx.set(`${ns}s`, 'two');
  },
];

async function readsOf(reads: ReadModelReads, ns: string): Promise<unknown[]> {
  const settle = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ value }),
      (err: Error) => ({ error: err.message.split(' ')[0] }),
    );
  return Promise.all([
    settle(reads.get(`${ns}s`)),
    settle(reads.get(`${ns}h`)),
    settle(reads.mget([`${ns}s`, `${ns}h`, `${ns}absent`, `${ns}n`])),
    settle(reads.hget(`${ns}h`, 'a')),
    settle(reads.hget(`${ns}h`, 'b')), // a field only HINCRBY wrote: its text, as Redis answers
    settle(reads.hget(`${ns}s`, 'a')),
    settle(reads.exists(`${ns}set`)),
    settle(reads.exists(`${ns}h2`)),
    settle(reads.sismember(`${ns}set`, 'x')),
    settle(reads.smembers(`${ns}set`).then((m) => m.sort())),
    settle(reads.zrange(`${ns}z`, 0, '-1')),
    settle(reads.zrange(`${ns}z`, 1, '-2')),
    settle(reads.zrange(`${ns}s`, 0, '-1')),
    settle(readJson(reads, `${ns}j`)),
    settle(readJson(reads, `${ns}j2`)),
    settle(reads.get(`${ns}j`)),
    settle(reads.mget([`${ns}j2`, `${ns}j`])),
  ]);
}

async function run(store: ReadModelStore, ns: string) {
  const results: unknown[] = [];
  for (const step of script(ns)) {
    const tx = store.multi();
    step(tx);
    const answers = (await tx.exec()) ?? [];
    results.push(answers.map(([err]) => err?.message.split(' ')[0] ?? null));
    results.push(await readsOf(store, ns));
  }
  return results;
}

describe('the in-memory read models of a rebuild', () => {
  it('answer and end as Redis does for the commands the projections use', async () => {
    const inRedis = await run(redis, `${prefix}redis:`);
    const memory = createMemoryReadModels({ freezeViews: true });
    const inMemory = await run(memory, `${prefix}memory:`);
    expect(inMemory).toEqual(inRedis);
    expect(inMemory.flat(2)).toContainEqual({ error: 'WRONGTYPE' });

    expect(await memory.flushTo(redis)).toBeGreaterThan(0);
    const written = await dumpNamespace(redis, `${prefix}memory:`);
    expect(written).toEqual(await dumpNamespace(redis, `${prefix}redis:`));
    expect(written).toMatchObject({ 'after-errors': 'yes', s: 'two', n: '42', j2: '{"second":true}' });
    expect(written).not.toHaveProperty('set');
  });

  it('under test, refuse a projection that changes a view it read instead of writing a new one', async () => {
    const memory = createMemoryReadModels({ freezeViews: true });
    const tx = memory.multi();
    writeJson(tx, 'view', { lines: [{ quantity: 1 }] });
    await tx.exec();
    const view = await readJson<{ lines: { quantity: number }[] }>(memory, 'view');
    expect(() => {
      view!.lines[0]!.quantity = 2;
    }).toThrow(TypeError);
    expect(await memory.get('view')).toBe('{"lines":[{"quantity":1}]}');
  });
});
