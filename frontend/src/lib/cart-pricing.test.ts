import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts/core';
import type { CartLine } from '@/stores/cart';
import { priceCart, productLookups, type ProductLookup } from './cart-pricing';

const size = { value: 1, unit: 'XL' };
// Added while a 20 % discount was on: the stored price is the discounted one.
const pizza: CartLine = { id: 'p1', price: 800, quantity: 2, itemTotal: 1600, name: 'Pizza', img: '', size };
const cola: CartLine = { id: 'p2', price: 120, quantity: 1, itemTotal: 120, name: 'Cola', img: '', size };
const found = (finalPrice: number, active = true, price = finalPrice): ProductLookup => ({
  status: 'found',
  product: { finalPrice, price, active, name: 'Pizza royale', img: '/p.svg', size },
});

describe('cart priced from the current products', () => {
  it('prices lines and total with the current final price, not the one stored when added', () => {
    // Staff turned the discount off: the product now costs 1000 again.
    const cart = priceCart([pizza, cola], [found(1000), found(120)]);
    expect(cart.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [1000, 2000],
      [120, 120],
    ]);
    expect(cart.total).toBe(2120);
    expect(cart.lines[0]!.name).toBe('Pizza royale');
    expect(cart.hasUnavailable).toBe(false);
  });

  it('shows a deleted or unpublished product as unavailable and leaves it out of the total', () => {
    const cart = priceCart([pizza, cola], [{ status: 'gone' }, found(120)]);
    expect(cart.lines[0]).toMatchObject({ available: false, lineTotal: 0 });
    expect(cart.total).toBe(120);
    expect(cart.hasUnavailable).toBe(true);
    const unpublished = priceCart([pizza, cola], [found(1000, false), found(150)]);
    expect(unpublished.lines[0]!.available).toBe(false);
    expect(unpublished.total).toBe(150);
  });

  it('keeps the stored price while the product is still loading', () => {
    const cart = priceCart([pizza, cola], [{ status: 'loading' }, found(150)]);
    expect(cart.lines[0]).toMatchObject({ unitPrice: 800, lineTotal: 1600, available: true });
    expect(cart.total).toBe(1750);
    expect(priceCart([], []).total).toBe(0);
  });

  it('gives the price before discount beside the final one (the stored price until the product is known)', () => {
    const cart = priceCart([pizza, cola], [found(800, true, 1000), { status: 'loading' }]);
    expect(cart.lines.map((l) => [l.unitPrice, l.listPrice])).toEqual([
      [800, 1000],
      [120, 120],
    ]);
    expect(priceCart([pizza], [{ status: 'gone' }]).lines[0]).toMatchObject({ listPrice: 800, lineTotal: 0 });
  });
});

describe("each line's product from the cart's one lookup answer", () => {
  const view = (id: string, img: string): ProductView => ({
    _id: id,
    name: `Produit ${id}`,
    size,
    description: '',
    price: 900,
    sold: 0,
    discounted: false,
    finalPrice: 900,
    img,
    active: true,
    createdAt: '2024-02-01T00:00:00.000Z',
    category: { _id: 'c0', name: 'Pizzas', translations: {} },
    popularity: 0,
    optionGroups: [],
    translations: {},
  });
  // Saved when added: since then staff replaced p1's image and deleted p2 (its image with it).
  const lines: CartLine[] = [
    { ...pizza, img: '/uploads/original/old.webp' },
    { ...cola, img: '/uploads/original/cola.webp' },
    { ...pizza, id: 'p1-extra', productId: 'p1', options: [] },
    { ...cola, id: 'p3', img: '/uploads/original/p3.webp' },
  ];

  it('maps found ids to their product, missing ids to gone, ids the answer did not ask for to loading', () => {
    const answer = { data: [view('p1', '/uploads/original/new.webp')], missing: ['p2'] };
    const lookups = productLookups(lines, answer);
    expect(lookups.map((l) => l.status)).toEqual(['found', 'gone', 'found', 'loading']);
    expect(productLookups(lines, undefined).map((l) => l.status)).toEqual(Array(4).fill('loading'));
  });

  it("shows the product's current image once it answered, none before or once it is gone", () => {
    const answer = { data: [view('p1', '/uploads/original/new.webp')], missing: ['p2'] };
    const cart = priceCart(lines, productLookups(lines, answer));
    expect(cart.lines.map((l) => l.img)).toEqual([
      '/uploads/original/new.webp',
      undefined,
      '/uploads/original/new.webp',
      undefined,
    ]);
    expect(cart.lines.map((l) => l.available)).toEqual([true, false, true, true]);
    // An unpublished product answered: its current image, the line unavailable.
    const unpublished = {
      data: [{ ...view('p2', '/uploads/original/cola2.webp'), active: false }],
      missing: [],
    };
    expect(priceCart([lines[1]!], productLookups([lines[1]!], unpublished)).lines[0]).toMatchObject({
      img: '/uploads/original/cola2.webp',
      available: false,
    });
  });
});

