import { describe, expect, it } from 'vitest';
import type { ProductEvent, ProductState } from '../product/decider';
import { membershipMoves } from './membership';

const details = {
  productId: 'margherita',
  name: 'Margherita',
  size: { value: 1, unit: 'XL' },
  description: '',
  price: 900,
  sold: 0,
  optionGroups: [],
  translations: {},
};
const inPizzas: ProductState = {
  status: 'live',
  active: true,
  categoryId: 'pizzas',
  choiceIds: [],
  soldOut: {},
};
const created: ProductEvent = {
  type: 'ProductCreated',
  data: {
    ...details,
    categoryId: 'pizzas',
    img: '/x.svg',
    active: true,
    createdAt: '2025-01-01T10:00:00.000Z',
  },
};
const updated = (categoryId: string): ProductEvent => ({
  type: 'ProductUpdated',
  data: { ...details, categoryId },
});
const move = (categoryId: string, productRevision: number) => ({
  categoryId,
  productId: 'margherita',
  productRevision,
});

describe('membershipMoves', () => {
  it('a created product enters its category at revision 0', () =>
    expect(membershipMoves({ status: 'none' }, [created], 0)).toEqual({ enter: move('pizzas', 0) }));
  it('a product moved to another category enters it and leaves the old one, both at the update revision', () =>
    expect(membershipMoves(inPizzas, [updated('burgers')], 3)).toEqual({
      enter: move('burgers', 3),
      leave: move('pizzas', 3),
    }));
  it('an update that keeps the category moves nothing', () =>
    expect(membershipMoves(inPizzas, [updated('pizzas')], 3)).toEqual({}));
  it('a deleted product leaves its category', () =>
    expect(
      membershipMoves(inPizzas, [{ type: 'ProductDeleted', data: { productId: 'margherita' } }], 7),
    ).toEqual({
      leave: move('pizzas', 7),
    }));
  it('other product events and no-ops move nothing', () => {
    expect(
      membershipMoves(inPizzas, [{ type: 'ProductPublished', data: { productId: 'margherita' } }], 2),
    ).toEqual({});
    expect(membershipMoves(inPizzas, [], 2)).toEqual({});
  });
});
