import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@shop/contracts';
import { MAX_CART_QUANTITY, MAX_LINE_QUANTITY, orderStreams } from '@shop/contracts/orders/index';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { createCommandHandler } from '../handle';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { orderDecider } from './decider';
import { createCheckedOrderHandler } from './handle';
import { createOrderRoutes } from './routes';
import { slotDecider } from './slot';
import { appendCustomer, seedOrderMenu } from './testing/order-menu';

// The order routes over HTTP and the real SQLite store; the actor comes from a test authenticate middleware
// (the real one is auth/authenticate.ts, exercised by the accounts tests).
const clock = new Date('2025-03-01T12:00:00.000Z');
let store: EventStore;
let dispose: () => Promise<void>;
let server: LocalServer;
let base: string;
let handle: ReturnType<typeof createCommandHandler>;

async function seed() {
  handle = createCommandHandler({ store, now: () => clock });
  await seedOrderMenu(handle, [{ productId: 'margherita', name: 'Margherita', price: 900, sold: 10 }], {
    startsAt: '2025-03-01T00:00:00.000Z',
    validForHours: 24,
  });
  await appendCustomer(store, 'u1', clock.toISOString());
}

beforeAll(async () => {
  ({ store, dispose } = tempSqliteStore());
  await seed();
  const app = express();
  app.use(express.json());
  const authenticate: express.RequestHandler = (req, res, next) => {
    const userId = req.get('X-Test-User');
    if (!userId) throw new DomainError('auth.required');
    res.locals.actor = { userId, role: req.get('X-Test-Role') ?? 'user' };
    next();
  };
  app.use(
    '/api',
    createOrderRoutes({ handleOrder: createCheckedOrderHandler({ store, now: () => clock }), authenticate }),
  );
  app.use(createProblemMiddleware());
  server = await listenLocally(createServer(app));
  base = `${server.url}/api`;
});
afterAll(async () => {
  await server.close();
  await dispose();
});

const call = jsonCaller(() => base);
const u1 = { 'X-Test-User': 'u1' };
const u2 = { 'X-Test-User': 'u2' };
const staff = { 'X-Test-User': 's1', 'X-Test-Role': 'moderator' };
const delivery = { recipient: 'amine b', phone: '0550123456', districtId: 'bir-el-djir' };

describe('order routes', () => {
  it('a customer orders, staff confirm a step, each status on the way', async () => {
    const started = await call(
      'POST',
      '/orders',
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 2 }] },
      u1,
    );
    expect(started.status).toBe(201);
    const id = started.body.data._id as string;
    expect(typeof started.body.position).toBe('string');

    const promo = await call('POST', `/orders/${id}/promo`, { promo_code: 'ete20' }, u1);
    expect(promo).toMatchObject({
      status: 200,
      body: { data: { _id: id, promo_code: 'ETE20', pourcentage: 20 } },
    });
    const same = await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' }, u1);
    expect(same.body.data).toEqual({ _id: id, promo_code: 'ETE20', pourcentage: 20 });
    expect((await call('DELETE', `/orders/${id}/promo`, undefined, u1)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' }, u1)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/points`, { points: 10 }, u1)).body.code).toBe(
      'points.insufficient',
    );
    expect((await call('POST', `/orders/${id}/points`, { points: 0 }, u1)).status).toBe(200);

    const placed = await call(
      'POST',
      `/orders/${id}/place`,
      { delivery },
      { ...u1, 'Idempotency-Key': 'k1' },
    );
    expect(placed).toMatchObject({
      status: 200,
      body: {
        data: { _id: id, totals: { items: 1620, promoDiscount: 324, points: 0, delivery: 200, total: 1496 } },
      },
    });
    const again = await call('POST', `/orders/${id}/place`, { delivery }, { ...u1, 'Idempotency-Key': 'k1' });
    expect(again.body).toEqual(placed.body);
    // The same key from another customer is another key: it never reaches this answer.
    expect(
      (await call('POST', `/orders/${id}/place`, { delivery }, { ...u2, 'Idempotency-Key': 'k1' })).status,
    ).toBe(403);

    expect((await call('PATCH', `/orders/${id}`, { state: 'accepted' }, u1)).status).toBe(403);
    expect((await call('PATCH', `/orders/${id}`, { state: 'accepted' }, staff)).status).toBe(200);
    expect((await call('PUT', `/orders/${id}`, { state: 'ready' }, staff)).body.code).toBe(
      'order.step_invalid',
    );
    expect((await call('POST', `/orders/${id}/cancel`, { reason: 'customer' }, u1)).body.code).toBe(
      'order.not_cancellable',
    );
    expect((await call('POST', `/orders/${id}/cancel`, { reason: 'sold_out' }, staff)).status).toBe(200);
    const types = (await readStream(store, `order-${id}`)).map((e) => e.type);
    expect(types).toEqual([
      'CheckoutStarted',
      'PromoApplied',
      'PromoRemoved',
      'PromoApplied',
      'OrderPlaced',
      'OrderPromised',
      'OrderStepConfirmed',
      'OrderCancelled',
    ]);
  });

  it('answers 401 without an actor, 403 on another customer’s order, 404 for an unknown order, 400 for a bad body', async () => {
    const started = await call(
      'POST',
      '/orders',
      { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
      u1,
    );
    const id = started.body.data._id as string;
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' })).status).toBe(401);
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' }, u2)).status).toBe(403);
    expect((await call('POST', `/orders/${id}/place`, { delivery }, u2)).status).toBe(403);
    const missing = await call('POST', '/orders/nope/place', { delivery }, u1);
    expect(missing).toMatchObject({ status: 404, body: { code: 'order.not_found' } });
    expect((await call('POST', '/orders', { type: 'delivery', lines: [] }, u1)).body).toMatchObject({
      code: 'cart.empty',
    });
    expect(
      (await call('POST', '/orders', { type: 'car', lines: [{ productId: 'margherita', quantity: 1 }] }, u1))
        .status,
    ).toBe(400);
    expect((await call('POST', `/orders/${id}/place`, { delivery: { recipient: '' } }, u1)).body.code).toBe(
      'validation.failed',
    );
    expect(
      (await call('POST', `/orders/${id}/promo`, { promo_code: 'NOPE' }, { ...u1, 'Accept-Language': 'en' }))
        .body.message,
    ).toBe('Invalid promo code. Please check and try again.');
  });
});

