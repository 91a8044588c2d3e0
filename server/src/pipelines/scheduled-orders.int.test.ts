// Scheduled orders over real I/O (docs/orders.md "Scheduled orders"): the order handler on a SQLite store
// through the personal-data wrapper, the projections in Redis, the order reactor → BullMQ → the order workers
// releasing the order to the live list. The race for a slot's last place is decided by the store's expected
// revision: both racers are held until each has read the slot stream and decided, then both append.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, orderStreams, type OpeningHours, type OrderView } from '@shop/contracts';
import { createOrderHandler, type HandleOrder } from '@shop/command-api/orders/handle';
import { appendCustomer, seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import type { EventStore } from '@shop/platform/eventstore/port';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import type { Projections } from '@shop/projections/runner';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import { startOrderJobs, type OrderJobs } from '../testing/order-jobs';

// Tuesday 2026-11-24, 10:00 in Oran (UTC+1): the shop opens at 11:00.
const clock = new Date('2026-11-24T09:00:00.000Z');
const oran = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00.000+01:00`).toISOString();
const day = { open: '11:00', close: '23:00' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
};

let fx: IntFixture;
let store: EventStore;
let projections: Projections;
let jobs: OrderJobs;
let subscriber: Redis;
const messages: { type: string; orderId?: string }[] = [];
/** What the order reactor takes as now (it delays the release job from it). */
let reactorNow = clock;

const keys = () => readModelKeys(fx.prefix, 1);
const view = async (orderId: string) =>
  JSON.parse((await fx.redis.get(keys().order(orderId))) ?? 'null') as OrderView | null;
const eventsOf = async (s: EventStore, stream: string) => {
  const events: { type: string; data: unknown }[] = [];
  for await (const e of s.readStream(stream)) events.push({ type: e.type, data: e.data });
  return events;
};

/** The store, with the first appends to `stream` held until `parties` of them have arrived (each has decided). */
function racingOn(inner: EventStore, stream: string, parties: number): EventStore {
  const waiting: (() => void)[] = [];
  let armed = true;
  return new Proxy(inner, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (prop !== 'append') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<EventStore['append']>) => {
        if (armed && args[0] === stream)
          await new Promise<void>((release) => {
            waiting.push(release);
            if (waiting.length < parties) return;
            armed = false;
            for (const r of waiting) r();
          });
        return target.append(...args);
      };
    },
  });
}

async function checkout(handleOrder: HandleOrder, orderId: string, userId: string) {
  await appendCustomer(store, userId, clock.toISOString());
  await handleOrder(
    {
      type: 'StartCheckout',
      data: { orderId, userId, type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
    },
    { userId, role: 'user' },
  );
}
const place = (handleOrder: HandleOrder, orderId: string, userId: string, slot: string | null) =>
  handleOrder(
    {
      type: 'PlaceOrder',
      data: { orderId, delivery: { recipient: 'Amina', phone: '0550123456' }, slot },
    },
    { userId, role: 'user' },
  );
const codeOf = (reason: unknown) => (reason instanceof DomainError ? reason.code : String(reason));
/** An order handler whose first appends to `slot`'s stream wait until `parties` customers have decided. */
const racingFor = (slot: string, parties: number) =>
  createOrderHandler({ store: racingOn(store, orderStreams.slot(slot), parties), now: () => clock });
/** The codes of the placements refused. */
const refusals = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.flatMap((o) => (o.status === 'rejected' ? [codeOf(o.reason)] : []));

beforeAll(async () => {
  fx = await createIntFixture();
  ({ store } = fx.personalData());
  await seedOrderMenu(fx.handle, [{ productId: 'margherita', name: 'Margherita', price: 900 }]);
  await fx.handle({ type: 'SetOpeningHours', data: hours });
  projections = fx.projections(store);
  await projections.start();

  subscriber = new Redis('redis://127.0.0.1:6379');
  await subscriber.subscribe(sharedKeys(fx.prefix).changedChannel);
  subscriber.on('message', (_channel, raw: string) => messages.push(JSON.parse(raw) as never));

  jobs = await startOrderJobs(fx, {
    store,
    publicUrl: 'http://shop.test',
    workersNow: () => clock,
    reactorNow: () => reactorNow,
  });
});

afterAll(async () => {
  await jobs.close();
  await subscriber.quit();
  await fx.close();
});

describe('scheduled orders', () => {
  it('two customers racing for the last place of a slot: the store lets exactly one have it', async () => {
    await fx.handle({ type: 'SetSlotCapacity', data: { capacity: 1 } });
    const slot = oran('13:00');
    const racing = racingFor(slot, 2);
    await checkout(racing, 'race-a', 'u-a');
    await checkout(racing, 'race-b', 'u-b');

    const outcomes = await Promise.allSettled([
      place(racing, 'race-a', 'u-a', slot),
      place(racing, 'race-b', 'u-b', slot),
    ]);

    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = refusals(outcomes);
    expect(won).toHaveLength(1);
    expect(lost).toEqual(['slot.full']);
    const reserved = await eventsOf(store, orderStreams.slot(slot));
    expect(reserved.map((e) => e.type)).toEqual(['SlotReserved']);
    const winner = (reserved[0]!.data as { orderId: string }).orderId;
    const loser = winner === 'race-a' ? 'race-b' : 'race-a';
    expect((await eventsOf(store, orderStreams.order(loser))).map((e) => e.type)).toEqual([
      'CheckoutStarted',
    ]);
    expect((await eventsOf(store, orderStreams.order(winner))).map((e) => e.type)).toContain('OrderPlaced');

    await projections.waitForIdle();
    expect(await fx.redis.hget(keys().slotsTaken, slot)).toBe('1');
  });

  it('of six customers racing for a slot of two places, two get one and four are told it is full', async () => {
    await fx.handle({ type: 'SetSlotCapacity', data: { capacity: 2 } });
    const slot = oran('14:00');
    const racing = racingFor(slot, 6);
    const ids = ['1', '2', '3', '4', '5', '6'];
    for (const i of ids) await checkout(racing, `six-${i}`, `u-six-${i}`);
    const outcomes = await Promise.allSettled(ids.map((i) => place(racing, `six-${i}`, `u-six-${i}`, slot)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(refusals(outcomes)).toEqual(Array(4).fill('slot.full'));
    expect((await eventsOf(store, orderStreams.slot(slot))).map((e) => e.type)).toEqual([
      'SlotReserved',
      'SlotReserved',
    ]);
  });

  it('while the shop is closed: "as soon as possible" is refused, a slot inside the opening hours is placed', async () => {
    const handleOrder = createOrderHandler({ store, now: () => clock });
    await checkout(handleOrder, 'closed-1', 'u-closed');
    await expect(place(handleOrder, 'closed-1', 'u-closed', null)).rejects.toMatchObject({
      code: 'shop.closed',
    });
    await expect(place(handleOrder, 'closed-1', 'u-closed', oran('10:45'))).rejects.toMatchObject({
      code: 'slot.unavailable',
    });
    await place(handleOrder, 'closed-1', 'u-closed', oran('12:00'));
    const placed = (await eventsOf(store, orderStreams.order('closed-1'))).find(
      (e) => e.type === 'OrderPlaced',
    );
    expect(placed?.data).toMatchObject({ slot: oran('12:00') });
  });

  it('the release job moves the order from the scheduled lane to the live list 30 minutes before its slot', async () => {
    const slot = oran('12:30');
    const handleOrder = createOrderHandler({ store, now: () => clock });
    await checkout(handleOrder, 'later-1', 'u-later');
    await jobs.reactor.waitForIdle(); // it meets the CheckoutStarted at the checkout's time: its expiry is not due
    // The reactor meets the OrderPlaced 2 s before the release is due (12:00).
    reactorNow = new Date(Date.parse(oran('12:00')) - 2_000);
    await place(handleOrder, 'later-1', 'u-later', slot);
    await jobs.reactor.waitForIdle();
    await projections.waitForIdle();

    const scheduled = await view('later-1');
    expect(scheduled).toMatchObject({ slot, scheduled: true, status: 'placed' });
    expect(await fx.redis.zscore(keys().ordersScheduled, 'later-1')).toBe(String(Date.parse(slot)));
    expect(await fx.redis.zscore(keys().orders('unfinish'), 'later-1')).toBeNull();
    expect(messages.filter((m) => m.type === 'newOrder' && m.orderId === 'later-1')).toEqual([]);
    const newCountBefore = Number(await fx.redis.get(keys().ordersNewCount));

    const job = (await jobs.queue.getJobs(['delayed', 'waiting', 'active', 'completed'])).find(
      (j) => j.data.kind === 'release-scheduled-order' && j.data.orderId === 'later-1',
    );
    expect(job?.opts.delay).toBe(2_000);
    expect(job?.id).toMatch(/-release$/);

    await expect
      .poll(async () => (await eventsOf(store, orderStreams.order('later-1'))).map((e) => e.type), {
        timeout: 10_000,
      })
      .toContain('ScheduledOrderReleased');
    await projections.waitForIdle();
    expect(await view('later-1')).toMatchObject({ slot, scheduled: false });
    expect(await fx.redis.zscore(keys().ordersScheduled, 'later-1')).toBeNull();
    expect(await fx.redis.zscore(keys().orders('unfinish'), 'later-1')).toBe(String(Date.parse(slot)));
    expect(Number(await fx.redis.get(keys().ordersNewCount))).toBe(newCountBefore + 1);
    // Staff hear it now, as a new order.
    await expect
      .poll(() => messages.filter((m) => m.type === 'newOrder' && m.orderId === 'later-1').length)
      .toBe(1);
  });

  it('a cancelled scheduled order gives its place back and is never released', async () => {
    reactorNow = clock; // checkouts expire an hour after the reactor's now
    await fx.handle({ type: 'SetSlotCapacity', data: { capacity: 1 } });
    const slot = oran('15:00');
    const handleOrder = createOrderHandler({ store, now: () => clock });
    await checkout(handleOrder, 'gone-1', 'u-gone');
    await checkout(handleOrder, 'gone-2', 'u-gone2');
    await place(handleOrder, 'gone-1', 'u-gone', slot);
    await expect(place(handleOrder, 'gone-2', 'u-gone2', slot)).rejects.toMatchObject({ code: 'slot.full' });
    await handleOrder(
      { type: 'CancelOrder', data: { orderId: 'gone-1', reason: 'customer' } },
      { userId: 'u-gone', role: 'user' },
    );
    await place(handleOrder, 'gone-2', 'u-gone2', slot);
    expect((await eventsOf(store, orderStreams.slot(slot))).map((e) => e.type)).toEqual([
      'SlotReserved',
      'SlotReleased',
      'SlotReserved',
    ]);
    const released = await handleOrder(
      { type: 'ReleaseScheduledOrder', data: { orderId: 'gone-1' } },
      { userId: 'system', role: 'admin' },
    );
    expect(released.events).toEqual([]);
    await projections.waitForIdle();
    expect(await fx.redis.hget(keys().slotsTaken, slot)).toBe('1');
    expect(await fx.redis.zscore(keys().ordersScheduled, 'gone-1')).toBeNull();
  });
});
