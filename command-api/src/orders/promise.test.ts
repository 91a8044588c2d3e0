import { describe, expect, it } from 'vitest';
import { preparationMinutes, type OrderEvent, type PricedLine } from '@shop/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider, type OrderCommandWithFacts, type ProductFact } from './decider';
import type { KitchenOrderFact } from './promise';

// Busy mode and promised times on the order stream (docs/kitchen.md). Africa/Algiers is UTC+1 all year:
// 19:00 in Oran = 18:00Z.
const now = '2026-11-25T18:00:00.000Z';
const orderId = 'o1';
const customer = { userId: 'u1', role: 'user' as const };
const staff = { userId: 's1', role: 'moderator' as const };
const pizza: ProductFact = {
  status: 'live',
  active: true,
  name: 'Pizza',
  size: { value: 1, unit: 'XL' },
  price: 900,
  sold: 0,
  optionGroups: [],
};
const cola: ProductFact = { ...pizza, name: 'Cola', price: 200 };
const line = (productId: string, quantity: number, unitPrice: number): PricedLine => ({
  productId,
  name: productId,
  translations: {},
  size: { value: 1, unit: 'XL' },
  options: [],
  unitPrice,
  price: unitPrice,
  quantity,
  lineTotal: unitPrice * quantity,
});
const lines = [line('pizza', 2, 900), line('cola', 1, 200)];
const started: OrderEvent = {
  type: 'CheckoutStarted',
  data: { orderId, userId: 'u1', type: 'delivery', lines, discountsEnabled: false, startedAt: now },
};
const delivery = {
  recipient: 'amine b',
  phone: '0550123456',
  districtId: 'bir-el-djir',
  address: '12 rue X',
};
const kitchen = (k: Partial<KitchenOrderFact> = {}): KitchenOrderFact => ({
  pausedUntil: null,
  delay: null,
  defaultPrepMinutes: 20,
  prepMinutes: { pizza: 25, cola: null },
  deliveryMinutes: 15,
  ordersInPreparation: 0,
  ...k,
});
const place = (k: KitchenOrderFact, slot: string | null = null): OrderCommandWithFacts => ({
  type: 'PlaceOrder',
  data: { orderId, delivery, slot },
  metadata: {
    now,
    actor: customer,
    products: { pizza, cola },
    discountsEnabled: false,
    promo: null,
    district: { status: 'live', name: 'Bir El Djir', deliveryPrice: 200 },
    profileState: 'complited',
    pointsBalance: 0,
    openingHours: null,
    kitchen: k,
  },
});
const spec = deciderSpec(orderDecider);
const decided = (k: KitchenOrderFact, slot: string | null = null) =>
  orderDecider.decide(place(k, slot), orderDecider.evolve(orderDecider.initialState(), started));
const promisedOf = (events: OrderEvent[]) => events.find((e) => e.type === 'OrderPromised');

describe('promised time formula', () => {
  it('the longest preparation, +2 min per further item, +4 min per order in preparation, each capped', () => {
    expect(
      preparationMinutes(
        [
          { prepMinutes: 25, quantity: 2 },
          { prepMinutes: null, quantity: 1 },
        ],
        20,
        0,
      ),
    ).toBe(25 + 2 * 2);
    expect(preparationMinutes([{ prepMinutes: null, quantity: 1 }], 20, 3)).toBe(20 + 12);
    // Capped: +30 for the basket, +60 for the load.
    expect(preparationMinutes([{ prepMinutes: 10, quantity: 100 }], 20, 100)).toBe(10 + 30 + 60);
  });
});

