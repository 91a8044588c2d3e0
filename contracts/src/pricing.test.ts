import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  cartReducer,
  cartTotals,
  emptyCartState,
  finalUnitPrice,
  isDiscounted,
  lineTotal,
  portionText,
  type CartAction,
  type CartState,
} from './pricing';

const run = (...actions: CartAction[]): CartState => actions.reduce(cartReducer, emptyCartState());
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainError ? e.code : 'not a DomainError';
  }
  return undefined;
};

describe('finalUnitPrice (spec §1: price × (1 − sold/100) only while the discount flag is on)', () => {
  it('applies the discount when the flag is on and sold > 0', () => {
    expect(finalUnitPrice({ price: 1000, sold: 20 }, true)).toBe(800);
    expect(isDiscounted({ price: 1000, sold: 20 }, true)).toBe(true);
  });
  it('keeps the base price when the flag is off', () => {
    expect(finalUnitPrice({ price: 1000, sold: 20 }, false)).toBe(1000);
    expect(isDiscounted({ price: 1000, sold: 20 }, false)).toBe(false);
  });
  it('keeps the base price when sold is 0', () => {
    expect(finalUnitPrice({ price: 650, sold: 0 }, true)).toBe(650);
    expect(isDiscounted({ price: 650, sold: 0 }, true)).toBe(false);
  });
  it('rounds to the whole dinar', () => {
    expect(finalUnitPrice({ price: 450, sold: 15 }, true)).toBe(383); // 382.5
    expect(finalUnitPrice({ price: 990, sold: 33 }, true)).toBe(663); // 663.3
    expect(finalUnitPrice({ price: 1, sold: 50 }, true)).toBe(1); // 0.5 rounds up
    expect(finalUnitPrice({ price: 35, sold: 30 }, true)).toBe(25); // 24.5, not 24.499… of 35 × 0.7
  });
  it('gives 0 at 100 %', () => {
    expect(finalUnitPrice({ price: 700, sold: 100 }, true)).toBe(0);
  });
});

describe('lineTotal and cartTotals', () => {
  it('line total = discounted unit price × quantity', () => {
    expect(lineTotal(finalUnitPrice({ price: 1000, sold: 20 }, true), 3)).toBe(2400);
  });
  it('sums lines, counts items and unique items', () => {
    expect(
      cartTotals([
        { price: 800, quantity: 3 },
        { price: 250, quantity: 2 },
      ]),
    ).toEqual({ cartTotal: 2900, totalItems: 5, totalUniqueItems: 2, isEmpty: false });
  });
  it('an empty cart is empty and worth 0', () => {
    expect(cartTotals([])).toEqual({ cartTotal: 0, totalItems: 0, totalUniqueItems: 0, isEmpty: true });
  });
});

describe('portionText (spec §1: portion shown like "1 XL")', () => {
  it('writes value then unit', () => {
    expect(portionText({ value: 1, unit: 'XL' })).toBe('1 XL');
    expect(portionText({ value: 33, unit: 'cl' })).toBe('33 cl');
  });
});

