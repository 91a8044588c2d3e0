import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '@shop/contracts';
import {
  MAX_CART_QUANTITY,
  MAX_LINE_QUANTITY,
  type OrderEvent,
  type PricedLine,
} from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import {
  orderDecider,
  type OrderActor,
  type OrderCommandWithFacts,
  type ProductFact,
  type PromoFact,
} from './decider';

const now = '2025-03-01T12:00:00.000Z';
const later = '2025-03-01T12:30:00.000Z';
const orderId = 'o1';
const customer: OrderActor = { userId: 'u1', role: 'user' };
const other: OrderActor = { userId: 'u2', role: 'user' };
const staff: OrderActor = { userId: 's1', role: 'moderator' };

const margherita: ProductFact = {
  status: 'live',
  active: true,
  name: 'Margherita',
  size: { value: 1, unit: 'XL' },
  price: 900,
  sold: 10,
  optionGroups: [],
};
const cola: ProductFact = {
  status: 'live',
  active: true,
  name: 'Cola',
  size: { value: 33, unit: 'cl' },
  price: 250,
  sold: 0,
  optionGroups: [],
};
const label = (fr: string) => ({ fr, en: '', ar: '' });
// A burger with a size (exactly one) and extras (up to 2); the discount (10 %) applies to the base price only.
const burgerGroups: OptionGroup[] = [
  {
    id: 'taille',
    label: label('Taille'),
    min: 1,
    max: 1,
    choices: [
      { id: 'm', label: label('M'), priceDelta: 0 },
      { id: 'xl', label: label('XL'), priceDelta: 300 },
    ],
  },
  {
    id: 'extras',
    label: label('Suppléments'),
    min: 0,
    max: 2,
    choices: [
      { id: 'fromage', label: label('Fromage'), priceDelta: 100 },
      { id: 'oeuf', label: label('Œuf'), priceDelta: 50 },
      { id: 'bacon', label: label('Bacon'), priceDelta: 150 },
    ],
  },
];
const burgerWith = (optionGroups: OptionGroup[]): ProductFact => ({
  status: 'live',
  active: true,
  name: 'Burger',
  size: { value: 1, unit: 'pièce' },
  price: 1000,
  sold: 10,
  optionGroups,
});
const burger = burgerWith(burgerGroups);
const products: Record<string, ProductFact> = { margherita, cola, burger };
const line = (
  productId: string,
  unitPrice: number,
  price: number,
  quantity: number,
  name: string,
  size: PricedLine['size'],
  options: PricedLine['options'] = [],
): PricedLine => ({
  productId,
  name,
  translations: {},
  size,
  options,
  unitPrice,
  price,
  quantity,
  lineTotal: unitPrice * quantity,
});
const pricedLines = [
  line('margherita', 810, 900, 2, 'Margherita', { value: 1, unit: 'XL' }),
  line('cola', 250, 250, 1, 'Cola', { value: 33, unit: 'cl' }),
];
const promo20: PromoFact = {
  status: 'created',
  code: 'ETE20',
  active: true,
  percentage: 20,
  startsAt: '2025-03-01T00:00:00.000Z',
  validForHours: 24,
};
const district = { status: 'live' as const, name: 'Bir El Djir', deliveryPrice: 200 };
const delivery = {
  recipient: 'amine b',
  phone: '0550123456',
  districtId: 'bir-el-djir',
  address: '12 rue X',
  comment: 'sonner',
};

const started = (
  type: 'delivery' | 'on_site' = 'delivery',
  lines = pricedLines,
  discountsEnabled = true,
): OrderEvent => ({
  type: 'CheckoutStarted',
  data: { orderId, userId: 'u1', type, lines, discountsEnabled, startedAt: now },
});
const promoApplied: OrderEvent = { type: 'PromoApplied', data: { orderId, code: 'ETE20', percentage: 20 } };
const pointsUsed = (points = 150): OrderEvent => ({ type: 'BonusPointsUsed', data: { orderId, points } });
const placed = (type: 'delivery' | 'on_site' = 'delivery'): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: 'u1',
    type,
    lines: pricedLines,
    promo: null,
    delivery:
      type === 'delivery'
        ? { ...delivery, districtName: 'Bir El Djir', districtTranslations: {} }
        : { recipient: 'amine b', phone: '0550123456' },
    deliveryPrice: type === 'delivery' ? 200 : 0,
    totals: {
      items: 1870,
      promoDiscount: 0,
      points: 0,
      delivery: type === 'delivery' ? 200 : 0,
      total: type === 'delivery' ? 2070 : 1870,
    },
    placedAt: now,
    slot: null,
    channel: 'online',
    takenBy: null,
  },
});
const stepDone = (step: string, by = staff, at = later): OrderEvent => ({
  type: 'OrderStepConfirmed',
  data: { orderId, step, at, by } as never,
});

