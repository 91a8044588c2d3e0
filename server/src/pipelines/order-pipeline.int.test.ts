// Order jobs end to end over real I/O: the order handler on a SQLite store (through the personal-data wrapper) →
// the order reactor → BullMQ jobs in Redis → the order workers → a real local SMTP server, and ExpireCheckout
// appended back through the same handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, orderStreams, type Language } from '@shop/contracts';
import { createOrderHandler, type HandleOrder } from '@shop/command-api/orders/handle';
import { seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/index';
import { appendAccountEvent, registerCustomer } from '@shop/projections/accounts/testing';
import { orderReactorCheckpointKey } from '@shop/projections/reactors/index';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import { startOrderJobs, type OrderJobs } from '../testing/order-jobs';
import { startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';
import { orderDisplayNumber } from '@shop/workers/orders/display-number';

const TTL_MS = 1_500;
const publicUrl = 'http://shop.test:3000';
let fx: IntFixture;
let keys: KeyStore;
let store: EventStore;
let smtp: MailCatcher;
let handleOrder: HandleOrder;
let jobs: OrderJobs;

const typesOf = async (orderId: string) => {
  const types: string[] = [];
  for await (const e of store.readStream(orderStreams.order(orderId))) types.push(e.type);
  return types;
};
const typedEvents = async (orderId: string) => {
  const events: { type: string; data: unknown }[] = [];
  for await (const e of store.readStream(orderStreams.order(orderId))) events.push(e);
  return events;
};
const eventId = async (orderId: string, type: string) => {
  for await (const e of store.readStream(orderStreams.order(orderId))) if (e.type === type) return e.id;
  throw new Error(`no ${type} in order ${orderId}`);
};

const customer = (userId: string, email: string, language: Language) =>
  registerCustomer(store, { userId, name: 'Amina', lastName: 'Benali', email, language });
const ctx = (userId: string) => ({ userId, role: 'user' as const });
const start = (orderId: string, userId: string) =>
  handleOrder(
    {
      type: 'StartCheckout',
      data: {
        orderId,
        userId,
        type: 'delivery',
        lines: [
          { productId: 'margherita', quantity: 2 },
          { productId: 'cola', quantity: 1 },
        ],
      },
    },
    ctx(userId),
  );
const place = (orderId: string, userId: string) =>
  handleOrder(
    {
      type: 'PlaceOrder',
      data: {
        orderId,
        delivery: { recipient: 'Amina', phone: '0550123456', districtId: 'bir-el-djir', address: '12 rue X' },
      },
    },
    ctx(userId),
  );

beforeAll(async () => {
  fx = await createIntFixture();
  ({ keys, store } = fx.personalData());
  await seedOrderMenu(fx.handle, [
    { productId: 'margherita', name: 'Margherita', price: 900 },
    { productId: 'cola', name: 'Cola', price: 250 },
  ]);
  handleOrder = createOrderHandler({ store });
  // The orders read model numbers the orders (1, 2, 3…): the mail shows that number.
  await fx.projections(store).start();

  smtp = await startMailCatcher();
  jobs = await startOrderJobs(fx, { store, publicUrl, smtpUrl: smtp.smtpUrl, checkoutTtlMs: TTL_MS });
});

afterAll(async () => {
  await jobs.close();
  await smtp.close();
  await fx.close();
});

describe('order jobs through the reactor, BullMQ, the handler and SMTP', () => {
  it('mails the confirmation of a placed order in the customer language, with lines, totals and the link', async () => {
    await customer('u-ar', 'amina@example.dz', 'ar');
    await start('o-1', 'u-ar');
    await place('o-1', 'u-ar');
    await expect.poll(() => smtp.mailsTo('amina@example.dz').length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.mailsTo('amina@example.dz')[0]!;
    expect(mail.subject).toBe('Oran Food: تم استلام طلبك رقم 1');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('2 × Margherita (1 XL): \u20661 800 DA\u2069');
    expect(mail.text).toContain('المجموع المستحق: \u20662 250 DA\u2069');
    expect(mail.html).toContain(`href="${publicUrl}/myAccount/myOrders/o-1"`);
    // Job id = the OrderPlaced event id; the job carries ids and the link, no address.
    const job = await jobs.queue.getJob(await eventId('o-1', 'OrderPlaced'));
    expect(job?.data).toEqual({
      kind: 'order-confirmation',
      orderId: 'o-1',
      userId: 'u-ar',
      link: `${publicUrl}/myAccount/myOrders/o-1`,
    });
  });

  it('expires a checkout never placed after the TTL, and leaves a placed one alone', async () => {
    await customer('u-fr', 'karim@example.dz', 'fr');
    await start('o-2', 'u-fr');
    await jobs.reactor.waitForIdle();
    const expiryOfPlaced = await eventId('o-1', 'CheckoutStarted');
    const expiryOfAbandoned = await eventId('o-2', 'CheckoutStarted');
    expect((await jobs.queue.getJob(expiryOfAbandoned))?.opts.delay).toBeGreaterThan(0);
    expect(await typesOf('o-2')).toEqual(['CheckoutStarted']);
    await expect
      .poll(() => typesOf('o-2'), { timeout: 10_000 })
      .toEqual(['CheckoutStarted', 'CheckoutExpired']);
    const error = await place('o-2', 'u-fr').catch((e: unknown) => e);
    expect((error as DomainError).code).toBe('checkout.expired');

    await expect
      .poll(async () => (await jobs.queue.getJob(expiryOfPlaced))?.returnvalue, { timeout: 10_000 })
      .toEqual({
        expired: false,
      });
    expect(await typesOf('o-1')).not.toContain('CheckoutExpired');
    expect(smtp.mailsTo('karim@example.dz')).toEqual([]);
  });

  it('mails nobody for an account erased before the worker got to the job', async () => {
    await customer('u-gone', 'yacine@example.dz', 'fr');
    await start('o-3', 'u-gone');
    await jobs.workers.close(); // the job waits in Redis
    await place('o-3', 'u-gone');
    await jobs.reactor.waitForIdle();
    await appendAccountEvent(store, {
      type: 'AccountDeleted',
      data: { userId: 'u-gone', by: 'u-gone', at: new Date().toISOString() },
    });
    await keys.destroy('u-gone');
    await jobs.startWorkers();
    const placedId = await eventId('o-3', 'OrderPlaced');
    await expect
      .poll(async () => (await jobs.queue.getJob(placedId))?.returnvalue, { timeout: 10_000 })
      .toEqual({
        sent: false,
        reason: 'account erased',
      });
    expect(smtp.mailsTo('yacine@example.dz')).toEqual([]);
  });

  it('sends nothing twice and schedules nothing twice when the reactor replays the log', async () => {
    await expect
      .poll(
        async () =>
          Object.values(await jobs.queue.getJobCounts('waiting', 'delayed', 'active')).every((n) => n === 0),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const before = {
      mails: smtp.received.length,
      jobs: (await jobs.queue.getJobCounts('completed')).completed ?? 0,
    };
    await jobs.reactor.stop();
    await fx.redis.del(orderReactorCheckpointKey(fx.prefix));
    await jobs.startReactor();
    await jobs.reactor.waitForIdle();
    await customer('u-en', 'rania@example.dz', 'en');
    await start('o-4', 'u-en');
    await place('o-4', 'u-en');
    await expect.poll(() => smtp.mailsTo('rania@example.dz').length, { timeout: 10_000 }).toBe(1);
    expect(smtp.mailsTo('rania@example.dz')[0]!.subject).toBe('Oran Food: your order #3 is received');
    expect(smtp.received.length).toBe(before.mails + 1);
    // Only o-4's two jobs are new (its expiry is still delayed or done).
    const counts = await jobs.queue.getJobCounts('completed', 'delayed', 'waiting', 'active');
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(before.jobs + 2);
  });

  it('falls back to the short order id when the read model has not numbered the order in time', async () => {
    expect(await orderDisplayNumber(fx.redis, fx.prefix, 'o-1', 0)).toBe(1);
    const started = Date.now();
    expect(await orderDisplayNumber(fx.redis, fx.prefix, 'o-2', 300)).toBeNull(); // never placed
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('an order erased before the reactor got to it: the reactor, reading no personal field, still adds the job; nobody is mailed', async () => {
    await customer('u-shredded', 'lina@example.dz', 'fr');
    await start('o-5', 'u-shredded');
    await jobs.reactor.stop();
    await place('o-5', 'u-shredded');
    await appendAccountEvent(store, {
      type: 'AccountDeleted',
      data: { userId: 'u-shredded', by: 'u-shredded', at: new Date().toISOString() },
    });
    await keys.destroy('u-shredded');
    const placedId = await eventId('o-5', 'OrderPlaced');
    const [placed] = (await typedEvents('o-5')).filter((e) => e.type === 'OrderPlaced');
    expect((placed!.data as { delivery: unknown }).delivery).toMatchObject({ recipient: null, phone: null });
    await jobs.startReactor();
    await jobs.reactor.waitForIdle();
    expect((await jobs.queue.getJob(placedId))?.data).toEqual({
      kind: 'order-confirmation',
      orderId: 'o-5',
      userId: 'u-shredded',
      link: `${publicUrl}/myAccount/myOrders/o-5`,
    });
    await expect
      .poll(async () => (await jobs.queue.getJob(placedId))?.returnvalue, { timeout: 10_000 })
      .toEqual({ sent: false, reason: 'account erased' });
    expect(smtp.mailsTo('lina@example.dz')).toEqual([]);
  });
});