describe('cart lines with options', () => {
  const label = (fr: string) => ({ fr, en: '', ar: '' });
  const groups = [
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
  ];
  const xl = {
    groupId: 'taille',
    group: label('Taille'),
    choiceId: 'xl',
    label: label('XL'),
    priceDelta: 200,
  };
  const burgerXl: CartLine = {
    id: 'b~taille.xl',
    productId: 'b',
    options: [xl],
    price: 1100,
    quantity: 2,
    itemTotal: 2200,
    name: 'Burger',
  };
  const burger = (optionGroups: typeof groups): ProductLookup => ({
    status: 'found',
    product: { finalPrice: 900, price: 1000, active: true, name: 'Burger', img: '', size, optionGroups },
  });

  it('prices a line with the current deltas of its choices', () => {
    const cart = priceCart([burgerXl], [burger(groups)]);
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 1200,
      listPrice: 1300,
      lineTotal: 2400,
      available: true,
    });
    expect(cart.lines[0]!.options.map((o) => o.priceDelta)).toEqual([300]);
    expect(cart.total).toBe(2400);
  });

  it('a choice removed since, or a group now required, makes the line unavailable with its reason', () => {
    const withoutXl = [{ ...groups[0]!, choices: groups[0]!.choices.slice(0, 1) }];
    expect(priceCart([burgerXl], [burger(withoutXl)]).lines[0]).toMatchObject({
      available: false,
      unavailableReason: 'option.unavailable',
    });
    // A line saved before options (no productId, no options) of a product that now requires a size.
    const old: CartLine = { id: 'b', price: 900, quantity: 1, itemTotal: 900 };
    const cart = priceCart([old], [burger(groups)]);
    expect(cart.lines[0]).toMatchObject({ available: false, unavailableReason: 'option.choice_count' });
    expect(cart.hasUnavailable).toBe(true);
  });

  it('a removed extra names the choice that went and offers the line without it when the groups allow', () => {
    const extras = {
      id: 'extras',
      label: label('Suppléments'),
      min: 0,
      max: 2,
      choices: [{ id: 'fromage', label: label('Fromage'), priceDelta: 100 }],
    };
    const oeuf = {
      groupId: 'extras',
      group: label('Suppléments'),
      choiceId: 'oeuf',
      label: label('Œuf'),
      priceDelta: 50,
    };
    const line: CartLine = { ...burgerXl, id: 'b~extras.oeuf+taille.xl', options: [xl, oeuf] };
    const cart = priceCart([line], [burger([groups[0]!, extras])]);
    expect(cart.lines[0]).toMatchObject({
      available: false,
      unavailableReason: 'option.unavailable',
      removedOptions: [oeuf],
      withoutRemoved: [expect.objectContaining({ choiceId: 'xl', priceDelta: 300 })],
    });
    expect(cart).toMatchObject({ hasUnavailable: true, hasGone: false });
    // The size the line had is gone and a size is required: only choosing again helps.
    const withoutXl = [{ ...groups[0]!, choices: groups[0]!.choices.slice(0, 1) }];
    const mustChoose = priceCart([burgerXl], [burger(withoutXl)]).lines[0]!;
    expect(mustChoose.removedOptions).toEqual([xl]);
    expect(mustChoose.withoutRemoved).toBeUndefined();
    expect(priceCart([burgerXl], [{ status: 'gone' }]).hasGone).toBe(true);
  });

  it('a line saved before options of a product without options is priced as before', () => {
    const old: CartLine = { id: 'b', price: 900, quantity: 1, itemTotal: 900 };
    expect(priceCart([old], [burger([])]).lines[0]).toMatchObject({
      unitPrice: 900,
      available: true,
      options: [],
    });
  });
});
