import { describe, expect, it } from 'vitest';
import { DomainError, type SoldOutMark } from '@shop/contracts';
import type { OrderEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider, type OrderActor, type OrderCommandWithFacts, type ProductFact } from './decider';

// Sold out at checkout (docs/kitchen.md "Sold out"): StartCheckout and PlaceOrder refuse a line whose product, or
// one of its chosen choices, is sold out, with cart.sold_out naming it in every language.
const now = '2025-03-01T12:00:00.000Z';
const orderId = 'o1';
const customer: OrderActor = { userId: 'u1', role: 'user' };
const burger: ProductFact = {
  status: 'live',
  active: true,
  name: 'Burger',
  translations: { en: { name: 'Beef burger' }, ar: { name: 'برغر' } },
  size: { value: 1, unit: 'pièce' },
  price: 1000,
  sold: 0,
  optionGroups: [
    {
      id: 'extras',
      label: { fr: 'Suppléments', en: 'Extras', ar: 'إضافات' },
      min: 0,
      max: 2,
      choices: [
        { id: 'fromage', label: { fr: 'Fromage', en: 'Cheese', ar: 'جبن' }, priceDelta: 100 },
        { id: 'oeuf', label: { fr: 'Œuf', en: '', ar: '' }, priceDelta: 50 },
      ],
    },
  ],
};
const withMarks = (soldOut: Record<string, SoldOutMark>): ProductFact => ({ ...burger, soldOut });
const lines = [{ productId: 'burger', quantity: 1, options: [{ groupId: 'extras', choiceId: 'fromage' }] }];
const start = (products: Record<string, ProductFact>): OrderCommandWithFacts => ({
  type: 'StartCheckout',
  data: { orderId, userId: 'u1', type: 'on_site', lines },
  metadata: { now, actor: customer, products, discountsEnabled: false },
});
const spec = deciderSpec(orderDecider);

const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('order decider: sold out', () => {
  it('StartCheckout refuses a sold-out product, naming it in fr, en and ar', () => {
    const products = { burger: withMarks({ '': { until: null, at: now } }) };
    spec.given([]).when(start(products)).thenThrows('cart.sold_out');
    const error = refusal(() => orderDecider.decide(start(products), { status: 'none' }));
    expect(error.errors).toEqual({
      productId: 'burger',
      'product.fr': 'Burger',
      'product.en': 'Beef burger',
      'product.ar': 'برغر',
    });
  });
  it('StartCheckout refuses a sold-out chosen choice, naming the product and the choice', () => {
    const products = { burger: withMarks({ fromage: { until: '2025-03-01T22:00:00.000Z', at: now } }) };
    const error = refusal(() => orderDecider.decide(start(products), { status: 'none' }));
    expect(error.code).toBe('cart.sold_out');
    expect(error.errors).toMatchObject({
      choiceId: 'fromage',
      'product.fr': 'Burger (Fromage)',
      'product.en': 'Beef burger (Cheese)',
      'product.ar': 'برغر (جبن)',
    });
  });
  it('a choice not in the line, or a mark whose end has passed, does not refuse', () => {
    const other = { burger: withMarks({ oeuf: { until: null, at: now } }) };
    expect(orderDecider.decide(start(other), { status: 'none' })[0]!.type).toBe('CheckoutStarted');
    const over = {
      burger: withMarks({ '': { until: '2025-03-01T11:59:00.000Z', at: '2025-03-01T10:00:00.000Z' } }),
    };
    expect(orderDecider.decide(start(over), { status: 'none' })[0]!.type).toBe('CheckoutStarted');
  });
  it('PlaceOrder refuses a checkout whose product was sold out after it started', () => {
    const [checkout] = orderDecider.decide(start({ burger }), { status: 'none' }) as OrderEvent[];
    const place: OrderCommandWithFacts = {
      type: 'PlaceOrder',
      data: { orderId, delivery: { recipient: 'amine b', phone: '0550123456' } },
      metadata: {
        now,
        actor: customer,
        products: { burger: withMarks({ '': { until: null, at: now } }) },
        discountsEnabled: false,
        promo: null,
        district: null,
        profileState: 'complited',
        pointsBalance: 0,
        openingHours: null,
      },
    } as OrderCommandWithFacts;
    spec.given([checkout!]).when(place).thenThrows('cart.sold_out');
  });
});
