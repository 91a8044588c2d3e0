import { describe, expect, it } from 'vitest';
import type { OrderEvent, PricedLine } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import {
  orderDecider,
  type DistrictFact,
  type OrderActor,
  type OrderCommandWithFacts,
  type ProductFact,
  type PromoFact,
} from './decider';
import type { KitchenOrderFact } from './promise';

// Orders staff take by phone or at the counter, and amendments (docs/phone-and-trust.md "Phone orders and
// amendments"): the same pricing, promo and totals as a customer's own order, by staff only.

const now = '2025-03-01T12:00:00.000Z';
const later = '2025-03-01T12:20:00.000Z';
const orderId = 'o1';
const staff: OrderActor = { userId: 's1', role: 'moderator' };
const customer: OrderActor = { userId: 'u1', role: 'user' };
const rider: OrderActor = { userId: 'r1', role: 'rider' };

const product = (name: string, price: number): ProductFact => ({
  status: 'live',
  active: true,
  name,
  size: { value: 1, unit: 'XL' },
  price,
  sold: 0,
  optionGroups: [],
});
const products: Record<string, ProductFact> = {
  margherita: product('Margherita', 900),
  cola: product('Cola', 250),
};
const district: DistrictFact = { status: 'live', name: 'Bir El Djir', deliveryPrice: 200 };
const promo10: PromoFact = {
  status: 'created',
  code: 'DIX',
  active: true,
  percentage: 10,
  startsAt: '2025-03-01T00:00:00.000Z',
  validForHours: 24,
};
const delivery = { recipient: 'karima z', phone: '0555 12 34 56', districtId: 'bir', address: '3 rue A' };
const priced = (productId: string, name: string, unitPrice: number, quantity: number): PricedLine => ({
  productId,
  name,
  translations: {},
  size: { value: 1, unit: 'XL' },
  options: [],
  unitPrice,
  price: unitPrice,
  quantity,
  lineTotal: unitPrice * quantity,
});

const take = (
  over: Partial<{
    actor: OrderActor;
    customerId: string | null;
    customer: 'complited' | 'incomplete' | 'none' | null;
    promo: PromoFact | null;
    promoCode: string | null;
    phone: string;
    type: 'delivery' | 'on_site';
    openingHours: null | { days: Record<string, null> };
  }> = {},
): OrderCommandWithFacts => ({
  type: 'TakeOrder',
  data: {
    orderId,
    channel: 'phone',
    customerId: over.customerId ?? null,
    type: over.type ?? 'delivery',
    lines: [
      { productId: 'margherita', quantity: 2, options: [] },
      { productId: 'cola', quantity: 1, options: [] },
    ],
    delivery: { ...delivery, phone: over.phone ?? delivery.phone },
    promoCode: over.promoCode ?? null,
  },
  metadata: {
    now,
    actor: over.actor ?? staff,
    products,
    discountsEnabled: false,
    promo: over.promo ?? null,
    district,
    customer: over.customer ?? null,
    openingHours: (over.openingHours ?? null) as never,
  },
});

const takenLines = [priced('margherita', 'Margherita', 900, 2), priced('cola', 'Cola', 250, 1)];
const taken = (userId = 'phone-213555123456'): OrderEvent[] => [
  {
    type: 'CheckoutStarted',
    data: { orderId, userId, type: 'delivery', lines: takenLines, discountsEnabled: false, startedAt: now },
  },
  {
    type: 'OrderPlaced',
    data: {
      orderId,
      userId,
      type: 'delivery',
      lines: takenLines,
      promo: null,
      delivery: { ...delivery, districtName: 'Bir El Djir', districtTranslations: {} },
      deliveryPrice: 200,
      totals: { items: 2050, promoDiscount: 0, points: 0, delivery: 200, total: 2250 },
      placedAt: now,
      slot: null,
      channel: 'phone',
      takenBy: staff,
    },
  },
];

const amend = (
  lines: { productId: string; quantity: number }[],
  over: Partial<{ actor: OrderActor; reason: string; products: Record<string, ProductFact> }> = {},
): OrderCommandWithFacts => ({
  type: 'AmendOrder',
  data: { orderId, lines: lines.map((l) => ({ ...l, options: [] })), reason: over.reason ?? 'plus de cola' },
  metadata: {
    now: later,
    actor: over.actor ?? staff,
    products: over.products ?? products,
    discountsEnabled: false,
  },
});
const step = (name: string): OrderEvent => ({
  type: 'OrderStepConfirmed',
  data: { orderId, step: name, at: later, by: staff } as never,
});

