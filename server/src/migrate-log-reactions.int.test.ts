// Issue 28, item 4: moving a shop's log sends nothing twice. A one-process shop (real SQLite, Redis, a real local
// SMTP server) mails a sign-up's verification link and the confirmations of recent orders, and queues the pushes of
// a customer with a browser; then it stops and its log is moved as the docs say (export, import --create into a new
// store, keys and secrets copied) to a shop on a fresh Redis prefix. Once that shop's reactors have read the whole
// log: no mail, no push, no confirmation job again. A rebuild and replayLog of the same log send nothing either.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bullPrefix,
  mailQueueName,
  ordersQueueName,
  piiFields,
  pushQueueName,
  type Language,
} from '@shop/contracts';
import { createCommandHandler } from '@shop/command-api';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { createPushSubscriptions } from '@shop/command-api/push/subscriptions';
import { openStoredEventStore } from '@shop/platform';
import {
  fromLogLine,
  importLog,
  readNumberedLogFile,
  selectEvents,
  writeLogFile,
} from '@shop/platform/eventstore/log/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createLogger } from '@shop/platform/logger';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { appendAccountEvent, registerUser } from '@shop/projections/accounts/testing';
import { describeFailure, verifyEvent } from '@shop/projections/event-log/verify';
import { rebuildReadModels } from '@shop/projections';
import {
  mailReactorCheckpointKey,
  orderReactorCheckpointKey,
  pushReactorCheckpointKey,
} from '@shop/projections/reactors/index';
import { startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';
import type { Shop } from './create-shop';
import { replayLog } from './testing/replay-log';
import { prepareTestShop, type TestShopSetup } from './testing/test-shop';

let smtp: MailCatcher;
let before: TestShopSetup;
let after: TestShopSetup;
const dir = mkdtempSync(join(tmpdir(), 'shop-move-'));
const file = join(dir, 'shop.jsonl.gz');

beforeAll(async () => {
  smtp = await startMailCatcher();
  const env = {
    SMTP_URL: smtp.smtpUrl,
    PUBLIC_URL: 'http://shop.test',
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    PUSH_ALLOW_LOOPBACK: 'true',
  };
  before = prepareTestShop({ env });
  after = prepareTestShop({ env });
});

afterAll(async () => {
  await after?.stop();
  await before?.stop();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A shop with recent orders, a customer's browser subscribed to pushes and a sign-up's verification mail. */
async function runTheOldShop(shop: Shop): Promise<void> {
  const keys = createSqliteKeyStore({ file: join(before.dataDir, 'keys.sqlite') });
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
    const customer = async (userId: string, email: string, language: Language) => {
      await registerUser(store, { userId, name: 'Karim', lastName: 'Haddad', email, language });
      await appendAccountEvent(store, {
        type: 'ProfileUpdated',
        data: {
          userId,
          name: 'Karim',
          lastName: 'Haddad',
          number: '0550123456',
          address: '12 rue X',
          district: 'bir-el-djir',
          profileState: 'complited',
          at: new Date().toISOString(),
        },
      } as never);
    };
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

const queueOf = (prefix: string, name: string) =>
  new Queue(name, { connection: { url: after.config.REDIS_URL }, prefix: bullPrefix(prefix) });

/** Every job of the queue, whatever its state. */
async function jobsOf(prefix: string, name: string) {
  const queue = queueOf(prefix, name);
  try {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
    return jobs.map((job) => ({ id: job.id, kind: (job.data as { kind: string }).kind }));
  } finally {
    await queue.close();
  }
}

describe('moving the log to a new store and a fresh Redis prefix', () => {
  it('sends no mail, push or confirmation again; a rebuild and replayLog neither', async () => {
    const oldShop = await before.start({ seed: false });
    await runTheOldShop(oldShop);
    // The old shop did its work once: three verification mails, three confirmations, and u-1's pushes queued.
    await expect.poll(() => smtp.mailsTo('amina@example.dz').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => smtp.mailsTo('karim@example.dz').length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => smtp.mailsTo('nadia@example.dz').length, { timeout: 15_000 }).toBe(2);
    await expect
      .poll(async () => (await jobsOf(before.prefix, pushQueueName)).length, { timeout: 15_000 })
      .toBe(3); // o-1 placed and accepted, o-3 placed
    const sent = smtp.received.length;
    expect(sent).toBe(6);
    await oldShop.close();

    // The move, as docs/operations.md says: export, import --create into a new store, keys and secrets along.
    const source = openStoredEventStore(before.config, {}, { create: false });
    try {
      await writeLogFile(file, selectEvents(source, {}));
    } finally {
      await source.close();
    }
    const target = openStoredEventStore(after.config, {}, { create: true });
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
      if (existsSync(join(before.dataDir, name)))
        copyFileSync(join(before.dataDir, name), join(after.dataDir, name));
    }

    const newShop = await after.start({ seed: false });
    await newShop.waitForProjections(30_000);
    const head = await newShop.store.headPosition();
    // The reactors follow the store at the projections' pace; give them (and the workers) time to act, then stop
    // the shop, which saves each reactor's checkpoint: they read the whole log.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await newShop.close();
    const redis = newShop.redis.duplicate();
    try {
      for (const key of [
        mailReactorCheckpointKey(after.prefix),
        orderReactorCheckpointKey(after.prefix),
        pushReactorCheckpointKey(after.prefix),
      ]) {
        expect(BigInt((await redis.get(key)) ?? '-1'), key).toBeGreaterThanOrEqual(head);
      }
    } finally {
      redis.disconnect();
    }
    expect(smtp.received.length).toBe(sent);
    expect(await jobsOf(after.prefix, mailQueueName)).toEqual([]);
    expect(await jobsOf(after.prefix, pushQueueName)).toEqual([]);
    expect(
      (await jobsOf(after.prefix, ordersQueueName)).filter((job) => job.kind === 'order-confirmation'),
    ).toEqual([]);

    // A rebuild of the moved shop's read models, and a replay of its log, send nothing either.
    const store = openStoredEventStore(after.config, {}, { create: false });
    const rebuildRedis = newShop.redis.duplicate();
    try {
      await rebuildReadModels({
        store,
        redis: rebuildRedis,
        prefix: after.prefix,
        logger: createLogger('rebuild', 'silent'),
        cleanupDelayMs: 0,
      });
    } finally {
      rebuildRedis.disconnect();
      await store.close();
    }
    const replayed = await replayLog(file, {
      engine: 'embedded',
      keysFile: join(before.dataDir, 'keys.sqlite'),
    });
    await replayed.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(sent);
  });
});