// Issue 26: the per-line cap holds on the line as merged; an order holds at most MAX_CART_QUANTITY items.
describe('quantities bounded after merging', () => {
  it('refuses 100 lines of 100 (10,000 merged) and 101 items in all, problem+json in the asked language', async () => {
    const en = { ...u1, 'Accept-Language': 'en' };
    const merged = await call(
      'POST',
      '/orders',
      {
        type: 'on_site',
        lines: Array.from({ length: 100 }, () => ({ productId: 'margherita', quantity: 100 })),
      },
      en,
    );
    expect(merged).toMatchObject({
      status: 400,
      body: {
        code: 'cart.line_quantity',
        message: `No more than ${MAX_LINE_QUANTITY} of the same item per order.`,
        errors: { productId: 'margherita' },
      },
    });
    expect(merged.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const tooMany = await call(
      'POST',
      '/orders',
      {
        type: 'on_site',
        lines: [
          { productId: 'margherita', quantity: 60, options: [] },
          { productId: 'margherita', quantity: 41, options: [{ groupId: 'g', choiceId: 'c' }] },
        ],
      },
      en,
    );
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'cart.too_many_items' } });
    expect(tooMany.body.message).toContain(String(MAX_CART_QUANTITY));
    const bounded = await call(
      'POST',
      '/orders',
      { type: 'on_site', lines: [{ productId: 'margherita', quantity: MAX_CART_QUANTITY }] },
      u1,
    );
    expect(bounded.status).toBe(201);
  });
});

/** The order as its stream folds. */
const orderOf = async (orderId: string) =>
  (await readStream(store, orderStreams.order(orderId))).reduce(
    (state, e) => orderDecider.evolve(state, e as never),
    orderDecider.initialState(),
  );

/**
 * Per slot: the places its stream says are taken (folded by the slot decider, and counted +1/−1 per event as the
 * `slots` projection counts them) and the orders that hold one (placed for that slot, not cancelled).
 */
async function placesAndHolders(slots: string[], orderIds: string[]) {
  const orders = await Promise.all(orderIds.map(orderOf));
  return Promise.all(
    slots.map(async (slot) => {
      const events = await readStream(store, orderStreams.slot(slot));
      const held = events.reduce(
        (state, e) => slotDecider.evolve(state, e as never),
        slotDecider.initialState(),
      );
      return {
        slot,
        taken: held.held.map((h) => h.orderId).sort(),
        counted: events.reduce((n, e) => n + (e.type === 'SlotReserved' ? 1 : -1), 0),
        holders: orders.flatMap((o) => (o.status === 'placed' && o.slot === slot ? [o.orderId] : [])).sort(),
      };
    }),
  );
}
const expectPlacesHeldByTheirOrders = (rows: Awaited<ReturnType<typeof placesAndHolders>>) => {
  for (const row of rows) {
    expect(row.taken, row.slot).toEqual(row.holders);
    expect(row.counted, row.slot).toBe(row.holders.length);
  }
};