const spec = deciderSpec(orderDecider);

describe('TakeOrder (staff take an order by phone or at the counter)', () => {
  it('places a new customer’s order under the id derived from the phone, priced and marked as taken by staff', () => {
    spec.given([]).when(take()).then(taken());
  });

  it('the same number however typed is the same customer', () => {
    spec
      .given([])
      .when(take({ phone: '+213 555-12-34-56' }))
      .then([
        taken()[0]!,
        {
          ...taken()[1]!,
          data: {
            ...(taken()[1]!.data as object),
            delivery: {
              ...delivery,
              phone: '+213 555-12-34-56',
              districtName: 'Bir El Djir',
              districtTranslations: {},
            },
          },
        } as OrderEvent,
      ]);
  });

  it('places it for an account found by phone, which must exist', () => {
    spec
      .given([])
      .when(take({ customerId: 'u1', customer: 'incomplete' }))
      .then(taken('u1'));
    spec
      .given([])
      .when(take({ customerId: 'gone', customer: 'none' }))
      .thenThrows('customer.not_found');
  });

  it('applies a promo by the same rules as a checkout (usablePromo, orderTotals)', () => {
    const [, placed] = taken();
    const lines = (placed as Extract<OrderEvent, { type: 'OrderPlaced' }>).data;
    spec
      .given([])
      .when(take({ promoCode: 'DIX', promo: promo10 }))
      .then([
        taken()[0]!,
        {
          type: 'OrderPlaced',
          data: {
            ...lines,
            promo: { code: 'DIX', percentage: 10 },
            totals: { items: 2050, promoDiscount: 205, points: 0, delivery: 200, total: 2045 },
          },
        },
      ]);
    spec
      .given([])
      .when(take({ promoCode: 'DIX', promo: { ...promo10, active: false } }))
      .thenThrows('promo.inactive');
  });

  it('refuses a customer, a rider, an invalid phone, a closed shop and an existing order', () => {
    spec
      .given([])
      .when(take({ actor: customer }))
      .thenThrows('auth.forbidden');
    spec
      .given([])
      .when(take({ actor: rider }))
      .thenThrows('auth.forbidden');
    spec
      .given([])
      .when(take({ phone: '12345' }))
      .thenThrows('customer.phone_invalid');
    const closed = { days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } };
    spec
      .given([])
      .when(take({ openingHours: closed }))
      .thenThrows('shop.closed');
    spec.given(taken()).when(take()).thenThrows('order.already_placed');
  });
});

