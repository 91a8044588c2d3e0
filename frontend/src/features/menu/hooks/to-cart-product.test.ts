import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCartState, type ProductView } from '@shop/contracts/core';
import { toCartProduct } from './to-cart-product';

const product: ProductView = {
  _id: 'p1',
  name: 'Pizza merguez',
  size: { value: 1, unit: 'XL' },
  description: '…',
  price: 950,
  sold: 20,
  discounted: true,
  finalPrice: 760,
  img: '/images/products/pizza-merguez.svg',
  active: true,
  createdAt: '2024-02-01T00:00:00.000Z',
  category: { _id: 'c0', name: 'Pizzas', translations: {} },
  popularity: 3,
  optionGroups: [],
  translations: {},
};

describe('cart item of a product (spec §3)', () => {
  it('keeps the price after discount, the id, name, image and size', () => {
    expect(toCartProduct(product)).toMatchObject({
      id: 'p1',
      price: 760,
      name: 'Pizza merguez',
      size: { value: 1, unit: 'XL' },
    });
  });
  it('keys a line with choices by product and choices, priced with their deltas', () => {
    const label = (fr: string) => ({ fr, en: '', ar: '' });
    const cheese = {
      groupId: 'extras',
      group: label('Suppléments'),
      choiceId: 'fromage',
      label: label('Fromage'),
      priceDelta: 100,
    };
    expect(toCartProduct(product, [cheese])).toMatchObject({
      id: 'p1~extras.fromage',
      productId: 'p1',
      options: [cheese],
      price: 860,
    });
    expect(toCartProduct(product)).toMatchObject({ id: 'p1', productId: 'p1', options: [] });
  });
  it('gives line and cart totals from the discounted price', () => {
    const state = cartReducer(emptyCartState(), {
      type: 'addItem',
      item: toCartProduct(product),
      quantity: 3,
    });
    expect(state.items[0]?.itemTotal).toBe(2280);
    expect(state.cartTotal).toBe(2280);
  });
});
