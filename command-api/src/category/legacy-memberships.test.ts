import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { emptyScan, foldIntoScan, unrecordedMembers } from './legacy-memberships';

let position = 0n;
const revisions = new Map<string, bigint>();
const recorded = (stream: string, type: string, data: Record<string, unknown>): RecordedEvent => {
  const revision = (revisions.get(stream) ?? -1n) + 1n;
  revisions.set(stream, revision);
  position += 1n;
  return {
    id: `e${position}`,
    stream,
    type,
    data,
    metadata: { correlationId: 'c' },
    revision,
    position,
    createdAt: new Date(0),
  };
};
const category = (id: string) => recorded(`category-${id}`, 'CategoryCreated', { categoryId: id });
const product = (id: string, categoryId: string) =>
  recorded(`product-${id}`, 'ProductCreated', { productId: id, categoryId });

describe('the legacy membership scan', () => {
  it('finds the live products of live categories that their category stream does not record', () => {
    const log = [
      category('pizzas'),
      category('burgers'),
      category('tacos'),
      product('a', 'pizzas'),
      product('b', 'pizzas'),
      product('c', 'burgers'),
      recorded('product-b', 'ProductUpdated', { productId: 'b', categoryId: 'burgers' }),
      product('d', 'pizzas'),
      recorded('product-d', 'ProductDeleted', { productId: 'd' }),
      // Recorded by the product commands already: not recorded twice.
      recorded('category-burgers', 'ProductEnteredCategory', {
        categoryId: 'burgers',
        productId: 'c',
        productRevision: 0,
        at: '2025-01-01T10:00:00.000Z',
      }),
      // A product left in a deleted category by the old race has no live category to be recorded in.
      product('e', 'tacos'),
      recorded('category-tacos', 'CategoryDeleted', { categoryId: 'tacos' }),
      recorded('order-1', 'OrderPlaced', { orderId: '1' }),
    ];
    const scan = log.reduce(foldIntoScan, emptyScan());
    expect(scan.position).toBe(position);
    expect(Object.fromEntries(unrecordedMembers(scan))).toEqual({
      pizzas: [{ productId: 'a', productRevision: 0 }],
      burgers: [{ productId: 'b', productRevision: 1 }],
    });
    expect(scan.categories.get('burgers')?.revision).toBe(1n);
  });
});