describe('AmendOrder (staff change an order until it leaves the kitchen)', () => {
  it('changes quantities, adds and removes lines; totals recomputed with the promo, points and delivery kept', () => {
    const placedWithPromo: OrderEvent[] = [
      taken()[0]!,
      {
        type: 'OrderPlaced',
        data: {
          ...(taken()[1]!.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']),
          promo: { code: 'DIX', percentage: 10 },
          totals: { items: 2050, promoDiscount: 205, points: 0, delivery: 200, total: 2045 },
        },
      },
    ];
    const pizza = { ...products, reine: product('Reine', 1100) };
    spec
      .given(placedWithPromo)
      .when(
        amend(
          [
            { productId: 'margherita', quantity: 1 },
            { productId: 'reine', quantity: 1 },
          ],
          { products: pizza },
        ),
      )
      .then([
        {
          type: 'OrderAmended',
          data: {
            orderId,
            before: {
              lines: takenLines,
              totals: { items: 2050, promoDiscount: 205, points: 0, delivery: 200, total: 2045 },
            },
            after: {
              lines: [priced('margherita', 'Margherita', 900, 1), priced('reine', 'Reine', 1100, 1)],
              totals: { items: 2000, promoDiscount: 200, points: 0, delivery: 200, total: 2000 },
            },
            reason: 'plus de cola',
            by: staff,
            at: later,
          },
        },
      ]);
  });

  it('a line already ordered keeps the price it was placed at', () => {
    const dearer = { ...products, margherita: product('Margherita', 1000) };
    spec
      .given(taken())
      .when(amend([{ productId: 'margherita', quantity: 3 }], { products: dearer }))
      .then([
        {
          type: 'OrderAmended',
          data: {
            orderId,
            before: {
              lines: takenLines,
              totals: { items: 2050, promoDiscount: 0, points: 0, delivery: 200, total: 2250 },
            },
            after: {
              lines: [priced('margherita', 'Margherita', 900, 3)],
              totals: { items: 2700, promoDiscount: 0, points: 0, delivery: 200, total: 2900 },
            },
            reason: 'plus de cola',
            by: staff,
            at: later,
          },
        },
      ]);
  });

  it('allowed while accepted or preparing, refused once out for delivery, delivered or cancelled', () => {
    const change = [{ productId: 'margherita', quantity: 1 }];
    spec
      .given([...taken(), step('accepted'), step('preparing')])
      .when(amend(change))
      .then([expect.objectContaining({ type: 'OrderAmended' }) as unknown as OrderEvent]);
    spec
      .given([...taken(), step('accepted'), step('preparing'), step('out_for_delivery')])
      .when(amend(change))
      .thenThrows('order.not_amendable');
    spec
      .given([
        ...taken(),
        { type: 'OrderCancelled', data: { orderId, reason: 'other', by: staff, at: later } },
      ])
      .when(amend(change))
      .thenThrows('order.not_amendable');
    spec.given([taken()[0]!]).when(amend(change)).thenThrows('order.not_amendable');
  });

  it('needs a reason and staff; the same lines again change nothing; an unavailable new product is refused', () => {
    spec
      .given(taken())
      .when(amend([{ productId: 'cola', quantity: 2 }], { reason: '   ' }))
      .thenThrows('order.amend_reason_required');
    spec
      .given(taken())
      .when(amend([{ productId: 'cola', quantity: 2 }], { actor: customer }))
      .thenThrows('auth.forbidden');
    spec
      .given(taken())
      .when(
        amend([
          { productId: 'margherita', quantity: 2 },
          { productId: 'cola', quantity: 1 },
        ]),
      )
      .thenNothing();
    spec
      .given(taken())
      .when(amend([{ productId: 'tiramisu', quantity: 1 }]))
      .thenThrows('product.unavailable');
    spec.given(taken()).when(amend([])).thenThrows('cart.empty');
  });

  it('the amended lines and totals are the order’s from then on', () => {
    const amended: OrderEvent = {
      type: 'OrderAmended',
      data: {
        orderId,
        before: {
          lines: takenLines,
          totals: { items: 2050, promoDiscount: 0, points: 0, delivery: 200, total: 2250 },
        },
        after: {
          lines: [priced('cola', 'Cola', 250, 1)],
          totals: { items: 250, promoDiscount: 0, points: 0, delivery: 200, total: 450 },
        },
        reason: 'plus de pizza',
        by: staff,
        at: later,
      },
    };
    spec
      .given([...taken(), amended])
      .when(amend([{ productId: 'cola', quantity: 1 }]))
      .thenNothing();
  });
});

describe('TakeOrder and the kitchen (docs/kitchen.md "Staff-taken orders")', () => {
  const kitchen: KitchenOrderFact = {
    pausedUntil: null,
    delay: { minutes: 10, until: '2025-03-01T22:00:00.000Z' },
    defaultPrepMinutes: 20,
    prepMinutes: { margherita: 25, cola: null },
    deliveryMinutes: 15,
    ordersInPreparation: 0,
  };
  const withFacts = (facts: { kitchen?: KitchenOrderFact; products?: Record<string, ProductFact> }) => {
    const c = take();
    return { ...c, metadata: { ...c.metadata, ...facts } } as OrderCommandWithFacts;
  };
  // 25 min (the longest line) + 2 × 2 min (two items beyond the first) + 15 min delivery + the 10 min delay.
  const promised: OrderEvent = {
    type: 'OrderPromised',
    data: {
      orderId,
      promisedAt: '2025-03-01T12:54:00.000Z',
      prepMinutes: 29,
      deliveryMinutes: 15,
      delayMinutes: 10,
      at: now,
    },
  };

  it('refuses a sold-out line as a checkout does (cart.sold_out)', () => {
    const soldOut = { ...products, cola: { ...products.cola!, soldOut: { '': { until: null, at: now } } } };
    spec
      .given([])
      .when(withFacts({ products: soldOut }))
      .thenThrows('cart.sold_out');
  });

  it('gets a promised time when the kitchen facts are given, with the current delay', () => {
    spec
      .given([])
      .when(withFacts({ kitchen }))
      .then([...taken(), promised]);
  });

  it('a pause does not refuse staff (they paused the kitchen): the order is taken and promised with the delay', () => {
    spec
      .given([])
      .when(withFacts({ kitchen: { ...kitchen, pausedUntil: '2025-03-01T12:30:00.000Z' } }))
      .then([...taken(), promised]);
  });
});