const start = (
  over: Partial<{
    actor: OrderActor;
    lines: { productId: string; quantity: number; options?: { groupId: string; choiceId: string }[] }[];
    products: Record<string, ProductFact>;
    discountsEnabled: boolean;
    type: 'delivery' | 'on_site';
  }> = {},
): OrderCommandWithFacts => ({
  type: 'StartCheckout',
  data: {
    orderId,
    userId: 'u1',
    type: over.type ?? 'delivery',
    lines: (
      over.lines ?? [
        { productId: 'margherita', quantity: 1 },
        { productId: 'cola', quantity: 1 },
        { productId: 'margherita', quantity: 1 },
      ]
    ).map((l) => ({ options: [], ...l })),
  },
  metadata: {
    now,
    actor: over.actor ?? customer,
    products: over.products ?? products,
    discountsEnabled: over.discountsEnabled ?? true,
  },
});
const applyPromo = (promo: PromoFact = promo20, at = now, actor = customer): OrderCommandWithFacts => ({
  type: 'ApplyPromo',
  data: { orderId, code: 'ETE20' },
  metadata: { now: at, actor, promo },
});
const removePromo = (actor = customer): OrderCommandWithFacts => ({
  type: 'RemovePromo',
  data: { orderId },
  metadata: { now, actor },
});
const usePoints = (points: number, pointsBalance = 500, actor = customer): OrderCommandWithFacts => ({
  type: 'UseBonusPoints',
  data: { orderId, points },
  metadata: { now, actor, pointsBalance },
});
type PlaceFacts = Partial<Extract<OrderCommandWithFacts, { type: 'PlaceOrder' }>['metadata']>;
const place = (
  facts: PlaceFacts = {},
  details: Partial<typeof delivery> & Record<string, unknown> = delivery,
): OrderCommandWithFacts => ({
  type: 'PlaceOrder',
  data: { orderId, delivery: details as typeof delivery },
  metadata: {
    now,
    actor: customer,
    products,
    discountsEnabled: true,
    promo: null,
    district,
    profileState: 'complited',
    pointsBalance: 500,
    openingHours: null,
    ...facts,
  },
});
const confirm = (step: string, actor = staff): OrderCommandWithFacts => ({
  type: 'ConfirmOrderStep',
  data: { orderId, step: step as never },
  metadata: { now: later, actor },
});
const cancel = (actor: OrderActor, reason: 'customer' | 'sold_out' = 'customer'): OrderCommandWithFacts => ({
  type: 'CancelOrder',
  data: { orderId, reason },
  metadata: { now: later, actor },
});
const cancelled = (by: OrderActor, reason: 'customer' | 'sold_out' = 'customer'): OrderEvent => ({
  type: 'OrderCancelled',
  data: { orderId, reason, by, at: later },
});

const spec = deciderSpec(orderDecider);

describe('order decider: StartCheckout', () => {
  it('prices the lines from the product facts with the discount flag, merging a repeated product', () =>
    spec.given([]).when(start()).then([started()]));
  it('ignores the product discount while the flag is off', () =>
    spec
      .given([])
      .when(start({ discountsEnabled: false, lines: [{ productId: 'margherita', quantity: 1 }] }))
      .then([
        started('delivery', [line('margherita', 900, 900, 1, 'Margherita', { value: 1, unit: 'XL' })], false),
      ]));
  it('rejects an empty cart', () =>
    spec
      .given([])
      .when(start({ lines: [] }))
      .thenThrows('cart.empty'));
  it('rejects an unknown, unpublished or deleted product', () => {
    spec
      .given([])
      .when(start({ lines: [{ productId: 'nope', quantity: 1 }] }))
      .thenThrows('product.unavailable');
    spec
      .given([])
      .when(start({ products: { ...products, cola: { ...cola, active: false } } }))
      .thenThrows('product.unavailable');
    spec
      .given([])
      .when(start({ products: { ...products, cola: { status: 'deleted' } } }))
      .thenThrows('product.unavailable');
  });
  it('rejects a checkout for somebody else', () =>
    spec
      .given([])
      .when(start({ actor: other }))
      .thenThrows('auth.forbidden'));
  it('rejects an existing order id', () =>
    spec.given([started()]).when(start()).thenThrows('order.already_placed'));
});

