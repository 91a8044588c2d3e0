// Trust in cash orders over real I/O (docs/phone-and-trust.md "Confirmation calls and no-shows"): the order handler
// on a SQLite store through the personal-data wrapper, the projections in Redis, the order reactor → BullMQ → the
// order workers (the call reminder, the no-show recorded on the number).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStreams, type OpeningHours, type OrderView, type PhoneTrustView } from '@shop/contracts';
import { createOrderHandler, type HandleOrder } from '@shop/command-api/orders/handle';
import { createPhoneHandler, type PhoneHandler } from '@shop/command-api/orders/phone-handle';
import { createWorkerCommands } from '@shop/command-api/worker-commands';
import { appendCustomer, seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import type { EventStore } from '@shop/platform/eventstore/port';
import { readModelKeys } from '@shop/platform/read-model-keys';
import type { Projections } from '@shop/projections/runner';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import { startOrderJobs, type OrderJobs } from '../testing/order-jobs';

// Tuesday 2026-11-24, 13:00 in Oran: the shop is open all day.
const clock = new Date('2026-11-24T12:00:00.000Z');
const allDay = { open: '00:00', close: '23:59' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
};
const staff = { userId: 'staff-1', role: 'moderator' as const };
const rules = {
  firstOrderCall: true,
  callAboveTotal: null,
  noShowsBeforeCall: 1,
  reminderMinutes: 10,
  maxOpenOrders: null,
};

let fx: IntFixture;
let store: EventStore;
let projections: Projections;
let jobs: OrderJobs;
let handleOrder: HandleOrder;
let phones: PhoneHandler;

const keys = () => readModelKeys(fx.prefix, 1);
const view = async (orderId: string) =>
  JSON.parse((await fx.redis.get(keys().order(orderId))) ?? 'null') as OrderView | null;
const trustOf = async (phone: string) =>
  JSON.parse((await fx.redis.hget(keys().phoneTrust, phone)) ?? 'null') as PhoneTrustView | null;
/** The trust-relevant types of a command's events (the promised time, docs/kitchen.md, left aside). */
const placedTypes = (result: { events: { type: string }[] }) =>
  result.events.map((e) => e.type).filter((t) => t !== 'OrderPromised');
const typesOf = async (stream: string) => {
  const types: string[] = [];
  for await (const e of store.readStream(stream)) types.push(e.type);
  return types;
};

/** A customer's checkout and its placement from `phone` (as typed). */
async function order(orderId: string, userId: string, phone: string) {
  await appendCustomer(store, userId, clock.toISOString());
  await handleOrder(
    {
      type: 'StartCheckout',
      data: { orderId, userId, type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
    },
    { userId, role: 'user' },
  );
  return handleOrder(
    { type: 'PlaceOrder', data: { orderId, delivery: { recipient: 'Amina', phone } } },
    { userId, role: 'user' },
  );
}

beforeAll(async () => {
  fx = await createIntFixture();
  ({ store } = fx.personalData());
  await seedOrderMenu(fx.handle, [{ productId: 'margherita', name: 'Margherita', price: 900 }]);
  await fx.handle({ type: 'SetOpeningHours', data: hours });
  await fx.handle({ type: 'SetTrustRules', data: rules });
  handleOrder = createOrderHandler({ store, now: () => clock });
  phones = createPhoneHandler({ store, now: () => clock });
  projections = fx.projections(store);
  await projections.start();
  // The reactor meets each event 10 minutes after the clock: a reminder is due at once.
  jobs = await startOrderJobs(fx, {
    store,
    publicUrl: 'http://shop.test',
    workersNow: () => clock,
    reactorNow: () => new Date(clock.getTime() + 10 * 60_000),
  });
});

afterAll(async () => {
  await jobs.close();
  await fx.close();
});

describe('confirmation calls', () => {
  it('a first order waits in "to call", is reminded once, and goes on once the call is confirmed', async () => {
    const placed = await order('first-1', 'u-first', '0550 11 22 33');
    expect(placedTypes(placed)).toEqual(['OrderPlaced', 'OrderHeldForCall']);
    await expect(
      handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'first-1', step: 'accepted' } }, staff),
    ).rejects.toMatchObject({ code: 'order.call_pending' });

    // The reminder job runs RemindCall: one OrderCallReminded, and a second run appends nothing.
    await expect
      .poll(() => typesOf(orderStreams.order('first-1')), { timeout: 10_000 })
      .toContain('OrderCallReminded');
    const again = await createWorkerCommands({ store, now: () => clock }).send({
      type: 'RemindCall',
      orderId: 'first-1',
    });
    expect(again.events).toEqual([]);
    await jobs.reactor.waitForIdle();
    expect(
      (await typesOf(orderStreams.order('first-1'))).filter((t) => t === 'OrderCallReminded'),
    ).toHaveLength(1);

    await projections.waitForIdle();
    expect(await fx.redis.zscore(keys().ordersToCall, 'first-1')).not.toBeNull();
    expect((await view('first-1'))?.call).toMatchObject({ reasons: ['first_order'], confirmedAt: null });

    await handleOrder({ type: 'ConfirmCall', data: { orderId: 'first-1' } }, staff);
    await handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'first-1', step: 'accepted' } }, staff);
    await projections.waitForIdle();
    expect(await fx.redis.zscore(keys().ordersToCall, 'first-1')).toBeNull();
    expect(await view('first-1')).toMatchObject({
      status: 'accepted',
      call: { confirmedAt: clock.toISOString() },
    });

    // The same number however typed: its second order is not a first one.
    const second = await order('first-2', 'u-first', '+213550112233');
    expect(placedTypes(second)).toEqual(['OrderPlaced']);
    await projections.waitForIdle();
    expect(await trustOf('+213550112233')).toMatchObject({ orders: 2, noShows: 0 });
  });

  it('only staff confirm a call', async () => {
    await order('who-1', 'u-who', '0550 99 88 77');
    await expect(
      handleOrder({ type: 'ConfirmCall', data: { orderId: 'who-1' } }, { userId: 'u-who', role: 'user' }),
    ).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('no-shows and blocked numbers', () => {
  it('a cancellation for no-show counts on the number; its next order waits for a call', async () => {
    await order('ns-1', 'u-ns', '0661 00 00 01');
    await handleOrder({ type: 'ConfirmCall', data: { orderId: 'ns-1' } }, staff);
    await handleOrder({ type: 'CancelOrder', data: { orderId: 'ns-1', reason: 'no_show' } }, staff);
    await expect
      .poll(() => typesOf(orderStreams.phone('+213661000001')), { timeout: 10_000 })
      .toContain('NoShowRecorded');
    const next = await order('ns-2', 'u-ns', '0661000001');
    expect(next.events.find((e) => e.type === 'OrderHeldForCall')).toMatchObject({
      type: 'OrderHeldForCall',
      data: { reasons: ['no_show'] },
    });
    await projections.waitForIdle();
    expect(await trustOf('+213661000001')).toMatchObject({ orders: 2, noShows: 1 });
  });

  it('a blocked number is refused at PlaceOrder until the block is lifted, with both reasons in its history', async () => {
    await phones.block('0770 12 34 56', 'deux commandes refusées', staff);
    await expect(order('bl-1', 'u-bl', '+213770123456')).rejects.toMatchObject({ code: 'phone.blocked' });
    await expect(phones.block('0770 12 34 56', 'x', { userId: 'u-bl', role: 'user' })).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
    await phones.unblock('00213 770 12 34 56', 'il a payé', staff);
    const placed = await handleOrder(
      {
        type: 'PlaceOrder',
        data: { orderId: 'bl-1', delivery: { recipient: 'Amina', phone: '0770123456' } },
      },
      { userId: 'u-bl', role: 'user' },
    );
    expect(placed.events[0]?.type).toBe('OrderPlaced');
    await projections.waitForIdle();
    const trust = await trustOf('+213770123456');
    expect(trust?.blocked).toBeNull();
    expect(trust?.history.map((h) => h.type)).toEqual(['blocked', 'unblocked']);
  });

  it('limits the open orders of one number', async () => {
    await fx.handle({ type: 'SetTrustRules', data: { ...rules, firstOrderCall: false, maxOpenOrders: 1 } });
    await order('open-1', 'u-open', '0550 40 40 40');
    await expect(order('open-2', 'u-open', '0550404040')).rejects.toMatchObject({
      code: 'phone.open_orders_limit',
    });
    await handleOrder({ type: 'CancelOrder', data: { orderId: 'open-1', reason: 'customer' } }, staff);
    const placed = await handleOrder(
      {
        type: 'PlaceOrder',
        data: { orderId: 'open-2', delivery: { recipient: 'Amina', phone: '0550404040' } },
      },
      { userId: 'u-open', role: 'user' },
    );
    expect(placed.events[0]?.type).toBe('OrderPlaced');
    await fx.handle({ type: 'SetTrustRules', data: rules });
  });
});
