import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { categoryDecider, type CategoryCommand, type CategoryEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const details = {
  categoryId: 'pizzas',
  name: 'Pizzas',
  description: 'Au feu de bois',
  image: '/images/categories/pizzas.svg',
  translations: { en: { name: 'Pizzas', description: 'Wood-fired' } },
};
const created: CategoryEvent = { type: 'CategoryCreated', data: { ...details, createdAt: now } };
const deleted: CategoryEvent = { type: 'CategoryDeleted', data: { categoryId: 'pizzas' } };
const create: CategoryCommand = { type: 'CreateCategory', data: details, metadata: { now } };
const update: CategoryCommand = {
  type: 'UpdateCategory',
  data: { ...details, name: 'Nos pizzas' },
  metadata: { now },
};
const remove = (placements: Record<string, string | null> = {}, at = now): CategoryCommand => ({
  type: 'DeleteCategory',
  data: { categoryId: 'pizzas' },
  metadata: { now: at, placements },
});
const membership = { categoryId: 'pizzas', productId: 'margherita' };
const enter = (productRevision: number): CategoryCommand => ({
  type: 'EnterCategory',
  data: { ...membership, productRevision },
  metadata: { now },
});
const leave = (productRevision: number): CategoryCommand => ({
  type: 'LeaveCategory',
  data: { ...membership, productRevision },
  metadata: { now },
});
const entered = (productRevision: number, at = now): CategoryEvent => ({
  type: 'ProductEnteredCategory',
  data: { ...membership, productRevision, at },
});
const left = (productRevision: number): CategoryEvent => ({
  type: 'ProductLeftCategory',
  data: { ...membership, productRevision },
});
const minutesAfter = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
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
  it('rejects deleting an unknown or deleted category', () => {
    spec.given([]).when(remove()).thenThrows('category.not_found');
    spec.given([created, deleted]).when(remove()).thenThrows('category.not_found');
  });
});

describe('category decider: membership and deletion', () => {
  it('deletes a category that never held a product', () =>
    spec.given([created]).when(remove()).then([deleted]));
  it('records a product entering a live category, stamped with the handler time', () =>
    spec
      .given([created])
      .when(enter(0))
      .then([entered(0)]));
  it('records the entry again for a product already recorded (the racing deletion must conflict)', () =>
    spec
      .given([created, entered(0)])
      .when(enter(3))
      .then([entered(3)]));
  it('refuses an entry into an unknown or deleted category', () => {
    spec.given([]).when(enter(0)).thenThrows('category.unknown');
    spec.given([created, deleted]).when(enter(0)).thenThrows('category.unknown');
  });
  it('refuses deleting a category whose product stream still shows the product there', () =>
    spec
      .given([created, entered(0, minutesAfter(-60))])
      .when(remove({ margherita: 'pizzas' }))
      .thenThrows('category.not_empty'));
  it('refuses deleting while an entry is in flight (its product event not landed yet)', () =>
    spec
      .given([created, entered(0)])
      .when(remove({ margherita: null }, minutesAfter(1)))
      .thenThrows('category.not_empty'));
  it('ignores a stale entry the product stream contradicts once it is no longer in flight', () => {
    spec
      .given([created, entered(0)])
      .when(remove({ margherita: null }, minutesAfter(2)))
      .then([deleted]);
    spec
      .given([created, entered(0)])
      .when(remove({ margherita: 'burgers' }, minutesAfter(5)))
      .then([deleted]);
  });
  it('counts a member the handler gave no placement for', () =>
    spec
      .given([created, entered(0)])
      .when(remove({}, minutesAfter(60)))
      .thenThrows('category.not_empty'));
  it('records the exit of a member and then deletes', () => {
    spec
      .given([created, entered(0)])
      .when(leave(4))
      .then([left(4)]);
    spec
      .given([created, entered(0), left(4)])
      .when(remove())
      .then([deleted]);
  });
  it('an exit older than the entry is a no-op, in decide and in evolve', () => {
    spec
      .given([created, entered(5)])
      .when(leave(4))
      .thenNothing();
    spec
      .given([created, entered(0)])
      .when(leave(0))
      .thenNothing();
    spec
      .given([created, entered(5), left(4)])
      .when(remove({ margherita: 'pizzas' }))
      .thenThrows('category.not_empty');
  });
  it('an exit of a product never recorded is a no-op', () =>
    spec.given([created]).when(leave(2)).thenNothing());
  it('a late entry older than the recorded one does not replace it', () =>
    spec
      .given([created, entered(5), entered(3, minutesAfter(-60)), left(4)])
      .when(remove({ margherita: null }, minutesAfter(1)))
      .thenThrows('category.not_empty'));
});