// Issue 26: the per-line cap holds on the line as merged, and an order holds at most MAX_CART_QUANTITY items.
describe('order decider: quantities bounded after merging', () => {
  const margheritas = (count: number, quantity: number) =>
    Array.from({ length: count }, () => ({ productId: 'margherita', quantity }));
  it(`refuses the same product repeated over ${MAX_LINE_QUANTITY} once merged: cart.line_quantity`, () => {
    spec
      .given([])
      .when(start({ lines: margheritas(100, 100) }))
      .thenThrows('cart.line_quantity');
    spec
      .given([])
      .when(start({ lines: margheritas(2, 51) }))
      .thenThrows('cart.line_quantity');
  });
  it('merges the same product with the same choices only: other choices are another line, under the total', () =>
    spec
      .given([])
      .when(
        start({
          lines: [
            { productId: 'burger', quantity: 60, options: [{ groupId: 'taille', choiceId: 'm' }] },
            { productId: 'burger', quantity: 60, options: [{ groupId: 'taille', choiceId: 'xl' }] },
          ],
        }),
      )
      .thenThrows('cart.too_many_items'));
  it(`refuses more than ${MAX_CART_QUANTITY} items in all (cart.too_many_items), takes exactly as many`, () => {
    spec
      .given([])
      .when(
        start({
          lines: [
            { productId: 'margherita', quantity: 60 },
            { productId: 'cola', quantity: 41 },
          ],
        }),
      )
      .thenThrows('cart.too_many_items');
    spec
      .given([])
      .when(start({ discountsEnabled: false, lines: margheritas(4, 25) }))
      .then([
        started(
          'delivery',
          [line('margherita', 900, 900, 100, 'Margherita', { value: 1, unit: 'XL' })],
          false,
        ),
      ]);
  });
  it('PlaceOrder refuses a checkout started over the bounds (before they held)', () => {
    const margheritaLine = (quantity: number) =>
      line('margherita', 810, 900, quantity, 'Margherita', { value: 1, unit: 'XL' });
    spec
      .given([started('delivery', [margheritaLine(10_000)])])
      .when(place())
      .thenThrows('cart.line_quantity');
    spec
      .given([started('delivery', [margheritaLine(100), pricedLines[1]!])])
      .when(place())
      .thenThrows('cart.too_many_items');
  });
});

