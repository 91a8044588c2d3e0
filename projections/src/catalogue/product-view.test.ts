import { describe, expect, it } from 'vitest';
import { readModelKeys } from '@shop/platform/read-model-keys';
import {
  createdProductView,
  popularScore,
  priced,
  productIndexEntries,
  updatedProductView,
} from './product-view';

const created = {
  productId: 'p1',
  name: 'Pizza Margherita',
  size: { value: 1, unit: 'XL' },
  description: 'Tomate, mozzarella',
  price: 1000,
  sold: 15,
  categoryId: 'pizzas',
  img: '/images/pizza.svg',
  active: true,
  createdAt: '2025-01-01T10:00:00+01:00',
  optionGroups: [],
  translations: { ar: { name: 'بيتزا مارغريتا' } },
};

const pizzas = { name: 'Pizzas', translations: { ar: { name: 'بيتزا' } } };

describe('product view', () => {
  it('applies the discount only while the flag is on, and denormalises the category names', () => {
    const on = createdProductView(created, pizzas, true);
    expect(on).toMatchObject({
      _id: 'p1',
      finalPrice: 850,
      discounted: true,
      category: { _id: 'pizzas', ...pizzas },
      translations: { ar: { name: 'بيتزا مارغريتا' } },
    });
    expect(on.createdAt).toBe('2025-01-01T09:00:00.000Z');
    expect(createdProductView(created, pizzas, false)).toMatchObject({
      finalPrice: 1000,
      discounted: false,
    });
    expect(priced(on, false)).toMatchObject({ finalPrice: 1000, discounted: false });
  });

  it('keeps image, publication, date and popularity on update', () => {
    const before = { ...createdProductView(created, pizzas, true), popularity: 4 };
    const after = updatedProductView(
      before,
      { ...created, price: 1200, sold: 0, categoryId: 'menus' },
      { name: 'Menus', translations: { en: { name: 'Set meals' } } },
      true,
    );
    expect(after).toMatchObject({
      price: 1200,
      finalPrice: 1200,
      discounted: false,
      img: created.img,
      active: true,
      popularity: 4,
    });
    expect(after.category).toEqual({
      _id: 'menus',
      name: 'Menus',
      translations: { en: { name: 'Set meals' } },
    });
    expect(after.translations).toEqual(created.translations);
  });

  it('is indexed in all + its scope, every category + its own, by date, final price and popularity', () => {
    const keys = readModelKeys('t:', 1);
    const view = createdProductView(created, pizzas, true);
    const entries = productIndexEntries(keys, view);
    expect(entries).toHaveLength(12);
    expect(entries).toContainEqual({ key: 't:rm:1:products:active:pizzas:price', score: 850 });
    expect(entries).toContainEqual({
      key: 't:rm:1:products:all:*:createdAt',
      score: Date.parse(created.createdAt),
    });
    expect(entries.some((e) => e.key.includes(':inactive:'))).toBe(false);
    const hidden = productIndexEntries(keys, { ...view, active: false });
    expect(hidden.some((e) => e.key.includes(':active:'))).toBe(false);
  });

  it('orders popular by popularity, then newest', () => {
    const older = popularScore(2, Date.parse('2024-01-01T00:00:00Z'));
    const newer = popularScore(2, Date.parse('2025-01-01T00:00:00Z'));
    expect(newer).toBeGreaterThan(older);
    expect(popularScore(3, Date.parse('2020-01-01T00:00:00Z'))).toBeGreaterThan(newer);
  });
});