describe('order decider: promised time at placement', () => {
  it('OrderPromised after OrderPlaced: preparation + delivery + delay', () => {
    const events = decided(kitchen({ ordersInPreparation: 2 }));
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPromised']);
    // 25 (pizza) + 2×2 (two more items) + 2×4 (two orders in preparation) = 37, + 15 delivery.
    expect(promisedOf(events)).toEqual({
      type: 'OrderPromised',
      data: {
        orderId,
        promisedAt: '2026-11-25T18:52:00.000Z',
        prepMinutes: 37,
        deliveryMinutes: 15,
        delayMinutes: 0,
        at: now,
      },
    });
  });
  it("adds the kitchen's delay while its day's closing is not past", () => {
    const delay = { minutes: 30, until: '2026-11-25T22:00:00.000Z' };
    expect(promisedOf(decided(kitchen({ delay })))?.data).toMatchObject({
      promisedAt: '2026-11-25T19:14:00.000Z',
      delayMinutes: 30,
    });
    // Yesterday's delay ended at its closing.
    const old = { minutes: 30, until: '2026-11-24T22:00:00.000Z' };
    expect(promisedOf(decided(kitchen({ delay: old })))?.data.delayMinutes).toBe(0);
  });
  it('a slot later than the kitchen can make is the promise', () => {
    const slot = '2026-11-25T20:30:00.000Z';
    expect(promisedOf(decided(kitchen(), slot))?.data.promisedAt).toBe(slot);
  });
  it('no kitchen fact (older callers): no promise', () => {
    const { kitchen: _none, ...metadata } = (
      place(kitchen()) as Extract<OrderCommandWithFacts, { type: 'PlaceOrder' }>
    ).metadata;
    const events = orderDecider.decide(
      { ...place(kitchen()), metadata } as OrderCommandWithFacts,
      orderDecider.evolve(orderDecider.initialState(), started),
    );
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced']);
  });
});

describe('order decider: a paused kitchen', () => {
  const pausedUntil = '2026-11-25T18:30:00.000Z';
  it('refuses an ASAP order with shop.paused', () => {
    spec
      .given([started])
      .when(place(kitchen({ pausedUntil })))
      .thenThrows('shop.paused');
  });
  it('refuses a slot before the pause ends, takes one after it', () => {
    const longPause = '2026-11-25T20:00:00.000Z';
    spec
      .given([started])
      .when(place(kitchen({ pausedUntil: longPause }), '2026-11-25T19:00:00.000Z'))
      .thenThrows('shop.paused');
    expect(
      decided(kitchen({ pausedUntil: longPause }), '2026-11-25T20:00:00.000Z').map((e) => e.type),
    ).toEqual(['OrderPlaced', 'OrderPromised']);
  });
  it('a pause that is over refuses nothing', () => {
    expect(decided(kitchen({ pausedUntil: '2026-11-25T17:59:00.000Z' }))[0]?.type).toBe('OrderPlaced');
  });
});

describe('order decider: MoveOrderPromise', () => {
  const placedEvents = (): OrderEvent[] => [started, ...decided(kitchen())];
  const move = (delayMinutes: number, actor: { userId: string; role: 'user' | 'moderator' } = staff) =>
    ({
      type: 'MoveOrderPromise',
      data: { orderId, delayMinutes },
      metadata: { now: '2026-11-25T18:10:00.000Z', actor },
    }) as OrderCommandWithFacts;
  it('moves an open order by the delay it does not include yet', () => {
    spec
      .given(placedEvents())
      .when(move(20))
      .then([
        {
          type: 'OrderPromiseMoved',
          data: {
            orderId,
            // 18:44 promised (29 prep + 15 delivery) + 20.
            promisedAt: '2026-11-25T19:04:00.000Z',
            previousPromisedAt: '2026-11-25T18:44:00.000Z',
            delayMinutes: 20,
            at: '2026-11-25T18:10:00.000Z',
          },
        },
      ]);
  });
  it('the same delay again, or a smaller one, moves nothing; a larger one moves by the difference', () => {
    const moved: OrderEvent = {
      type: 'OrderPromiseMoved',
      data: {
        orderId,
        promisedAt: '2026-11-25T19:04:00.000Z',
        previousPromisedAt: '2026-11-25T18:44:00.000Z',
        delayMinutes: 20,
        at: '2026-11-25T18:10:00.000Z',
      },
    };
    spec
      .given([...placedEvents(), moved])
      .when(move(20))
      .thenNothing();
    spec
      .given([...placedEvents(), moved])
      .when(move(0))
      .thenNothing();
    expect(
      orderDecider.decide(
        move(30),
        [...placedEvents(), moved].reduce(orderDecider.evolve, orderDecider.initialState()),
      )[0]?.data,
    ).toMatchObject({ promisedAt: '2026-11-25T19:14:00.000Z' });
  });
  it('a delivered or cancelled order does not move; only the system or staff move a promise', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { orderId, reason: 'customer', by: customer, at: now },
    };
    spec
      .given([...placedEvents(), cancelled])
      .when(move(20))
      .thenNothing();
    const delivered: OrderEvent = {
      type: 'OrderStepConfirmed',
      data: { orderId, step: 'delivered', at: now, by: staff },
    };
    spec
      .given([...placedEvents(), delivered])
      .when(move(20))
      .thenNothing();
    spec.given(placedEvents()).when(move(20, customer)).thenThrows('auth.forbidden');
  });
});