/** Quarter hours from `first` (at least 30 minutes after the clock: offered, no opening hours set). */
const slotsFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(first) + i * 15 * 60_000).toISOString());

async function checkout(userId: string) {
  await appendCustomer(store, userId, clock.toISOString());
  const started = await call(
    'POST',
    '/orders',
    { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
    { 'X-Test-User': userId },
  );
  expect(started.status).toBe(201);
  return started.body.data._id as string;
}
const placeFor = (orderId: string, userId: string, slot: string) =>
  call('POST', `/orders/${orderId}/place`, { delivery, slot }, { 'X-Test-User': userId });

/** Runs `body` with the slot capacity at `capacity`, then sets it back to 5. */
async function withSlotCapacity(capacity: number, body: () => Promise<void>) {
  await handle({ type: 'SetSlotCapacity', data: { capacity } });
  try {
    await body();
  } finally {
    await handle({ type: 'SetSlotCapacity', data: { capacity: 5 } });
  }
}
/**
 * Each user checks out, then every checkout is placed for every slot at once: each answer is a 200 or a 409, and
 * every taken place is a placed order's. Answers the answers and the places, for the test's own checks.
 */
async function placeEachForEvery(users: string[], slots: string[]) {
  const ids = await Promise.all(users.map(checkout));
  const answers = await Promise.all(
    ids.flatMap((id, i) => slots.map((slot) => placeFor(id, users[i]!, slot))),
  );
  expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  const rows = await placesAndHolders(slots, ids);
  expectPlacesHeldByTheirOrders(rows);
  return { answers, rows };
}

// Issue 26: a place in a slot is held only by an order that holds it, whatever the placements and cancellations
// racing on the checkout (docs/orders.md "Scheduled orders").
describe('slot places and the orders holding them', () => {
  it('one checkout placing for eight free slots at once: one is placed, and only its slot keeps a place', async () => {
    const slots = slotsFrom('2025-03-01T13:00:00.000Z', 8);
    const id = await checkout('slot-one');
    const answers = await Promise.all(slots.map((slot) => placeFor(id, 'slot-one', slot)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const rows = await placesAndHolders(slots, [id]);
    expectPlacesHeldByTheirOrders(rows);
    expect(rows.flatMap((r) => r.taken)).toEqual([id]);
  });

  it('checkouts each placing for the same eight slots at once, capacity 1: every taken place is a placed order’s', async () => {
    await withSlotCapacity(1, async () => {
      const slots = slotsFrom('2025-03-01T16:00:00.000Z', 8);
      const { rows } = await placeEachForEvery(['slot-a', 'slot-b', 'slot-c'], slots);
      // Three orders, three places at most: the five other slots are free for everyone.
      expect(rows.flatMap((r) => r.taken).length).toBeLessThanOrEqual(3);
      expect(rows.filter((r) => r.taken.length === 0).length).toBeGreaterThanOrEqual(5);
    });
  });

  it('a placement racing the cancellation of its checkout leaves no place behind, whichever wins', async () => {
    const slots = slotsFrom('2025-03-02T13:00:00.000Z', 5);
    const ids: string[] = [];
    for (const [round, slot] of slots.entries()) {
      const user = `slot-cancel-${round}`;
      const id = await checkout(user);
      ids.push(id);
      const [placed, cancelled] = await Promise.all([
        placeFor(id, user, slot),
        call('POST', `/orders/${id}/cancel`, { reason: 'customer' }, { 'X-Test-User': user }),
      ]);
      expect([placed.status, cancelled.status]).toContain(200);
      expect((await orderOf(id)).status).toBe('cancelled');
    }
    const rows = await placesAndHolders(slots, ids);
    expectPlacesHeldByTheirOrders(rows);
    expect(rows.flatMap((r) => r.taken)).toEqual([]);
  });

  it('twenty customers at once, each for two slots, capacity 3: never more than 3 places, each an order’s', async () => {
    await withSlotCapacity(3, async () => {
      const slots = slotsFrom('2025-03-02T18:00:00.000Z', 2);
      const users = Array.from({ length: 20 }, (_, i) => `slot-twenty-${i}`);
      const { answers, rows } = await placeEachForEvery(users, slots);
      for (const row of rows) expect(row.holders.length).toBeLessThanOrEqual(3);
      expect(answers.filter((a) => a.status === 200).length).toBe(rows.flatMap((r) => r.holders).length);
    });
  });
});
