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
import { seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import type { KeyStore } from '@shop/platform/keys/port';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { projectEvent } from '@shop/projections/project-event';
import { readModelKeys } from '@shop/platform/read-model-keys';
import { dumpNamespace } from '../testing/int-fixture';
import { writeSchema } from '@shop/projections/read-model-schema';

const script = fileURLToPath(
  new URL('../../../projections/src/orders/testing/projections-process.ts', import.meta.url),
);
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
  await seedOrderMenu(handle, [
    { productId: 'margherita', name: 'margherita', price: 1000, img: '/images/margherita.svg' },
    { productId: 'calzone', name: 'calzone', price: 1000, img: '/images/calzone.svg' },
  ]);
  for (const [id, name] of [
    ['c1', 'Amina'],
    ['c2', 'Karim'],
    ['c3', 'Nadia'],
  ] as const)
    await customer(id, name);
});

afterAll(async () => {
  for (const p of [prefix, rebuiltPrefix]) await deleteKeysWithPrefix(redis, p);
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
    await writeSchema(redis, rebuiltPrefix, 1); // as rebuildReadModels records it

    const live = await dumpNamespace(redis, readModelKeys(prefix, 1).namespace);
    const full = await dumpNamespace(redis, rebuilt.namespace);
    expect(Object.keys(live).filter((k) => k.startsWith('order:'))).toHaveLength(orders);
    expect(live['orders:number']).toBe(String(orders));
    expect(live).toEqual(full);
  });
});
