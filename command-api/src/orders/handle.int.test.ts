import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError, piiFields } from '@shop/contracts';
import { orderStreams } from '@shop/contracts/orders/index';
import { isEncrypted, withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createCommandHandler } from '../handle';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { createOrderHandler, loyaltyEventId, type HandleOrder, type OrderContext } from './handle';
import { appendCustomer, seedOrderMenu } from './testing/order-menu';

const clock = new Date('2025-03-01T12:00:00.000Z');
const customer: OrderContext = { userId: 'u1', role: 'user' };
const staffA: OrderContext = { userId: 's1', role: 'moderator' };
const staffB: OrderContext = { userId: 's2', role: 'admin' };
const delivery = {
  recipient: 'amine b',
  phone: '0550123456',
  districtId: 'bir-el-djir',
  address: '12 rue X',
};

async function seed(store: EventStore) {
  const handle = createCommandHandler({ store, now: () => clock });
  await seedOrderMenu(
    handle,
    [
      { productId: 'margherita', name: 'Margherita', price: 900, sold: 10 },
      { productId: 'cola', name: 'Cola', price: 250 },
      { productId: 'old', name: 'Old', price: 500 },
    ],
    { startsAt: '2025-03-01T00:00:00.000Z', validForHours: 24 },
  );
  await handle({ type: 'UnpublishProduct', data: { productId: 'old' } });
  const at = clock.toISOString();
  await appendCustomer(store, 'u1', at);
  await store.append(
    'loyalty-u1',
    [
      {
        id: 'earn-u1',
        type: 'PointsEarned',
        data: { userId: 'u1', orderId: 'previous', points: 500, at },
        metadata: { correlationId: 'seed' },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  return 'ok';
};

describe('order handler over the real SQLite store', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let handleOrder: HandleOrder;

  beforeEach(async () => {
    ({ store, dispose } = tempSqliteStore());
    await seed(store);
    handleOrder = createOrderHandler({ store, now: () => clock });
  });
  afterEach(async () => dispose());

  const startCheckout = (orderId = 'o1', type: 'delivery' | 'on_site' = 'delivery') =>
    handleOrder(
      {
        type: 'StartCheckout',
        data: {
          orderId,
          userId: 'u1',
          type,
          lines: [
            { productId: 'margherita', quantity: 2 },
            { productId: 'cola', quantity: 1 },
          ],
        },
      },
      customer,
    );

  it('the whole journey: StartCheckout → ApplyPromo → UseBonusPoints → PlaceOrder with the expected totals, points redeemed', async () => {
    const started = await startCheckout();
    expect(started.events[0]).toMatchObject({
      type: 'CheckoutStarted',
      data: {
        lines: [
          { productId: 'margherita', unitPrice: 810, lineTotal: 1620 },
          { productId: 'cola', unitPrice: 250, lineTotal: 250 },
        ],
      },
    });
    await handleOrder({ type: 'ApplyPromo', data: { orderId: 'o1', code: 'ete20' } }, customer);
    await handleOrder({ type: 'UseBonusPoints', data: { orderId: 'o1', points: 150 } }, customer);
    const placed = await handleOrder(
      { type: 'PlaceOrder', data: { orderId: 'o1', delivery } },
      { ...customer, idempotencyKey: 'place:k1' },
    );
    // OrderPlaced, then the promised time (docs/kitchen.md "Promised times").
    expect(placed.events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPromised']);
    expect(placed.events[0]).toMatchObject({
      type: 'OrderPlaced',
      data: {
        promo: { code: 'ETE20', percentage: 20 },
        deliveryPrice: 200,
        totals: { items: 1870, promoDiscount: 374, points: 150, delivery: 200, total: 1546 },
      },
    });
    const loyalty = await readStream(store, orderStreams.loyalty('u1'));
    expect(loyalty.map((e) => [e.type, (e.data as { points: number }).points])).toEqual([
      ['PointsEarned', 500],
      ['PointsRedeemed', 150],
    ]);
    expect((await readStream(store, 'order-o1')).map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'PromoApplied',
      'BonusPointsUsed',
      'OrderPlaced',
      'OrderPromised',
    ]);

    // Staff take it to the end: 1 point per 100 DA paid for the food is earned once.
    await handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'delivered' } }, staffA);
    await handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'delivered' } }, staffA);
    const after = await readStream(store, orderStreams.loyalty('u1'));
    expect(after.map((e) => [e.type, (e.data as { points: number }).points])).toEqual([
      ['PointsEarned', 500],
      ['PointsRedeemed', 150],
      ['PointsEarned', 13],
    ]);
  });

  it('rejects an unpublished product, another customer’s order, a step for a customer', async () => {
    expect(
      await codeOf(
        handleOrder(
          {
            type: 'StartCheckout',
            data: {
              orderId: 'o2',
              userId: 'u1',
              type: 'on_site',
              lines: [{ productId: 'old', quantity: 1 }],
            },
          },
          customer,
        ),
      ),
    ).toBe('product.unavailable');
    await startCheckout();
    expect(
      await codeOf(
        handleOrder(
          { type: 'ApplyPromo', data: { orderId: 'o1', code: 'ETE20' } },
          { userId: 'u2', role: 'user' },
        ),
      ),
    ).toBe('auth.forbidden');
    expect(
      await codeOf(handleOrder({ type: 'UseBonusPoints', data: { orderId: 'o1', points: 501 } }, customer)),
    ).toBe('points.insufficient');
    expect(
      await codeOf(handleOrder({ type: 'ApplyPromo', data: { orderId: 'o1', code: 'NOPE' } }, customer)),
    ).toBe('promo.not_found');
    expect(
      await codeOf(
        handleOrder(
          { type: 'PlaceOrder', data: { orderId: 'o1', delivery: { recipient: 'a', phone: '0550123456' } } },
          customer,
        ),
      ),
    ).toBe('order.district_required');
    expect(
      await codeOf(handleOrder({ type: 'PlaceOrder', data: { orderId: 'nope', delivery } }, customer)),
    ).toBe('order.not_found');
    expect(
      await codeOf(
        handleOrder(
          { type: 'PlaceOrder', data: { orderId: 'o1', delivery } },
          { userId: 'u9', role: 'user' },
        ),
      ),
    ).toBe('auth.forbidden');
    expect(
      await codeOf(
        handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'accepted' } }, customer),
      ),
    ).toBe('auth.forbidden');
    expect(
      await codeOf(
        handleOrder(
          { type: 'StartCheckout', data: { orderId: 'o3', userId: 'u1', type: 'on_site', lines: [] } },
          customer,
        ),
      ),
    ).toBe('cart.empty');
  });

  it('refuses an incomplete profile', async () => {
    await store.append(
      'user-u1',
      [
        {
          id: 'prof2',
          type: 'ProfileUpdated',
          data: {
            userId: 'u1',
            name: null,
            lastName: null,
            number: null,
            address: null,
            district: '',
            profileState: 'incomplete',
            at: clock.toISOString(),
          },
          metadata: { correlationId: 'x' },
        },
      ],
      { expectedRevision: 1n },
    );
    await startCheckout();
    expect(
      await codeOf(handleOrder({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, customer)),
    ).toBe('profile.incomplete');
  });

  it('20 concurrent PlaceOrder with the same Idempotency-Key make one order and 20 identical answers', async () => {
    await startCheckout();
    await handleOrder({ type: 'UseBonusPoints', data: { orderId: 'o1', points: 100 } }, customer);
    let tick = 0;
    // Each attempt sees its own clock: the answers are still the first attempt's.
    const racing = createOrderHandler({ store, now: () => new Date(clock.getTime() + 1000 * ++tick) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        racing(
          { type: 'PlaceOrder', data: { orderId: 'o1', delivery } },
          { ...customer, idempotencyKey: 'POST /orders/o1/place:same' },
        ),
      ),
    );
    const events = await readStream(store, 'order-o1');
    expect(events.filter((e) => e.type === 'OrderPlaced')).toHaveLength(1);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]!.events[0]!.type).toBe('OrderPlaced');
    const loyalty = await readStream(store, orderStreams.loyalty('u1'));
    expect(loyalty.filter((e) => e.type === 'PointsRedeemed')).toHaveLength(1);
    // A later retry with the key answers the same again; without it, placing again is refused.
    expect(
      await racing(
        { type: 'PlaceOrder', data: { orderId: 'o1', delivery } },
        { ...customer, idempotencyKey: 'POST /orders/o1/place:same' },
      ),
    ).toEqual(answers[0]);
    expect(await codeOf(racing({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, customer))).toBe(
      'order.already_placed',
    );
    // Another customer replaying the key does not get this order's answer.
    expect(
      await codeOf(
        racing(
          { type: 'PlaceOrder', data: { orderId: 'o1', delivery } },
          { userId: 'u2', role: 'user', idempotencyKey: 'POST /orders/o1/place:same' },
        ),
      ),
    ).toBe('auth.forbidden');
    // The same key with another request (other delivery details) is refused, not answered with this order.
    expect(
      await codeOf(
        racing(
          { type: 'PlaceOrder', data: { orderId: 'o1', delivery: { ...delivery, comment: 'autre porte' } } },
          { ...customer, idempotencyKey: 'POST /orders/o1/place:same' },
        ),
      ),
    ).toBe('idempotency.key_reused');
  });

  it('two concurrent ConfirmOrderStep: one wins, the other gets 409, steps neither lost nor duplicated', async () => {
    await startCheckout();
    await handleOrder({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, customer);
    // Both read the order before either appends (a barrier on the two reads makes the race certain).
    const waiting: (() => void)[] = [];
    let reads = 0;
    const barrier: EventStore = {
      ...store,
      readStream: (stream, opts) =>
        (async function* () {
          if (stream === 'order-o1' && ++reads <= 2) {
            await new Promise<void>((resolve) => {
              waiting.push(resolve);
              if (waiting.length === 2) waiting.forEach((r) => r());
            });
          }
          yield* store.readStream(stream, opts);
        })(),
    };
    const racing = createOrderHandler({ store: barrier, now: () => clock });
    const results = await Promise.all([
      codeOf(racing({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'accepted' } }, staffA)),
      codeOf(racing({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'preparing' } }, staffB)),
    ]);
    expect(results.sort()).toEqual(['concurrency.conflict', 'ok']);
    const steps = (await readStream(store, 'order-o1'))
      .filter((e) => e.type === 'OrderStepConfirmed')
      .map((e) => (e.data as { step: string }).step);
    expect(steps[0]).toBe('accepted');
    expect(new Set(steps).size).toBe(steps.length);
    // The loser reloads and confirms again: the steps end in order, each once.
    await handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'preparing' } }, staffB);
    const final = (await readStream(store, 'order-o1'))
      .filter((e) => e.type === 'OrderStepConfirmed')
      .map((e) => (e.data as { step: string }).step);
    expect(final).toEqual(['accepted', 'preparing']);
  });

  it('cancelling an order with points refunds them once; a loyalty append that failed is completed by the retry', async () => {
    await startCheckout();
    await handleOrder({ type: 'UseBonusPoints', data: { orderId: 'o1', points: 100 } }, customer);
    // The order is appended, then the loyalty append fails (the process dies, the disk is full…).
    const failing: EventStore = {
      ...store,
      append: async (stream, events, opts) => {
        if (stream === 'loyalty-u1' && events.some((e) => e.type === 'PointsRedeemed'))
          throw new Error('disk full');
        return store.append(stream, events, opts);
      },
      readStream: (s, o) => store.readStream(s, o),
    };
    const key = { ...customer, idempotencyKey: 'place:retry' };
    await expect(
      createOrderHandler({ store: failing, now: () => clock })(
        { type: 'PlaceOrder', data: { orderId: 'o1', delivery } },
        key,
      ),
    ).rejects.toThrow('disk full');
    expect((await readStream(store, 'loyalty-u1')).map((e) => e.type)).toEqual(['PointsEarned']);
    // The client retries with the same key: same answer, and the redemption is completed.
    const retried = await handleOrder({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, key);
    expect(retried.events[0]!.type).toBe('OrderPlaced');
    const loyalty = await readStream(store, 'loyalty-u1');
    expect(loyalty.map((e) => e.type)).toEqual(['PointsEarned', 'PointsRedeemed']);
    expect(loyalty[1]!.id).toBe(loyaltyEventId('o1', 'PointsRedeemed', 'u1'));

    await handleOrder({ type: 'CancelOrder', data: { orderId: 'o1', reason: 'customer' } }, customer);
    await handleOrder({ type: 'CancelOrder', data: { orderId: 'o1', reason: 'customer' } }, customer);
    expect((await readStream(store, 'loyalty-u1')).map((e) => e.type)).toEqual([
      'PointsEarned',
      'PointsRedeemed',
      'PointsRefunded',
    ]);
  });
});

