import { describe, expect, it } from 'vitest';
import { categoryMenuHref, orderedBanners } from './banners';

const banner = (name: string, order_img: number) => ({
  _id: name,
  name,
  order_img,
  img: `/images/${name}.svg`,
  img_id: name,
  translations: {},
});

describe('home helpers', () => {
  it('orders banners by order_img', () => {
    expect(orderedBanners([banner('c', 2), banner('a', 0), banner('b', 1)]).map((b) => b.name)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(orderedBanners(undefined)).toEqual([]);
  });
  it('links a category to the menu filtered by its name', () => {
    expect(categoryMenuHref('Pizzas & Tacos')).toBe('/menu?category=Pizzas+%26+Tacos');
  });
});
