// A shop whose log is moved (docs/operations.md): one that mails a sign-up's verification link and the confirmations
// of recent orders and queues a customer's pushes, the move itself (export, import --create into a new store, keys and
// secrets copied) and the jobs a Redis prefix holds. Shared by the tests that check a move sends nothing twice.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, expect } from 'vitest';
import { bullPrefix, piiFields, type Language } from '@shop/contracts';
import { createCommandHandler } from '@shop/command-api';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { createPushSubscriptions } from '@shop/command-api/push/subscriptions';
import { openStoredEventStore } from '@shop/platform';
import { healthComponentsKey, type PublishedComponent } from '@shop/platform/health/components';
import {
  fromLogLine,
  importLog,
  readNumberedLogFile,
  selectEvents,
  writeLogFile,
} from '@shop/platform/eventstore/log/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { registerCustomer } from '@shop/projections/accounts/testing';
import { describeFailure, verifyEvent } from '@shop/projections/event-log/verify';
import type { Shop } from '../create-shop';
import { startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';
import { prepareTestShop, type TestShopSetup } from './test-shop';

/**
 * A sign-up (amina@, one verification mail), two customers (karim@ fr, nadia@ ar), a browser of karim's subscribed to
 * pushes, three orders placed (o-1, o-3 karim's, o-2 nadia's) and o-1 accepted: 6 mails, 3 pushes once all is done.
 */
export async function runTheOldShop(setup: TestShopSetup, shop: Shop): Promise<void> {
  const keys = createSqliteKeyStore({ file: join(setup.dataDir, 'keys.sqlite') });
  try {
    const store = withPersonalData(shop.store, keys, piiFields);
    const call = jsonCaller(() => `${shop.url}/api`);
    const signUp = await call('POST', '/auth/signup', {
      name: 'Amina',
      lastName: 'Benali',
      email: 'amina@example.dz',
      password: 'secret-1',
      language: 'fr',
    });
    expect(signUp.status).toBe(202);

    await seedOrderMenu(createCommandHandler({ store }), [
      { productId: 'margherita', name: 'Margherita', price: 900 },
    ]);
    const customer = (userId: string, email: string, language: Language) =>
      registerCustomer(store, { userId, name: 'Karim', lastName: 'Haddad', email, language });
    await customer('u-1', 'karim@example.dz', 'fr');
    await customer('u-2', 'nadia@example.dz', 'ar');
    // A browser of u-1 allows notifications (an endpoint nobody answers: the push is queued, whatever becomes of it).
    await createPushSubscriptions({
      store,
      endpoints: { allowedHosts: ['127.0.0.1'], allowLoopback: true },
    }).subscribe(
      'u-1',
      {
        endpoint: 'https://127.0.0.1:9/push/phone',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
        language: 'fr',
      },
      { userId: 'u-1', role: 'user' },
    );
    const handleOrder = createOrderHandler({ store });
    for (const [orderId, userId] of [
      ['o-1', 'u-1'],
      ['o-2', 'u-2'],
      ['o-3', 'u-1'],
    ] as const) {
      const ctx = { userId, role: 'user' as const };
      await handleOrder(
        {
          type: 'StartCheckout',
          data: { orderId, userId, type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
        },
        ctx,
      );
      await handleOrder(
        {
          type: 'PlaceOrder',
          data: {
            orderId,
            delivery: {
              recipient: 'Karim',
              phone: '0550123456',
              districtId: 'bir-el-djir',
              address: '12 rue X',
            },
          },
        },
        ctx,
      );
    }
    await handleOrder(
      { type: 'ConfirmOrderStep', data: { orderId: 'o-1', step: 'accepted' } },
      { userId: 'staff-1', role: 'admin' },
    );
  } finally {
    await keys.close();
  }
}

/** The move, as docs/operations.md says: export to `file`, import --create into a new store, keys and secrets along. */
export async function moveTheLog(from: TestShopSetup, to: TestShopSetup, file: string): Promise<void> {
  const source = openStoredEventStore(from.config, {}, { create: false });
  try {
    await writeLogFile(file, selectEvents(source, {}));
  } finally {
    await source.close();
  }
  const target = openStoredEventStore(to.config, {}, { create: true });
  try {
    await importLog(target, () => readNumberedLogFile(file), {
      check: (line, number) => {
        const failure = verifyEvent({ ...fromLogLine(line), line: number });
        return failure && describeFailure(failure);
      },
    });
  } finally {
    await target.close();
  }
  for (const name of ['keys.sqlite', 'keys.sqlite-wal', 'secrets.json', 'vapid.json', 'internal.json']) {
    if (existsSync(join(from.dataDir, name))) copyFileSync(join(from.dataDir, name), join(to.dataDir, name));
  }
}

/** Every job of a queue on `setup`'s Redis prefix, whatever its state. */
export async function jobsOf(setup: TestShopSetup, name: string) {
  const queue = new Queue(name, {
    connection: { url: setup.config.REDIS_URL },
    prefix: bullPrefix(setup.prefix),
  });
  try {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
    return jobs.map((job) => ({ id: job.id, kind: (job.data as { kind: string }).kind }));
  } finally {
    await queue.close();
  }
}

const followers = ['mail reactor', 'order reactor', 'push reactor'];

/**
 * Polls the shop's health hash until its mail, order and push reactors have handled the log up to its head (their
 * heartbeat publishes the position handled), so that closing the shop saves their checkpoints at the head.
 */
export async function waitForReactorsAtHead(setup: TestShopSetup, shop: Shop): Promise<void> {
  const head = await shop.store.headPosition();
  await expect
    .poll(
      async () => {
        const published = await shop.redis.hgetall(healthComponentsKey(setup.prefix));
        return followers.filter((name) => {
          const component = published[name] ? (JSON.parse(published[name]) as PublishedComponent) : null;
          return component?.position === undefined || BigInt(component.position) < head;
        });
      },
      { timeout: 20_000, interval: 200 },
    )
    .toEqual([]);
}

/** The two shops of a move (`before`, `after`) sending to one mail catcher, and the file the log moves through. */
export type MovedShops = { smtp: MailCatcher; before: TestShopSetup; after: TestShopSetup; file: string };

/**
 * Registers the file's hooks: before its tests, a mail catcher and two prepared shops on their own data and Redis
 * prefixes; after them, all stopped and the temporary folder removed. The fields are set from the first test on.
 */
export function useMovedShops(name: string): MovedShops {
  const dir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const shops = { file: join(dir, 'shop.jsonl.gz') } as MovedShops;
  beforeAll(async () => {
    shops.smtp = await startMailCatcher();
    const env = {
      SMTP_URL: shops.smtp.smtpUrl,
      PUBLIC_URL: 'http://shop.test',
      PUSH_ALLOWED_HOSTS: '127.0.0.1',
      PUSH_ALLOW_LOOPBACK: 'true',
    };
    shops.before = prepareTestShop({ env });
    shops.after = prepareTestShop({ env });
  });
  afterAll(async () => {
    await shops.after?.stop();
    await shops.before?.stop();
    await shops.smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return shops;
}
