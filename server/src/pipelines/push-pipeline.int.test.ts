// Web Push of the order steps end to end over real I/O: the push subscriptions (command side, through the
// personal-data wrapper) → the push read model → the push reactor → BullMQ in Redis → the push worker and the
// web-push library → a real HTTP request to the subscription's endpoint, captured by a local push service and
// decrypted with the browser's keys; its VAPID header is verified with the shop's public key.
import { Queue } from 'bullmq';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStreams,
  bullPrefix,
  pushMessage,
  pushQueueName,
  type OrderStepPushJob,
} from '@shop/contracts';
import { createOrderHandler, type HandleOrder } from '@shop/command-api/orders/handle';
import { appendCustomer, seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { createPushSubscriptions, type PushSubscriptions } from '@shop/command-api/push/subscriptions';
import { createWorkerCommands } from '@shop/command-api/worker-commands';
import { generateVapidKeys } from '@shop/platform/auth/secrets';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/index';
import { appendAccountEvent } from '@shop/projections/accounts/testing';
import { createPushReactor } from '@shop/projections/reactors/index';
import type { Projections } from '@shop/projections/runner';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import type { QueueWorker } from '@shop/workers/queue-worker';
import { createPushWorkers } from '@shop/workers/push/create-push-workers';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type PushService,
} from '@shop/workers/push/testing/push-service';

const subject = 'mailto:shop@oran-food.test';
/** The local push service lives on 127.0.0.1: allowed here explicitly, as PUSH_ALLOW_LOOPBACK=true would. */
const localPushService = { allowedHosts: ['127.0.0.1'], allowLoopback: true };
/** Each push request's deadline here: short, so a push service that never answers costs the tests a second. */
const pushTimeoutMs = 1_000;
const vapid = generateVapidKeys();
let fx: IntFixture;
let keys: KeyStore;
let store: EventStore;
let projections: Projections;
let service: PushService;
let subscriptions: PushSubscriptions;
let workers: QueueWorker;
let reactor: ReturnType<typeof createPushReactor>;
let queue: Queue<OrderStepPushJob>;
let handleOrder: HandleOrder;

const customerCtx = (userId: string) => ({ userId, role: 'user' as const });
const staff = { userId: 'staff-1', role: 'admin' as const };