describe('cart reducer (spec §4 and §5 "Cart")', () => {
  const pizza = { id: 'margherita', price: 800, name: 'Margherita' };
  const cola = { id: 'citronnade', price: 200 };

  it('adds a new item with quantity 1 by default and derives itemTotal and totals', () => {
    const s = run({ type: 'addItem', item: pizza });
    expect(s.items).toEqual([
      { id: 'margherita', price: 800, name: 'Margherita', quantity: 1, itemTotal: 800 },
    ]);
    expect(s).toMatchObject({ cartTotal: 800, totalItems: 1, totalUniqueItems: 1, isEmpty: false });
  });
  it('adding an existing item increases its quantity', () => {
    const s = run({ type: 'addItem', item: pizza }, { type: 'addItem', item: pizza, quantity: 2 });
    expect(s.items).toHaveLength(1);
    expect(s.items[0]).toMatchObject({ quantity: 3, itemTotal: 2400 });
    expect(s).toMatchObject({ cartTotal: 2400, totalItems: 3, totalUniqueItems: 1 });
  });
  it('adding an existing item without price is fine (the stored price stays)', () => {
    const s = run({ type: 'addItem', item: pizza }, { type: 'addItem', item: { id: 'margherita' } });
    expect(s.items[0]).toMatchObject({ price: 800, quantity: 2 });
  });
  it('a quantity of 0 or less on add is ignored', () => {
    const before = run({ type: 'addItem', item: pizza });
    expect(cartReducer(before, { type: 'addItem', item: pizza, quantity: 0 })).toBe(before);
    expect(cartReducer(before, { type: 'addItem', item: cola, quantity: -1 })).toBe(before);
  });
  it('an item needs an id', () => {
    expect(codeOf(() => run({ type: 'addItem', item: { price: 100 } }))).toBe('validation.failed');
  });
  it('a new item needs a price', () => {
    expect(codeOf(() => run({ type: 'addItem', item: { id: 'x' } }))).toBe('validation.failed');
  });
  it('updating the quantity sets it and recomputes totals', () => {
    const s = run(
      { type: 'addItem', item: pizza },
      { type: 'addItem', item: cola },
      { type: 'updateItemQuantity', id: 'citronnade', quantity: 4 },
    );
    expect(s.items[1]).toMatchObject({ quantity: 4, itemTotal: 800 });
    expect(s).toMatchObject({ cartTotal: 1600, totalItems: 5, totalUniqueItems: 2 });
  });
  it('a quantity of 0 or less on update removes the item', () => {
    const s = run(
      { type: 'addItem', item: pizza },
      { type: 'addItem', item: cola },
      { type: 'updateItemQuantity', id: 'margherita', quantity: 0 },
    );
    expect(s.items.map((i) => i.id)).toEqual(['citronnade']);
    expect(
      run({ type: 'addItem', item: pizza }, { type: 'updateItemQuantity', id: 'margherita', quantity: -2 })
        .isEmpty,
    ).toBe(true);
  });
  it('removes an item', () => {
    const s = run(
      { type: 'addItem', item: pizza },
      { type: 'addItem', item: cola },
      { type: 'removeItem', id: 'margherita' },
    );
    expect(s).toMatchObject({ cartTotal: 200, totalItems: 1, totalUniqueItems: 1 });
  });
  it('replaces a line in its place with its quantity, or merges it into the line of its new id', () => {
    const added = run(
      { type: 'addItem', item: { ...pizza, id: 'margherita~x.oeuf' }, quantity: 2 },
      { type: 'addItem', item: cola },
    );
    const replaced = cartReducer(added, {
      type: 'replaceItem',
      id: 'margherita~x.oeuf',
      item: { ...pizza, price: 750 },
    });
    expect(replaced.items.map((i) => [i.id, i.quantity, i.itemTotal])).toEqual([
      ['margherita', 2, 1500],
      ['citronnade', 1, 200],
    ]);
    const withPlain = run(
      { type: 'addItem', item: pizza },
      { type: 'addItem', item: { ...pizza, id: 'margherita~x.oeuf' }, quantity: 3 },
    );
    const merged = cartReducer(withPlain, { type: 'replaceItem', id: 'margherita~x.oeuf', item: pizza });
    expect(merged).toMatchObject({ totalItems: 4, totalUniqueItems: 1 });
    expect(merged.items[0]).toMatchObject({ id: 'margherita', quantity: 4 });
    expect(cartReducer(withPlain, { type: 'replaceItem', id: 'gone', item: pizza })).toBe(withPlain);
  });
  it('sets items (e.g. restored after a reload), quantity 1 by default', () => {
    const s = run({ type: 'setItems', items: [{ ...pizza, quantity: 2 }, cola] });
    expect(s).toMatchObject({ cartTotal: 1800, totalItems: 3, totalUniqueItems: 2, isEmpty: false });
    expect(codeOf(() => run({ type: 'setItems', items: [{ price: 1 }] }))).toBe('validation.failed');
  });
  it('empties the cart', () => {
    const s = run(
      { type: 'addItem', item: pizza },
      { type: 'setMetadata', metadata: { note: 'x' } },
      { type: 'emptyCart' },
    );
    expect(s).toEqual(emptyCartState());
  });
  it('sets, updates and clears metadata', () => {
    const set = run({ type: 'setMetadata', metadata: { a: 1, b: 2 } });
    expect(set.metadata).toEqual({ a: 1, b: 2 });
    const updated = cartReducer(set, { type: 'updateMetadata', metadata: { b: 3, c: 4 } });
    expect(updated.metadata).toEqual({ a: 1, b: 3, c: 4 });
    expect(cartReducer(set, { type: 'setMetadata', metadata: { c: 4 } }).metadata).toEqual({ c: 4 });
    expect(cartReducer(updated, { type: 'clearMetadata' }).metadata).toEqual({});
  });
});
