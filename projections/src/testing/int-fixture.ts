// Integration-test fixture shared by projections and read-api: a temp SQLite event store, a real Redis with
// a prefix of its own (every key removed at the end), the real command handler with a ticking clock.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { piiFields } from '@shop/contracts';
import { createCommandHandler, type Handle } from '@shop/command-api';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { withSchemaVersions } from '@shop/platform/eventstore/schema-versions';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteKeyStore, type KeyStore } from '@shop/platform/keys/index';
import { deleteKeysWithPrefix, keysWithPrefix } from '@shop/platform/testing/redis-keys';
import type { Logger } from '../logger';
import { createProjections, type Projections } from '../runner';

export type IntFixture = {
  prefix: string;
  /** Holds the store's events.sqlite, as DATA_DIR would. */
  dataDir: string;
  redis: Redis;
  store: EventStore;
  handle: Handle;
  logger: Logger & { errors: unknown[] };
  /** Projections over the fixture's Redis, prefix and logger, reading `store` (the fixture's by default); close() stops them. */
  projections(store?: EventStore): Projections;
  /** The store behind the personal-data wrapper, over a SQLite key store in dataDir (as the services run it); close() closes the keys. */
  personalData(): { keys: KeyStore; store: EventStore };
  /** Every key under the prefix (all read-model versions), for dumps and clean-up. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

const quietLogger = (): Logger & { errors: unknown[] } => {
  const errors: unknown[] = [];
  const noop = () => undefined;
  return { debug: noop, info: noop, warn: noop, error: (obj) => void errors.push(obj), errors };
};

export async function createIntFixture(): Promise<IntFixture> {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const dir = mkdtempSync(join(tmpdir(), 'projections-int-'));
  // With schema versions, as openEventStore gives the services.
  const store = withSchemaVersions(createSqliteEventStore({ file: join(dir, 'events.sqlite') }));
  // Auto-pipelined as the services' and the shop's connection is (connectRedis `autoPipelining`): the runner's
  // WATCH, reads, MULTI and publishes run on a duplicate of it.
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: false, enableAutoPipelining: true });
  // Each command happens one minute after the previous one, so createdAt orders are deterministic.
  let clock = Date.parse('2025-03-01T09:00:00.000Z');
  const handle = createCommandHandler({ store, now: () => new Date((clock += 60_000)) });
  const logger = quietLogger();
  const created: Projections[] = [];
  const keyStores: KeyStore[] = [];
  return {
    prefix,
    dataDir: dir,
    redis,
    store,
    handle,
    logger,
    projections(from = store) {
      const projections = createProjections({ store: from, redis, prefix, logger, freezeViews: true });
      created.push(projections);
      return projections;
    },
    personalData() {
      const keys = createSqliteKeyStore({ file: join(dir, 'keys.sqlite') });
      keyStores.push(keys);
      return { keys, store: withPersonalData(store, keys, piiFields) };
    },
    keys: () => keysWithPrefix(redis, prefix),
    async close() {
      for (const projections of created) await projections.stop();
      for (const keys of keyStores) await keys.close();
      await deleteKeysWithPrefix(redis, prefix);
      await redis.quit();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every key of one read-model version with its value, keyed without the namespace: comparable across versions. */
export async function dumpNamespace(redis: Redis, namespace: string): Promise<Record<string, unknown>> {
  const dump: Record<string, unknown> = {};
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of batch) {
      const name = key.slice(namespace.length);
      const type = await redis.type(key);
      if (type === 'string') dump[name] = await redis.get(key);
      else if (type === 'hash') dump[name] = await redis.hgetall(key);
      else if (type === 'set') dump[name] = (await redis.smembers(key)).sort();
      else if (type === 'zset') dump[name] = await redis.zrange(key, 0, '-1', 'WITHSCORES');
      else dump[name] = `<${type}>`;
    }
  } while (cursor !== '0');
  return dump;
}

/** A small menu through the real command handler. */
export async function seedMenu(handle: Handle): Promise<void> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await handle({ type: 'SetDiscountsEnabled', data: { enabled: true } });
  for (const [categoryId, name] of [
    ['pizzas', 'Pizzas'],
    ['burgers', 'Burgers'],
    ['boissons', 'Boissons'],
  ] as const) {
    await handle({
      type: 'CreateCategory',
      data: { categoryId, name, description: `Nos ${name}`, image: `/images/${categoryId}.svg` },
    });
  }
  const products: [string, string, number, number, boolean][] = [
    ['margherita', 'pizzas', 900, 0, true],
    ['reine', 'pizzas', 1100, 20, true],
    ['orientale', 'pizzas', 1300, 0, false],
    ['cheese', 'burgers', 700, 10, true],
    ['double', 'burgers', 1000, 0, true],
    ['limonade', 'boissons', 150, 0, true],
  ];
  for (const [productId, categoryId, price, sold, active] of products) {
    await handle({
      type: 'CreateProduct',
      data: {
        productId,
        categoryId,
        name: productId,
        size: { value: 1, unit: 'XL' },
        description: `${productId} maison`,
        price,
        sold,
        img: `/images/${productId}.svg`,
        active,
      },
    });
  }
  await handle({
    type: 'CreatePromo',
    data: { code: 'ORAN10', percentage: 10, startsAt: yesterday, validForHours: 24 * 366 },
  });
  await handle({ type: 'ActivatePromo', data: { code: 'ORAN10' } });
  await handle({
    type: 'CreatePromo',
    data: { code: 'LATER', percentage: 20, startsAt: '2099-01-01T00:00:00.000Z', validForHours: 24 },
  });
  await handle({ type: 'ActivatePromo', data: { code: 'LATER' } });
  await handle({
    type: 'CreatePromo',
    data: { code: 'OFF', percentage: 5, startsAt: yesterday, validForHours: 24 * 366 },
  });
  await handle({ type: 'DeactivatePromo', data: { code: 'OFF' } });
  await handle({ type: 'AddDistrict', data: { districtId: 'senia', name: 'Es Senia', deliveryPrice: 300 } });
  await handle({ type: 'AddDistrict', data: { districtId: 'bir', name: 'Bir El Djir', deliveryPrice: 250 } });
  await handle({
    type: 'CreateBanner',
    data: { bannerId: 'b2', name: 'Deuxième', order: 1, image: '/images/b2.svg' },
  });
  await handle({
    type: 'CreateBanner',
    data: { bannerId: 'b1', name: 'Première', order: 0, image: '/images/b1.svg' },
  });
}