describe('order decider: options and extras', () => {
  const pick = (groupId: string, choiceId: string) => ({ groupId, choiceId });
  const xl = pick('taille', 'xl');
  const m = pick('taille', 'm');
  const cheese = pick('extras', 'fromage');
  const egg = pick('extras', 'oeuf');
  const priced = (choice: { groupId: string; choiceId: string }) => {
    const group = burgerGroups.find((g) => g.id === choice.groupId)!;
    const c = group.choices.find((x) => x.id === choice.choiceId)!;
    return {
      groupId: group.id,
      group: group.label,
      choiceId: c.id,
      label: c.label,
      priceDelta: c.priceDelta,
    };
  };
  const burgerLine = (quantity: number, chosen: { groupId: string; choiceId: string }[]) => {
    const delta = chosen.reduce((sum, c) => sum + priced(c).priceDelta, 0);
    // Base 1000 with 10 % off = 900, plus the deltas at full price.
    return line('burger', 900 + delta, 1000 + delta, quantity, 'Burger', { value: 1, unit: 'pièce' }, [
      ...chosen.map(priced),
    ]);
  };
  const checkoutOf = (lines: PricedLine[]): OrderEvent => started('delivery', lines);

  it('prices each line from the current choices: same choices add up, other choices are another line', () =>
    spec
      .given([])
      .when(
        start({
          lines: [
            { productId: 'burger', quantity: 1, options: [xl, cheese, egg] },
            { productId: 'burger', quantity: 1, options: [m] },
            // The same choices in another order: the same line.
            { productId: 'burger', quantity: 2, options: [egg, xl, cheese] },
          ],
        }),
      )
      .then([checkoutOf([burgerLine(3, [xl, cheese, egg]), burgerLine(1, [m])])]));
  it('gives the choices in the groups’ order, whatever the order picked', () =>
    spec
      .given([])
      .when(start({ lines: [{ productId: 'burger', quantity: 1, options: [egg, cheese, xl] }] }))
      .then([checkoutOf([burgerLine(1, [xl, cheese, egg])])]));
  it('refuses a choice or a group the product no longer has, and a choice picked twice', () => {
    const lines = (options: { groupId: string; choiceId: string }[]) => [
      { productId: 'burger', quantity: 1, options },
    ];
    spec
      .given([])
      .when(start({ lines: lines([m, pick('extras', 'ketchup')]) }))
      .thenThrows('option.unavailable');
    spec
      .given([])
      .when(start({ lines: lines([m, pick('sauce', 'fromage')]) }))
      .thenThrows('option.unavailable');
    spec
      .given([])
      .when(start({ lines: lines([m, cheese, cheese]) }))
      .thenThrows('option.unavailable');
    spec
      .given([])
      .when(start({ lines: [{ productId: 'cola', quantity: 1, options: [m] }] }))
      .thenThrows('option.unavailable');
  });
  it('refuses a required group left empty and a group over its max', () => {
    spec
      .given([])
      .when(start({ lines: [{ productId: 'burger', quantity: 1, options: [cheese] }] }))
      .thenThrows('option.choice_count');
    spec
      .given([])
      .when(start({ lines: [{ productId: 'burger', quantity: 1, options: [m, xl] }] }))
      .thenThrows('option.choice_count');
    spec
      .given([])
      .when(
        start({
          lines: [{ productId: 'burger', quantity: 1, options: [m, cheese, egg, pick('extras', 'bacon')] }],
        }),
      )
      .thenThrows('option.choice_count');
  });
  it('PlaceOrder re-prices the choices from the catalogue of the moment', () => {
    const dearer = burgerWith(
      burgerGroups.map((g) => ({
        ...g,
        choices: g.choices.map((c) => (c.id === 'xl' ? { ...c, priceDelta: 400 } : c)),
      })),
    );
    const placedLine = {
      ...burgerLine(1, [xl]),
      options: [{ ...priced(xl), priceDelta: 400 }],
      unitPrice: 1300,
      price: 1400,
      lineTotal: 1300,
    };
    spec
      .given([checkoutOf([burgerLine(1, [xl])])])
      .when(place({ products: { ...products, burger: dearer } }))
      .then([
        {
          type: 'OrderPlaced',
          data: {
            orderId,
            userId: 'u1',
            type: 'delivery',
            lines: [placedLine],
            promo: null,
            delivery: { ...delivery, districtName: 'Bir El Djir', districtTranslations: {} },
            deliveryPrice: 200,
            totals: { items: 1300, promoDiscount: 0, points: 0, delivery: 200, total: 1500 },
            placedAt: now,
            slot: null,
            channel: 'online',
            takenBy: null,
          },
        },
      ]);
  });
  it('PlaceOrder refuses a choice removed since the checkout started', () => {
    const withoutXl = burgerWith(
      burgerGroups.map((g) => ({ ...g, choices: g.choices.filter((c) => c.id !== 'xl') })),
    );
    spec
      .given([checkoutOf([burgerLine(1, [xl])])])
      .when(place({ products: { ...products, burger: withoutXl } }))
      .thenThrows('option.unavailable');
  });
});