describe('order handler through the personal-data wrapper', () => {
  let raw: EventStore;
  let keys: KeyStore;
  let store: EventStore;
  let dispose: () => Promise<void>;
  const keyReads: string[] = [];

  beforeEach(async () => {
    const temp = tempSqliteStore();
    raw = temp.store;
    keys = createSqliteKeyStore({ file: join(dirname(temp.file), 'keys.sqlite') });
    dispose = async () => {
      await keys.close();
      await temp.dispose();
    };
    const counted: KeyStore = {
      getOrCreate: (owner) => keys.getOrCreate(owner),
      get: (owner) => (keyReads.push(owner), keys.get(owner)),
      destroy: (owner) => keys.destroy(owner),
      close: () => keys.close(),
    };
    store = withPersonalData(raw, counted, piiFields);
    await seed(store);
    keyReads.length = 0;
  });
  afterEach(async () => dispose());

  it('decides without decrypting anything, stores the delivery encrypted, and still decides once the key is destroyed (the details read null)', async () => {
    const handleOrder = createOrderHandler({ store, now: () => clock });
    await handleOrder(
      {
        type: 'StartCheckout',
        data: { orderId: 'o1', userId: 'u1', type: 'delivery', lines: [{ productId: 'cola', quantity: 1 }] },
      },
      customer,
    );
    const key = { ...customer, idempotencyKey: 'place:pii' };
    const placed = await handleOrder({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, key);
    // Answered as recorded (a key): the personal fields are withheld, the rest is there.
    expect(placed.events[0]).toMatchObject({
      type: 'OrderPlaced',
      data: {
        userId: 'u1',
        delivery: { recipient: null, phone: null, address: null, districtId: 'bir-el-djir' },
        totals: { total: 450 },
      },
    });
    await handleOrder({ type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'accepted' } }, staffA);
    expect(keyReads).toEqual([]); // profile, order and fact reads: no key looked up, nothing decrypted

    const [rawPlaced] = (await readStream(raw, 'order-o1')).filter((e) => e.type === 'OrderPlaced');
    const stored = (rawPlaced!.data as { delivery: Record<string, unknown> }).delivery;
    expect([stored.recipient, stored.phone, stored.address].every(isEncrypted)).toBe(true);
    const [clear] = (await readStream(store, 'order-o1')).filter((e) => e.type === 'OrderPlaced');
    expect((clear!.data as { delivery: unknown }).delivery).toMatchObject(delivery); // where it is read

    await keys.destroy('u1');
    const retried = await handleOrder({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, key);
    expect(retried).toEqual(placed); // the first answer again, its delivery details still null
    const next = await handleOrder(
      { type: 'ConfirmOrderStep', data: { orderId: 'o1', step: 'preparing' } },
      staffA,
    );
    expect(next.events.map((e) => e.type)).toEqual(['OrderStepConfirmed']);
    const [erased] = (await readStream(store, 'order-o1')).filter((e) => e.type === 'OrderPlaced');
    expect((erased!.data as { delivery: unknown }).delivery).toMatchObject({ recipient: null, phone: null });
  });
});