async function placeOrder(orderId: string, userId: string) {
  await handleOrder(
    {
      type: 'StartCheckout',
      data: { orderId, userId, type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
    },
    customerCtx(userId),
  );
  await handleOrder(
    {
      type: 'PlaceOrder',
      data: {
        orderId,
        delivery: { recipient: 'Amina', phone: '0550123456', districtId: 'bir-el-djir', address: '12 rue X' },
      },
    },
    customerCtx(userId),
  );
}
const confirm = (orderId: string, step: 'accepted' | 'preparing') =>
  handleOrder({ type: 'ConfirmOrderStep', data: { orderId, step } }, staff);
const pushesTo = (path: string) => service.received.filter((r) => r.path === path);
/** A browser of the customer allowing notifications: its keys (to decrypt what it receives) and subscription id. */
const subscribeBrowser = async (userId: string, path: string, language: 'fr' | 'en' | 'ar') => {
  const browser = browserKeys();
  const { subscriptionId } = await subscriptions.subscribe(
    userId,
    { endpoint: `${service.url}${path}`, keys: { p256dh: browser.p256dh, auth: browser.auth }, language },
    customerCtx(userId),
  );
  return { ...browser, subscriptionId };
};
const eventIdOf = async (stream: string, type: string) => {
  let id: string | undefined;
  for await (const e of store.readStream(stream)) if (e.type === type) id = e.id;
  if (!id) throw new Error(`no ${type} in ${stream}`);
  return id;
};

/** The push workers on the local push service, each push request given up after `timeoutMs`. */
const startPushWorkers = async (timeoutMs: number) => {
  const started = createPushWorkers({
    connection: fx.redis,
    redis: fx.redis,
    prefix: fx.prefix,
    store,
    vapid: { ...vapid, subject },
    commands: createWorkerCommands({ store }),
    agent: service.agent,
    endpoints: localPushService,
    timeoutMs,
    logger: fx.logger,
  });
  await started.ready;
  return started;
};

beforeAll(async () => {
  fx = await createIntFixture();
  ({ keys, store } = fx.personalData());
  await seedOrderMenu(fx.handle, [{ productId: 'margherita', name: 'Margherita', price: 900 }]);
  handleOrder = createOrderHandler({ store });
  projections = fx.projections(store);
  await projections.start();
  service = await startPushService();
  subscriptions = createPushSubscriptions({ store, endpoints: localPushService });
  workers = await startPushWorkers(pushTimeoutMs);
  reactor = createPushReactor({
    store,
    redis: fx.redis,
    queueConnection: fx.redis,
    prefix: fx.prefix,
    logger: fx.logger,
  });
  await reactor.start();
  queue = new Queue(pushQueueName, { connection: fx.redis, prefix: bullPrefix(fx.prefix) });
});

afterAll(async () => {
  await reactor.close();
  await workers.close(); // a second time after the last test: closing is idempotent
  await queue.obliterate({ force: true });
  await queue.close();
  await service.close();
  await fx.close();
});

describe('order step pushes', () => {
  it('sends each step, encrypted for the browser, with VAPID auth, in the language it subscribed in', async () => {
    await appendCustomer(store, 'u-1', new Date().toISOString());
    const phone = await subscribeBrowser('u-1', '/push/phone-1', 'ar');
    // The log keeps the endpoint and keys encrypted with the customer's key.
    for await (const e of fx.store.readStream(accountStreams.push('u-1'))) {
      const data = e.data as { endpoint: string; p256dh: string; auth: string };
      for (const field of [data.endpoint, data.p256dh, data.auth]) expect(field).toMatch(/^enc:v1:/);
    }

    await placeOrder('o-1', 'u-1');
    await confirm('o-1', 'accepted');
    await expect.poll(() => pushesTo('/push/phone-1').length, { timeout: 15_000 }).toBe(2);

    const messages = pushesTo('/push/phone-1').map((r) =>
      pushMessage.parse(JSON.parse(decryptPush(r.body, phone))),
    );
    expect(messages.map((m) => m.body).sort()).toEqual(
      ['طلبك الآن في مرحلة «مستلمة».', 'طلبك الآن في مرحلة «مؤكدة».'].sort(),
    );
    expect(messages[0]).toMatchObject({
      title: 'Oran Food: الطلب رقم 1',
      url: '/myAccount/myOrders/o-1',
      tag: 'order-o-1',
      lang: 'ar',
      dir: 'rtl',
    });

    const request = pushesTo('/push/phone-1')[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['ttl']).toBe('3600');
    expect(request.headers['urgency']).toBe('high');
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(auth?.[2]).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(auth![1]!, key, { audience: service.url, subject });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('drops a subscription its push service says is gone', async () => {
    await appendCustomer(store, 'u-2', new Date().toISOString());
    const { subscriptionId } = await subscribeBrowser('u-2', '/gone/old-phone', 'fr');
    await placeOrder('o-2', 'u-2');
    await expect.poll(() => pushesTo('/gone/old-phone').length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(async () => {
        const types: { type: string; data: unknown }[] = [];
        for await (const e of store.readStream(accountStreams.push('u-2'))) types.push(e);
        return types.at(-1);
      })
      .toMatchObject({ type: 'PushUnsubscribed', data: { subscriptionId, reason: 'expired' } });
  });

  it('pushes nothing to an erased account: its subscriptions go with it', async () => {
    await appendCustomer(store, 'u-3', new Date().toISOString());
    const tablet = await subscribeBrowser('u-3', '/push/tablet-3', 'en');
    await placeOrder('o-3', 'u-3');
    await expect.poll(() => pushesTo('/push/tablet-3').length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(decryptPush(pushesTo('/push/tablet-3')[0]!.body, tablet))).toMatchObject({
      title: 'Oran Food: order #3',
      body: 'Your order is now at the step “Received”.',
    });

    await appendAccountEvent(store, {
      type: 'AccountDeleted',
      data: { userId: 'u-3', by: 'u-3', at: new Date().toISOString() },
    });
    await keys.destroy('u-3');
    await projections.waitForIdle(10_000);
    await confirm('o-3', 'accepted');
    const stepEvent = await eventIdOf('order-o-3', 'OrderStepConfirmed');
    await expect
      .poll(async () => (await queue.getJob(stepEvent))?.returnvalue, { timeout: 15_000 })
      .toEqual({ sent: 0, expired: 0, reason: 'no subscription' });
    expect(pushesTo('/push/tablet-3')).toHaveLength(1);
    // A rebuild reads the erased endpoint as null and builds nothing for it.
    for await (const e of store.readStream(accountStreams.push('u-3')))
      expect((e.data as { endpoint: unknown }).endpoint).toBeNull();
  });

  it('adds no job for the steps of a customer with no browser subscribed, and one again once they subscribe', async () => {
    await appendCustomer(store, 'u-4', new Date().toISOString());
    await placeOrder('o-4', 'u-4');
    await confirm('o-4', 'accepted');
    await reactor.waitForIdle(10_000);
    for (const type of ['OrderPlaced', 'OrderStepConfirmed'])
      expect(await queue.getJob(await eventIdOf('order-o-4', type))).toBeUndefined();

    await subscribeBrowser('u-4', '/push/laptop-4', 'fr');
    await confirm('o-4', 'preparing');
    await expect.poll(() => pushesTo('/push/laptop-4').length, { timeout: 15_000 }).toBe(1);
  });

  it('gives up on a push service that never answers within seconds, and other customers still get theirs', async () => {
    // Issue 26: four orders of a customer whose endpoint accepts TCP and TLS and never answers held every slot.
    await appendCustomer(store, 'u-5', new Date().toISOString());
    await subscribeBrowser('u-5', '/hang/phone-5', 'fr');
    for (const n of [1, 2, 3, 4]) await placeOrder(`o-5-${n}`, 'u-5');
    await expect.poll(() => service.hanging.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);

    await appendCustomer(store, 'u-6', new Date().toISOString());
    await subscribeBrowser('u-6', '/push/phone-6', 'fr');
    await placeOrder('o-6', 'u-6');
    await expect.poll(() => pushesTo('/push/phone-6').length, { timeout: 10_000 }).toBe(1);

    const hungJob = await eventIdOf('order-o-5-1', 'OrderPlaced');
    await expect
      .poll(async () => (await queue.getJob(hungJob))?.failedReason, { timeout: 5_000 })
      .toBe(`no answer from the push service within ${pushTimeoutMs} ms`);
  });

  it('refuses at send time an endpoint the policy no longer allows, drops it and sends the others', async () => {
    await appendCustomer(store, 'u-7', new Date().toISOString());
    const laptop = await subscribeBrowser('u-7', '/push/laptop-7', 'fr');
    // Subscribed while the shop allowed more (a subscription from before the policy): refused when sending now.
    const old = createPushSubscriptions({
      store,
      endpoints: { allowedHosts: ['localhost'], allowLoopback: true },
    });
    const { subscriptionId } = await old.subscribe(
      'u-7',
      {
        endpoint: 'https://localhost:6379/',
        keys: { p256dh: laptop.p256dh, auth: laptop.auth },
        language: 'fr',
      },
      customerCtx('u-7'),
    );
    await placeOrder('o-7', 'u-7');
    const placed = await eventIdOf('order-o-7', 'OrderPlaced');
    await expect
      .poll(async () => (await queue.getJob(placed))?.returnvalue, { timeout: 15_000 })
      .toEqual({ sent: 1, expired: 0, refused: 1 });
    expect(pushesTo('/push/laptop-7')).toHaveLength(1);
    const events: { type: string; data: unknown }[] = [];
    for await (const e of store.readStream(accountStreams.push('u-7'))) events.push(e);
    expect(events.at(-1)).toMatchObject({
      type: 'PushUnsubscribed',
      data: { subscriptionId, reason: 'refused' },
    });
  });

  it('closes within seconds while a push hangs: closing aborts the requests in flight', async () => {
    // The shared workers give up after a second anyway; these wait a minute, as a slow push service could make them.
    await workers.close();
    const patient = await startPushWorkers(60_000);
    const before = service.hanging.length;
    await appendCustomer(store, 'u-8', new Date().toISOString());
    await subscribeBrowser('u-8', '/hang/phone-8', 'fr');
    await placeOrder('o-8', 'u-8');
    await expect.poll(() => service.hanging.length, { timeout: 15_000 }).toBeGreaterThan(before);
    const started = performance.now();
    await patient.close();
    expect(performance.now() - started).toBeLessThan(3_000);
    const job = await queue.getJob(await eventIdOf('order-o-8', 'OrderPlaced'));
    expect(job?.failedReason).toBe('push request aborted: the worker is closing');
  });
});
