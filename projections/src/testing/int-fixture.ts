// Integration-test fixture of the projections: a temp SQLite event store, a real Redis with a prefix of its own
// (every key removed at the end). The tests that write through command-api's handler too are the server's
// (server/src/testing/int-fixture.ts adds the handler to this fixture).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { piiFields, type ChangeMessage } from '@shop/contracts';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { withSchemaVersions } from '@shop/platform/eventstore/schema-versions';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteKeyStore, type KeyStore } from '@shop/platform/keys/index';
import { sharedKeys, type ReadModelKeys } from '@shop/platform/read-model-keys';
import { deleteKeysWithPrefix, keysWithPrefix } from '@shop/platform/testing/redis-keys';
import type { Logger } from '../logger';
import { projectEvent } from '../project-event';
import { createProjections, type Projections } from '../runner';

export type IntFixture = {
  prefix: string;
  /** Holds the store's events.sqlite, as DATA_DIR would. */
  dataDir: string;
  redis: Redis;
  store: EventStore;
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
  const logger = quietLogger();
  const created: Projections[] = [];
  const keyStores: KeyStore[] = [];
  return {
    prefix,
    dataDir: dir,
    redis,
    store,
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

/** The change messages published on the fixture's channel from now on; quit() stops listening. */
export async function listenToChanges(
  fx: IntFixture,
): Promise<{ messages: ChangeMessage[]; quit(): Promise<void> }> {
  const sub = fx.redis.duplicate();
  const messages: ChangeMessage[] = [];
  sub.on('message', (_c: string, m: string) => messages.push(JSON.parse(m) as ChangeMessage));
  await sub.subscribe(sharedKeys(fx.prefix).changedChannel);
  return { messages, quit: async () => void (await sub.quit()) };
}

/**
 * Projects every event of the log again, straight (as a replay from the start would): the statuses of the outcomes,
 * and the read-model version's keys before and after (equal where each event is applied once only).
 */
export async function replayWholeLog(fx: IntFixture, keys: ReadModelKeys) {
  const before = await dumpNamespace(fx.redis, keys.namespace);
  const statuses = new Set<string>();
  for await (const event of fx.store.readAll())
    statuses.add((await projectEvent(fx.redis, keys, event, { logger: fx.logger })).status);
  return { statuses, before, after: await dumpNamespace(fx.redis, keys.namespace) };
}
