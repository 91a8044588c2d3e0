import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { categoryDecider, type CategoryCommand, type CategoryEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const details = {
  categoryId: 'pizzas',
  name: 'Pizzas',
  description: 'Au feu de bois',
  image: '/images/categories/pizzas.svg',
};
const created: CategoryEvent = { type: 'CategoryCreated', data: { ...details, createdAt: now } };
const deleted: CategoryEvent = { type: 'CategoryDeleted', data: { categoryId: 'pizzas' } };
const create: CategoryCommand = { type: 'CreateCategory', data: details, metadata: { now } };
const update: CategoryCommand = {
  type: 'UpdateCategory',
  data: { ...details, name: 'Nos pizzas' },
  metadata: { now },
};
const remove = (liveProducts: number): CategoryCommand => ({
  type: 'DeleteCategory',
  data: { categoryId: 'pizzas' },
  metadata: { now, liveProducts },
});
const spec = deciderSpec(categoryDecider);

describe('category decider', () => {
  it('creates a category stamped with the handler time', () => spec.given([]).when(create).then([created]));
  it('rejects creating an existing category', () =>
    spec.given([created]).when(create).thenThrows('category.exists'));
  it('rejects re-creating a deleted category id', () =>
    spec.given([created, deleted]).when(create).thenThrows('category.exists'));
  it('updates a live category', () =>
    spec
      .given([created])
      .when(update)
      .then([{ type: 'CategoryUpdated', data: { ...details, name: 'Nos pizzas' } }]));
  it('rejects updating an unknown category', () =>
    spec.given([]).when(update).thenThrows('category.not_found'));
  it('rejects updating a deleted category', () =>
    spec.given([created, deleted]).when(update).thenThrows('category.not_found'));
  it('deletes an empty category', () => spec.given([created]).when(remove(0)).then([deleted]));
  it('rejects deleting a category that still holds products', () =>
    spec.given([created]).when(remove(2)).thenThrows('category.not_empty'));
  it('rejects deleting an unknown or deleted category', () => {
    spec.given([]).when(remove(0)).thenThrows('category.not_found');
    spec.given([created, deleted]).when(remove(0)).thenThrows('category.not_found');
  });
});
