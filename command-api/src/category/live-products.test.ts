import { describe, expect, it } from 'vitest';
import { countLiveProducts } from './live-products';

const created = (productId: string, categoryId: string) => ({
  type: 'ProductCreated',
  data: { productId, categoryId },
});

describe('countLiveProducts', () => {
  it('counts products created in the category, following moves and deletions', async () => {
    const events = [
      created('a', 'pizzas'),
      created('b', 'pizzas'),
      created('c', 'burgers'),
      { type: 'CategoryCreated', data: { categoryId: 'pizzas' } },
      { type: 'ProductUpdated', data: { productId: 'b', categoryId: 'burgers' } },
      created('d', 'pizzas'),
      { type: 'ProductDeleted', data: { productId: 'd' } },
    ];
    expect(await countLiveProducts('pizzas', events)).toBe(1);
    expect(await countLiveProducts('burgers', events)).toBe(2);
    expect(await countLiveProducts('tacos', events)).toBe(0);
  });
});
