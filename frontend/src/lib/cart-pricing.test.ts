import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/stores/cart';
import { priceCart, type ProductLookup } from './cart-pricing';

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