describe('order decider: ApplyPromo / RemovePromo', () => {
  it('applies an active promo inside its window', () =>
    spec.given([started()]).when(applyPromo()).then([promoApplied]));
  it('is a no-op for the promo already applied', () =>
    spec.given([started(), promoApplied]).when(applyPromo()).thenNothing());
  it('rejects an unknown promo', () =>
    spec
      .given([started()])
      .when(applyPromo({ status: 'none' }))
      .thenThrows('promo.not_found'));
  it('rejects an inactive promo, one not started yet and one past its validity', () => {
    spec
      .given([started()])
      .when(applyPromo({ ...promo20, active: false }))
      .thenThrows('promo.inactive');
    spec
      .given([started()])
      .when(applyPromo(promo20, '2025-02-28T23:59:59.000Z'))
      .thenThrows('promo.inactive');
    spec
      .given([started()])
      .when(applyPromo(promo20, '2025-03-02T00:00:00.000Z'))
      .thenThrows('promo.inactive');
  });
  it('rejects an unknown order, another customer, a placed order', () => {
    spec.given([]).when(applyPromo()).thenThrows('order.not_found');
    spec
      .given([started()])
      .when(applyPromo(promo20, now, other))
      .thenThrows('auth.forbidden');
    spec.given([started(), placed()]).when(applyPromo()).thenThrows('order.already_placed');
  });
  it('removes the applied promo; nothing to remove is a no-op', () => {
    spec
      .given([started(), promoApplied])
      .when(removePromo())
      .then([{ type: 'PromoRemoved', data: { orderId, code: 'ETE20' } }]);
    spec.given([started()]).when(removePromo()).thenNothing();
  });
  it('rejects removing on another customer’s or a placed order', () => {
    spec.given([started(), promoApplied]).when(removePromo(other)).thenThrows('auth.forbidden');
    spec.given([started(), placed()]).when(removePromo()).thenThrows('order.already_placed');
    spec.given([]).when(removePromo()).thenThrows('order.not_found');
  });
});

describe('order decider: UseBonusPoints', () => {
  it('uses points within the balance', () =>
    spec
      .given([started()])
      .when(usePoints(150))
      .then([pointsUsed(150)]));
  it('the same amount again is a no-op; 0 stops using points', () => {
    spec
      .given([started(), pointsUsed(150)])
      .when(usePoints(150))
      .thenNothing();
    spec
      .given([started(), pointsUsed(150)])
      .when(usePoints(0))
      .then([pointsUsed(0)]);
  });
  it('rejects more points than the balance', () =>
    spec.given([started()]).when(usePoints(501)).thenThrows('points.insufficient'));
  it('rejects another customer, a placed order, an unknown order', () => {
    spec
      .given([started()])
      .when(usePoints(10, 500, other))
      .thenThrows('auth.forbidden');
    spec.given([started(), placed()]).when(usePoints(10)).thenThrows('order.already_placed');
    spec.given([]).when(usePoints(10)).thenThrows('order.not_found');
  });
});

