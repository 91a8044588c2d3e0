// A projections process SIGKILLed in the middle of a burst of orders, then restarted, leaves the read models equal
// to a full rebuild of the same log into a fresh prefix (each event's writes, revision mark and checkpoint go in
// one MULTI, so a kill never leaves half an order, and a restart resumes from the checkpoint).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piiFields } from '@shop/contracts';
import { createCommandHandler } from '@shop/command-api';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import type { KeyStore } from '@shop/platform/keys/port';
import { projectEvent } from '../project-event';
import { readModelKeys } from '../read-model-keys';

const script = fileURLToPath(new URL('./testing/projections-process.ts', import.meta.url));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const rebuiltPrefix = `test:${randomBytes(6).toString('hex')}:`;
const dataDir = mkdtempSync(join(tmpdir(), 'orders-kill-'));
let redis: Redis;
let keyStore: KeyStore;
let store: EventStore;

const startProjections = async (): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, prefix, redisUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  expect(first.value).toBe('ready');
  return child;
};

const scanKeys = async (match: string) => {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found.sort();
};

/** Every key of a read-model namespace, by its name inside the namespace, with its content. */
const dumpNamespace = async (namespace: string) => {
  const dump: Record<string, unknown> = {};
  for (const key of await scanKeys(`${namespace}*`)) {
    const name = key.slice(namespace.length);
    const type = await redis.type(key);
    if (type === 'string') dump[name] = await redis.get(key);
    else if (type === 'hash') dump[name] = await redis.hgetall(key);
    else if (type === 'zset') dump[name] = await redis.zrange(key, 0, '-1', 'WITHSCORES');
    else if (type === 'set') dump[name] = (await redis.smembers(key)).sort();
    else dump[name] = type;
  }
  return dump;
};

const at = new Date().toISOString();
const customer = async (userId: string, name: string) =>
  store.append(
    `user-${userId}`,
    [
      {
        id: `${userId}-reg`,
        type: 'UserRegistered',
        data: {
          userId,
          email: `${userId}@example.dz`,
          name,
          lastName: 'Test',
          passwordHash: 'h',
          role: 'user',
          language: 'fr',
          registeredAt: at,
        },
        metadata: { correlationId: 'seed' },
      },
      {
        id: `${userId}-profile`,
        type: 'ProfileUpdated',
        data: {
          userId,
          name,
          lastName: 'Test',
          number: '0550123456',
          address: 'rue 1',
          district: 'bir-el-djir',
          profileState: 'complited',
          at,
        },
        metadata: { correlationId: 'seed' },
      },
    ],
    { expectedRevision: 'no_stream' },
  );

beforeAll(async () => {
  redis = new Redis(redisUrl);
  keyStore = createSqliteKeyStore({ file: join(dataDir, 'keys.sqlite') });
  store = withPersonalData(
    createSqliteEventStore({ file: join(dataDir, 'events.sqlite') }),
    keyStore,
    piiFields,
  );
  const handle = createCommandHandler({ store });
  await handle({
    type: 'CreateCategory',
    data: { categoryId: 'pizzas', name: 'Pizzas', description: '', image: '/i.svg' },
  });
  for (const productId of ['margherita', 'calzone'])
    await handle({
      type: 'CreateProduct',
      data: {
        productId,
        name: productId,
        size: { value: 1, unit: 'XL' },
        description: '',
        price: 1000,
        sold: 0,
        categoryId: 'pizzas',
        img: `/${productId}.svg`,
      },
    });
  await handle({
    type: 'AddDistrict',
    data: { districtId: 'bir-el-djir', name: 'Bir El Djir', deliveryPrice: 200 },
  });
  for (const [id, name] of [
    ['c1', 'Amina'],
    ['c2', 'Karim'],
    ['c3', 'Nadia'],
  ] as const)
    await customer(id, name);
});

afterAll(async () => {
  for (const p of [prefix, rebuiltPrefix]) {
    const left = await scanKeys(`${p}*`);
    if (left.length > 0) await redis.unlink(...left);
  }
  await redis.quit();
  await store.close();
  await keyStore.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('projections killed mid-burst', () => {
  it('resume after a restart into read models equal to a full rebuild', async () => {
    const handleOrder = createOrderHandler({ store });
    const checkpointKey = readModelKeys(prefix, 1).checkpoint;
    let child = await startProjections();
    let killedAt: string | null = null;
    const orders = 40;
    for (let n = 0; n < orders; n += 1) {
      const userId = `c${(n % 3) + 1}`;
      const orderId = `order${n}`;
      const customerCtx = { userId, role: 'user' as const };
      await handleOrder(
        {
          type: 'StartCheckout',
          data: {
            orderId,
            userId,
            type: 'delivery',
            lines: [{ productId: n % 2 ? 'calzone' : 'margherita', quantity: (n % 3) + 1 }],
          },
        },
        customerCtx,
      );
      await handleOrder(
        {
          type: 'PlaceOrder',
          data: {
            orderId,
            delivery: {
              recipient: `Client ${n}`,
              phone: '0550123456',
              districtId: 'bir-el-djir',
              address: `rue ${n}`,
            },
          },
        },
        customerCtx,
      );
      if (n % 4 === 0)
        await handleOrder(
          { type: 'ConfirmOrderStep', data: { orderId, step: n % 8 ? 'preparing' : 'delivered' } },
          { userId: 'staff', role: 'admin' },
        );
      if (n % 5 === 0 && n % 4 !== 0)
        await handleOrder({ type: 'CancelOrder', data: { orderId, reason: 'customer' } }, customerCtx);
      // Mid-burst: once the process has projected part of the orders, kill it without warning.
      if (killedAt === null && n >= 12 && (await redis.get(checkpointKey)) !== null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        killedAt = await redis.get(checkpointKey);
      }
    }
    expect(killedAt).not.toBeNull();
    const head = await store.headPosition();
    expect(BigInt(killedAt!)).toBeLessThan(head);

    child = await startProjections();
    try {
      await expect
        .poll(async () => redis.get(checkpointKey), { timeout: 20_000, interval: 100 })
        .toBe(head.toString());
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }

    // The full rebuild of the same log into a fresh prefix.
    const rebuilt = readModelKeys(rebuiltPrefix, 1);
    const noop = () => undefined;
    const logger = { debug: noop, info: noop, warn: noop, error: noop };
    for await (const event of store.readAll()) await projectEvent(redis, rebuilt, event, { logger });

    const live = await dumpNamespace(readModelKeys(prefix, 1).namespace);
    const full = await dumpNamespace(rebuilt.namespace);
    expect(Object.keys(live).filter((k) => k.startsWith('order:'))).toHaveLength(orders);
    expect(live['orders:number']).toBe(String(orders));
    expect(live).toEqual(full);
  });
});
