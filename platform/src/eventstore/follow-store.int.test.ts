// The store follower over a real SQLite store and Redis: where its checkpoint stands while it runs and once it stops.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRedis, type Redis } from '../redis';
import { deleteKeysWithPrefix } from '../testing/redis-keys';
import { createStoreFollower, type SparseCheckpoint } from './follow-store';
import type { EventStore, RecordedEvent } from './port';
import { createSqliteEventStore } from './sqlite';

let dir: string;
let store: EventStore;
let redis: Redis;
let prefix: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-follow-'));
  store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  redis = await connectRedis('redis://127.0.0.1:6379', { name: 'follow-store-test' });
  prefix = `test:follow:${randomUUID()}:`;
});
afterEach(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  redis.disconnect();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Appends one event of each type, each on its own stream; answers their positions. */
const appendEach = async (types: string[]): Promise<bigint[]> => {
  const positions: bigint[] = [];
  for (const type of types) {
    const { position } = await store.append(
      `s-${randomUUID()}`,
      [{ id: randomUUID(), type, data: {}, metadata: { correlationId: 'c' } }],
      { expectedRevision: 'no_stream' },
    );
    positions.push(position);
  }
  return positions;
};

const follower = (sparseCheckpoint?: SparseCheckpoint) => {
  const handled: string[] = [];
  const f = createStoreFollower({
    store,
    redis,
    checkpointKey: `${prefix}checkpoint`,
    handle: async (e: RecordedEvent) => void handled.push(e.type),
    name: 'test follower',
    logger: { error: () => undefined },
    ...(sparseCheckpoint ? { sparseCheckpoint } : {}),
  });
  return { f, handled };
};
const checkpoint = async () => BigInt((await redis.get(`${prefix}checkpoint`)) ?? '-1');

describe('store follower checkpoint', () => {
  it('without the option, is written after every event', async () => {
    const positions = await appendEach(['Other', 'Other', 'Other']);
    const { f, handled } = follower();
    await f.start();
    await f.waitForIdle();
    expect(handled).toHaveLength(3);
    expect(await checkpoint()).toBe(positions[2]);
    await f.stop();
  });

  it('sparse: right after an event acted on, otherwise every N events, and where it stood when it stops', async () => {
    const positions = await appendEach([
      'Other',
      'Other',
      'Other',
      'Acted',
      'Other',
      'Other',
      'Other',
      'Other',
    ]);
    const { f, handled } = follower({ mustSave: (e) => e.type === 'Acted', everyEvents: 3, everyMs: 60_000 });
    await f.start();
    await f.waitForIdle();
    expect(handled).toHaveLength(8);
    // saved after the 3rd event (3 unsaved), the Acted one (4th), the 7th (3 unsaved); the 8th not yet
    expect(await checkpoint()).toBe(positions[6]);
    await f.stop();
    expect(await checkpoint()).toBe(positions[7]);

    // Restarted, it resumes after the last saved position: nothing handled twice.
    const [next] = await appendEach(['Acted']);
    const again = follower({ mustSave: (e) => e.type === 'Acted', everyEvents: 3, everyMs: 60_000 });
    await again.f.start();
    await again.f.waitForIdle();
    expect(again.handled).toEqual(['Acted']);
    expect(await checkpoint()).toBe(next);
    await again.f.stop();
  });

  it('sparse: at most every T ms when events keep coming', async () => {
    // The clock alone is faked (timers and I/O stay real): T passes when the test says so, not after a sleep.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const [first] = await appendEach(['Other']);
      const { f } = follower({ mustSave: () => false, everyEvents: 1_000, everyMs: 500 });
      await f.start();
      await f.waitForIdle();
      vi.setSystemTime(Date.now() + 499);
      const [early] = await appendEach(['Other']);
      await f.waitForIdle();
      expect(await checkpoint()).toBe(-1n); // 2 events within 499 ms: nothing saved yet
      vi.setSystemTime(Date.now() + 1);
      const [second] = await appendEach(['Other']);
      await f.waitForIdle();
      expect(first).toBeLessThan(early!);
      expect(await checkpoint()).toBe(second);
      await f.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('stopping', () => {
  it('right after start, while the pass still reads its checkpoint, ends at once', async () => {
    await appendEach(['Other']);
    const { f } = follower();
    await f.start();
    const stopped = f.stop().then(() => 'stopped');
    const late = new Promise((resolve) => setTimeout(() => resolve('still running after 3 s'), 3_000));
    expect(await Promise.race([stopped, late])).toBe('stopped');
  });
});

describe('a checkpoint names its store (issue 28, item 10)', () => {
  it('a follower of another store on the same Redis prefix is refused: it handles nothing and says why', async () => {
    await appendEach(['Other', 'Other']);
    const first = follower();
    await first.f.start();
    await first.f.waitForIdle();
    await first.f.stop();
    expect(first.handled).toHaveLength(2);

    const otherStore = createSqliteEventStore({ file: join(dir, 'other.sqlite') });
    try {
      for (let i = 0; i < 3; i++)
        await otherStore.append(
          `s-${randomUUID()}`,
          [{ id: randomUUID(), type: 'Elsewhere', data: {}, metadata: { correlationId: 'c' } }],
          { expectedRevision: 'no_stream' },
        );
      expect(await otherStore.storeId()).not.toBe(await store.storeId());
      const handled: string[] = [];
      const errors: unknown[] = [];
      const second = createStoreFollower({
        store: otherStore,
        redis,
        checkpointKey: `${prefix}checkpoint`,
        handle: async (e: RecordedEvent) => void handled.push(e.type),
        name: 'other follower',
        logger: { error: (obj) => void errors.push(obj.err) },
        retry: { initialMs: 50, maxMs: 50 },
      });
      await second.start();
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
      await second.stop();
      expect(handled).toEqual([]);
      expect(String((errors[0] as Error).message)).toMatch(
        new RegExp(
          `^${prefix}checkpoint counts positions of event store ${await store.storeId()}, not of this one`,
        ),
      );
      expect(await checkpoint()).toBe(await store.headPosition());
    } finally {
      await otherStore.close();
    }
  });
});

describe('outward reactions (issue 28, item 4)', () => {
  const reactor = (checkpointKey: string) => {
    const acted: string[] = [];
    const f = createStoreFollower({
      store,
      redis,
      checkpointKey,
      handle: async (e, reaction) => {
        if (e.type === 'Mail') reaction.outward(async () => void acted.push(e.id));
      },
      name: 'test reactor',
      logger: { error: () => undefined },
      outward: { reactor: 'test', maxMs: 20 },
    });
    return { f, acted };
  };
  const typesOfLedger = async () => {
    const events: RecordedEvent[] = [];
    for await (const e of store.readStream('reactions-test')) events.push(e);
    return events;
  };

  it('are recorded in the log before they are done; a fresh prefix over the same log does none again', async () => {
    await appendEach(['Mail', 'Other', 'Mail']);
    const first = reactor(`${prefix}a:checkpoint`);
    await first.f.start();
    await first.f.waitForIdle();
    await first.f.stop();
    expect(first.acted).toHaveLength(2);
    const ledger = await typesOfLedger();
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((e) => e.type === 'ReactionsRecorded')).toBe(true);

    // Another Redis prefix (a lost Redis, an import): nothing of before, but what comes after.
    const second = reactor(`${prefix}b:checkpoint`);
    await second.f.start();
    await second.f.waitForIdle();
    expect(second.acted).toEqual([]);
    const [mail] = await appendEach(['Mail']);
    await second.f.waitForIdle();
    await second.f.stop();
    expect(second.acted).toHaveLength(1);
    expect(BigInt((await redis.get(`${prefix}b:checkpoint`)) ?? '-1')).toBeGreaterThanOrEqual(mail!);
  });
});