describe('order decider: PlaceOrder', () => {
  it('places a delivery order with the promo, the points and the district price', () =>
    spec
      .given([started(), promoApplied, pointsUsed(150)])
      .when(place({ promo: promo20 }))
      .then([
        {
          type: 'OrderPlaced',
          data: {
            orderId,
            userId: 'u1',
            type: 'delivery',
            lines: pricedLines,
            promo: { code: 'ETE20', percentage: 20 },
            delivery: { ...delivery, districtName: 'Bir El Djir', districtTranslations: {} },
            deliveryPrice: 200,
            totals: { items: 1870, promoDiscount: 374, points: 150, delivery: 200, total: 1546 },
            placedAt: now,
            slot: null,
            channel: 'online',
            takenBy: null,
          },
        },
      ]));
  it('keeps the product and district names of every language in the order (read later in the customer’s)', () => {
    const named = (fact: ProductFact, en: string, ar: string): ProductFact =>
      ({ ...fact, translations: { en: { name: en }, ar: { name: ar } } }) as ProductFact;
    const withNames = {
      products: {
        ...products,
        margherita: named(margherita, 'Margherita pizza', 'بيتزا مارغريتا'),
        cola: { ...cola, translations: { ar: { name: 'كولا' } } } as ProductFact,
      },
      district: { ...district, translations: { ar: { name: 'بئر الجير' } } },
    };
    const event = orderDecider.decide(
      place(withNames),
      orderDecider.evolve(orderDecider.initialState(), started()),
    );
    const data = (event as OrderEvent[])[0]!.data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];
    expect(data.lines.map((l) => [l.name, l.translations])).toEqual([
      ['Margherita', { en: { name: 'Margherita pizza' }, ar: { name: 'بيتزا مارغريتا' } }],
      ['Cola', { ar: { name: 'كولا' } }],
    ]);
    expect(data.delivery).toMatchObject({
      districtName: 'Bir El Djir',
      districtTranslations: { ar: { name: 'بئر الجير' } },
    });
  });
  it('places an on-site order without a district nor delivery price', () =>
    spec
      .given([started('on_site')])
      .when(place({ district: null }, { recipient: 'amine b', phone: '0550123456' }))
      .then([placed('on_site')]));
  it('re-prices the lines at placement', () =>
    spec
      .given([started('on_site')])
      .when(
        place(
          { district: null, products: { ...products, cola: { ...cola, price: 300 } } },
          { recipient: 'amine b', phone: '0550123456' },
        ),
      )
      .then([
        {
          type: 'OrderPlaced',
          data: {
            ...(placed('on_site').data as Extract<OrderEvent, { type: 'OrderPlaced' }>['data']),
            lines: [pricedLines[0]!, line('cola', 300, 300, 1, 'Cola', { value: 33, unit: 'cl' })],
            totals: { items: 1920, promoDiscount: 0, points: 0, delivery: 0, total: 1920 },
          },
        },
      ]));
  it("rejects an empty cart ('Your cart is empty!')", () =>
    spec
      .given([started('delivery', [])])
      .when(place())
      .thenThrows('cart.empty'));
  it('rejects an incomplete profile', () => {
    spec
      .given([started()])
      .when(place({ profileState: 'incomplete' }))
      .thenThrows('profile.incomplete');
    spec
      .given([started()])
      .when(place({ profileState: 'none' }))
      .thenThrows('profile.incomplete');
  });
  it('requires a live district for delivery', () => {
    spec
      .given([started()])
      .when(place({ district: null }, { recipient: 'a', phone: '0550123456' }))
      .thenThrows('order.district_required');
    spec
      .given([started()])
      .when(place({ district: { status: 'removed' } }))
      .thenThrows('district.not_found');
  });
  it('rejects a product unpublished or deleted since the checkout', () => {
    spec
      .given([started()])
      .when(place({ products: { ...products, margherita: { ...margherita, active: false } } }))
      .thenThrows('product.unavailable');
    spec
      .given([started()])
      .when(place({ products: { cola } }))
      .thenThrows('product.unavailable');
  });
  it('rejects a promo no longer valid', () => {
    spec
      .given([started(), promoApplied])
      .when(place({ promo: { ...promo20, active: false } }))
      .thenThrows('promo.inactive');
    spec
      .given([started(), promoApplied])
      .when(place({ promo: { status: 'none' } }))
      .thenThrows('promo.not_found');
    spec
      .given([started(), promoApplied])
      .when(place({ promo: null }))
      .thenThrows('promo.not_found');
  });
  it('rejects points above the balance now', () =>
    spec
      .given([started(), pointsUsed(150)])
      .when(place({ pointsBalance: 100 }))
      .thenThrows('points.insufficient'));
  it('rejects placing twice, another customer, an unknown order', () => {
    spec.given([started(), placed()]).when(place()).thenThrows('order.already_placed');
    spec
      .given([started()])
      .when({ ...place(), metadata: { ...place().metadata, actor: other } } as OrderCommandWithFacts)
      .thenThrows('auth.forbidden');
    spec.given([]).when(place()).thenThrows('order.not_found');
  });
});

describe('order decider: ConfirmOrderStep', () => {
  it('confirms the next step', () =>
    spec
      .given([started(), placed()])
      .when(confirm('accepted'))
      .then([stepDone('accepted')]));
  it('confirms every earlier unconfirmed step, one event per step', () =>
    spec
      .given([started(), placed(), stepDone('accepted')])
      .when(confirm('delivered'))
      .then([stepDone('preparing'), stepDone('out_for_delivery'), stepDone('delivered')]));
  it('an already confirmed step is a no-op (placed included)', () => {
    spec
      .given([started(), placed(), stepDone('accepted')])
      .when(confirm('accepted'))
      .thenNothing();
    spec.given([started(), placed()]).when(confirm('placed')).thenNothing();
  });
  it('rejects a step of the other type', () => {
    spec.given([started(), placed()]).when(confirm('ready')).thenThrows('order.step_invalid');
    spec
      .given([started('on_site'), placed('on_site')])
      .when(confirm('out_for_delivery'))
      .thenThrows('order.step_invalid');
  });
  it('on site goes up to served', () =>
    spec
      .given([started('on_site'), placed('on_site')])
      .when(confirm('served'))
      .then(['accepted', 'preparing', 'ready', 'served'].map((s) => stepDone(s))));
  it('rejects a checkout not placed and a cancelled order', () => {
    spec.given([started()]).when(confirm('accepted')).thenThrows('order.step_invalid');
    spec
      .given([started(), placed(), cancelled(customer)])
      .when(confirm('accepted'))
      .thenThrows('order.step_invalid');
  });
  it('is for staff only; unknown order is 404', () => {
    spec.given([started(), placed()]).when(confirm('accepted', customer)).thenThrows('auth.forbidden');
    spec.given([]).when(confirm('accepted')).thenThrows('order.not_found');
  });
});

describe('order decider: CancelOrder', () => {
  it('the customer cancels while the order is still placed', () =>
    spec
      .given([started(), placed()])
      .when(cancel(customer))
      .then([cancelled(customer)]));
  it('the customer cannot cancel once accepted', () =>
    spec
      .given([started(), placed(), stepDone('accepted')])
      .when(cancel(customer))
      .thenThrows('order.not_cancellable'));
  it('staff cancel before the last step', () =>
    spec
      .given([started(), placed(), stepDone('accepted'), stepDone('preparing'), stepDone('out_for_delivery')])
      .when(cancel(staff, 'sold_out'))
      .then([cancelled(staff, 'sold_out')]));
  it('nobody cancels after the last step', () =>
    spec
      .given([
        started(),
        placed(),
        stepDone('accepted'),
        stepDone('preparing'),
        stepDone('out_for_delivery'),
        stepDone('delivered'),
      ])
      .when(cancel(staff))
      .thenThrows('order.not_cancellable'));
  it('a checkout never placed can be cancelled (abandoned)', () =>
    spec
      .given([started()])
      .when(cancel(customer))
      .then([cancelled(customer)]));
  it('cancelling twice is a no-op', () =>
    spec
      .given([started(), placed(), cancelled(customer)])
      .when(cancel(staff))
      .thenNothing());
  it('another customer is refused; an unknown order is 404', () => {
    spec.given([started(), placed()]).when(cancel(other)).thenThrows('auth.forbidden');
    spec.given([]).when(cancel(staff)).thenThrows('order.not_found');
  });
});

describe('order decider: ExpireCheckout (the expiry worker)', () => {
  const system: OrderActor = { userId: 'system', role: 'admin' };
  const expire = (actor = system): OrderCommandWithFacts => ({
    type: 'ExpireCheckout',
    data: { orderId },
    metadata: { now: later, actor },
  });
  const expired: OrderEvent = { type: 'CheckoutExpired', data: { orderId, at: later } };

  it('expires a checkout never placed', () =>
    spec.given([started(), promoApplied]).when(expire()).then([expired]));
  it('is a no-op once placed, cancelled or already expired', () => {
    spec.given([started(), placed()]).when(expire()).thenNothing();
    spec
      .given([started(), cancelled(customer)])
      .when(expire())
      .thenNothing();
    spec.given([started(), expired]).when(expire()).thenNothing();
  });
  it('is refused to a customer, even the owner; an unknown order is 404', () => {
    spec.given([started()]).when(expire(customer)).thenThrows('auth.forbidden');
    spec.given([]).when(expire()).thenThrows('order.not_found');
  });
  it('an expired checkout can no longer be changed or placed; cancelling it is a no-op', () => {
    spec.given([started(), expired]).when(place()).thenThrows('checkout.expired');
    spec.given([started(), expired]).when(applyPromo()).thenThrows('checkout.expired');
    spec.given([started(), expired]).when(usePoints(10)).thenThrows('checkout.expired');
    spec.given([started(), expired]).when(removePromo()).thenThrows('checkout.expired');
    spec.given([started(), expired]).when(confirm('accepted')).thenThrows('order.step_invalid');
    spec.given([started(), expired]).when(cancel(customer)).thenNothing();
  });
});

describe('order decider: scheduled orders', () => {
  // `now` is Saturday 2025-03-01 13:00 in Oran (12:00Z).
  const open11to23 = { open: '11:00', close: '23:00' };
  const hours = (sat: typeof open11to23 | null) => ({
    timezone: 'Africa/Algiers' as const,
    days: {
      mon: open11to23,
      tue: open11to23,
      wed: open11to23,
      thu: open11to23,
      fri: open11to23,
      sat,
      sun: null,
    },
  });
  const placeFor = (slot: string | null, openingHours = hours(open11to23)): OrderCommandWithFacts => {
    const c = place({ openingHours });
    return { ...c, data: { ...c.data, slot } } as OrderCommandWithFacts;
  };
  const placedFor = (slot: string | null): OrderEvent => {
    const e = placed();
    return { ...e, data: { ...e.data, slot } } as OrderEvent;
  };
  const slot = '2025-03-01T18:00:00.000Z'; // 19:00 in Oran
  const release = (actor = staff): OrderCommandWithFacts => ({
    type: 'ReleaseScheduledOrder',
    data: { orderId },
    metadata: { now: later, actor },
  });
  const released: OrderEvent = { type: 'ScheduledOrderReleased', data: { orderId, slot, at: later } };

  it('places the order for an offered slot, the slot on OrderPlaced', () =>
    spec
      .given([started()])
      .when(placeFor(slot))
      .then([placedFor(slot)]));
  it('places for a slot while the shop is closed now, if the slot is inside the opening hours', () =>
    spec
      .given([started()])
      .when(placeFor('2025-03-03T11:00:00.000Z', { ...hours(null) }))
      .then([placedFor('2025-03-03T11:00:00.000Z')]));
  it('refuses "as soon as possible" while the shop is closed', () =>
    spec
      .given([started()])
      .when(placeFor(null, hours(null)))
      .thenThrows('shop.closed'));
  it('takes "as soon as possible" while open, and always when no hours are set', () => {
    spec
      .given([started()])
      .when(placeFor(null))
      .then([placedFor(null)]);
    spec
      .given([started()])
      .when(place())
      .then([placedFor(null)]);
  });
  it('"as soon as possible" at night in Oran: taken on a day open 24 h or without hours, refused otherwise', () => {
    const night = '2025-03-01T01:30:00.000Z'; // Saturday 02:30 in Oran
    const allDay = { open: '00:00', close: '24:00' };
    const placeAtNight = (openingHours: ReturnType<typeof hours> | null): OrderCommandWithFacts => {
      const c = placeFor(null);
      return { ...c, metadata: { ...c.metadata, now: night, openingHours } } as OrderCommandWithFacts;
    };
    const placedAtNight = { ...placed(), data: { ...placed().data, placedAt: night } } as OrderEvent;
    spec
      .given([started()])
      .when(placeAtNight(hours(open11to23)))
      .thenThrows('shop.closed');
    spec
      .given([started()])
      .when(placeAtNight(hours(allDay)))
      .then([placedAtNight]);
    spec.given([started()]).when(placeAtNight(null)).then([placedAtNight]);
    // Friday open 24 h ends at Saturday's midnight: Saturday 02:30 is closed when Saturday opens at 11:00.
    const fridayAllDay = hours(open11to23);
    spec
      .given([started()])
      .when(placeAtNight({ ...fridayAllDay, days: { ...fridayAllDay.days, fri: allDay } }))
      .thenThrows('shop.closed');
  });
  it('refuses a slot outside the hours, too soon, past, on a closed day or beyond the day after tomorrow', () => {
    for (const s of [
      '2025-03-01T22:00:00.000Z', // 23:00, closing time
      '2025-03-01T12:15:00.000Z', // in 15 minutes
      '2025-03-01T09:00:00.000Z', // this morning
      '2025-03-02T12:00:00.000Z', // Sunday, closed
      '2025-03-04T12:00:00.000Z', // the fourth day
    ])
      spec.given([started()]).when(placeFor(s)).thenThrows('slot.unavailable');
  });

  it('releases a scheduled order once, and nothing for an ASAP or a cancelled order', () => {
    spec
      .given([started(), placedFor(slot)])
      .when(release())
      .then([released]);
    spec
      .given([started(), placedFor(slot), released])
      .when(release())
      .thenNothing();
    spec
      .given([started(), placedFor(null)])
      .when(release())
      .thenNothing();
    spec
      .given([started(), placedFor(slot), cancelled(customer)])
      .when(release())
      .thenNothing();
    spec.given([started()]).when(release()).thenNothing();
  });
  it('refuses the release to a customer', () =>
    spec
      .given([started(), placedFor(slot)])
      .when(release(customer))
      .thenThrows('auth.forbidden'));
});
