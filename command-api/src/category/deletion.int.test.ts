import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError, type CatalogueCommandInput } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Handle } from '../command-types';
import { createCommandHandler } from '../handle';
import { readStream, tempSqliteStore } from '../testing/temp-store';

const categoryData = (categoryId: string) => ({
  categoryId,
  name: categoryId,
  description: '',
  image: `/images/categories/${categoryId}.svg`,
});
const createCategory = (categoryId: string): CatalogueCommandInput => ({
  type: 'CreateCategory',
  data: categoryData(categoryId),
});
const deleteCategory = (categoryId: string): CatalogueCommandInput => ({
  type: 'DeleteCategory',
  data: { categoryId },
});
const productData = (productId: string, categoryId: string) => ({
  productId,
  name: productId,
  size: { value: 1, unit: 'XL' },
  description: '',
  price: 900,
  sold: 0,
  categoryId,
});
const createProduct = (productId: string, categoryId: string): CatalogueCommandInput => ({
  type: 'CreateProduct',
  data: { ...productData(productId, categoryId), img: `/images/products/${productId}.svg` },
});
const moveProduct = (productId: string, categoryId: string): CatalogueCommandInput => ({
  type: 'UpdateProduct',
  data: productData(productId, categoryId),
});
const deleteProduct = (productId: string): CatalogueCommandInput => ({
  type: 'DeleteProduct',
  data: { productId },
});

const codeOf = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof DomainError ? e.code : `not a DomainError: ${String(e)}`),
  );

/** The real store, counting full-log reads. */
function countingReadAll(store: EventStore): EventStore & { readAlls: () => number } {
  let readAlls = 0;
  return {
    ...store,
    readAlls: () => readAlls,
    readAll: (opts) => {
      readAlls += 1;
      return store.readAll(opts);
    },
  };
}

/**
 * The real store, with the first two appends to `stream` held until both have arrived (both racers have read it),
 * then let through one after the other, the one whose first event is `firstType` first.
 */
function racingOn(store: EventStore, stream: string, firstType: string): EventStore {
  let held: { type: string; go: () => void }[] = [];
  let seen = 0;
  return {
    ...store,
    append: async (target, events, opts) => {
      if (target === stream && ++seen <= 2) {
        await new Promise<void>((go) => {
          held.push({ type: events[0]!.type, go });
          if (held.length < 2) return;
          const [first, second] = held.sort(
            (x, y) => Number(y.type === firstType) - Number(x.type === firstType),
          );
          held = [];
          first!.go();
          setImmediate(() => second!.go());
        });
      }
      return store.append(target, events, opts);
    },
  };
}

/** The category's and the product's fate, as their own streams tell it. */
async function fates(store: EventStore, categoryId: string, productId: string) {
  const category = (await readStream(store, `category-${categoryId}`)).map((e) => e.type);
  const product = (await readStream(store, `product-${productId}`)).map((e) => e.type);
  const productLive = product.length > 0 && !product.includes('ProductDeleted');
  return { categoryDeleted: category.includes('CategoryDeleted'), productLive };
}

describe('category deletion over the SQLite store', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let clock: number;
  let handle: Handle;
  beforeEach(() => {
    ({ store, dispose } = tempSqliteStore());
    clock = Date.parse('2025-03-01T12:00:00.000Z');
    handle = createCommandHandler({ store, now: () => new Date(clock) });
  });
  afterEach(() => dispose());

  it('is refused while a live product sits in the category, allowed once it moved or was deleted', async () => {
    await handle(createCategory('pizzas'));
    await handle(createCategory('burgers'));
    await handle(createProduct('margherita', 'pizzas'));
    await handle(createProduct('regina', 'pizzas'));
    expect(await codeOf(handle(deleteCategory('pizzas')))).toBe('category.not_empty');

    await handle(moveProduct('margherita', 'burgers'));
    expect(await codeOf(handle(deleteCategory('pizzas')))).toBe('category.not_empty');
    await handle(deleteProduct('regina'));
    expect(await codeOf(handle(deleteCategory('pizzas')))).toBe('resolved');
    expect(await codeOf(handle(deleteCategory('burgers')))).toBe('category.not_empty');

    expect((await readStream(store, 'category-pizzas')).map((e) => e.type)).toEqual([
      'CategoryCreated',
      'ProductEnteredCategory',
      'ProductEnteredCategory',
      'ProductLeftCategory',
      'ProductLeftCategory',
      'CategoryDeleted',
    ]);
    expect(await codeOf(handle(createProduct('calzone', 'pizzas')))).toBe('category.unknown');
    expect(await codeOf(handle(moveProduct('margherita', 'pizzas')))).toBe('category.unknown');
  });

  it("a move naming the product's revision (If-Match) is checked against the product stream, not the category's", async () => {
    await handle(createCategory('pizzas'));
    await handle(createCategory('burgers'));
    await handle(createProduct('margherita', 'pizzas'));
    await handle(createProduct('regina', 'burgers'));
    expect(await codeOf(handle(moveProduct('margherita', 'burgers'), { expectedRevision: 0n }))).toBe(
      'resolved',
    );
    expect(await codeOf(handle(moveProduct('margherita', 'pizzas'), { expectedRevision: 0n }))).toBe(
      'concurrency.conflict',
    );
    expect(await codeOf(handle(deleteCategory('pizzas')))).toBe('resolved');
  });

  it('decides from the category and product streams, never from the whole log', async () => {
    const counting = countingReadAll(store);
    const counted = createCommandHandler({ store: counting, now: () => new Date(clock) });
    await counted(createCategory('pizzas'));
    await counted(createCategory('burgers'));
    await counted(createProduct('margherita', 'pizzas'));
    expect(await codeOf(counted(deleteCategory('pizzas')))).toBe('category.not_empty');
    expect(await codeOf(counted(deleteCategory('burgers')))).toBe('resolved');
    await counted(deleteProduct('margherita'));
    expect(await codeOf(counted(deleteCategory('pizzas')))).toBe('resolved');
    expect(counting.readAlls()).toBe(0);
  });

  it.each([
    ['the entry', 'ProductEnteredCategory', ['resolved', 'category.not_empty']],
    ['the deletion', 'CategoryDeleted', ['category.unknown', 'resolved']],
  ])(
    'a concurrent CreateProduct into the category and DeleteCategory, %s landing first: never a live product in a deleted category',
    async (_, firstType, expected) => {
      await handle(createCategory('pizzas'));
      const racing = racingOn(store, 'category-pizzas', firstType as string);
      const a = createCommandHandler({ store: racing, now: () => new Date(clock) });
      const b = createCommandHandler({ store: racing, now: () => new Date(clock) });
      const codes = await Promise.all([
        codeOf(a(createProduct('margherita', 'pizzas'))),
        codeOf(b(deleteCategory('pizzas'))),
      ]);
      const { categoryDeleted, productLive } = await fates(store, 'pizzas', 'margherita');
      expect(categoryDeleted && productLive).toBe(false);
      // Exactly one of them went through, and the other was told why.
      expect(codes).toEqual(expected);
      expect(productLive).toBe(codes[0] === 'resolved');
      expect(categoryDeleted).toBe(codes[1] === 'resolved');
    },
  );

  it('a product moved into the category while it is deleted: the same, on many unsynchronised races', async () => {
    await handle(createCategory('burgers'));
    const other = createCommandHandler({ store, now: () => new Date(clock) });
    for (let i = 0; i < 12; i++) {
      const categoryId = `pizzas-${i}`;
      const productId = `margherita-${i}`;
      await handle(createCategory(categoryId));
      await handle(createProduct(productId, 'burgers'));
      const racer =
        i % 2 === 0 ? moveProduct(productId, categoryId) : createProduct(`${productId}-new`, categoryId);
      const racerId = i % 2 === 0 ? productId : `${productId}-new`;
      await Promise.all([codeOf(handle(racer)), codeOf(other(deleteCategory(categoryId)))]);
      const { categoryDeleted, productLive } = await fates(store, categoryId, racerId);
      const inCategory =
        productLive &&
        (await readStream(store, `product-${racerId}`))
          .map((e) => (e.data as { categoryId?: string }).categoryId)
          .filter(Boolean)
          .at(-1) === categoryId;
      expect(categoryDeleted && inCategory, `race ${i}`).toBe(false);
    }
  });

  it('an entry whose product event never landed stops blocking the deletion once it is no longer in flight', async () => {
    await handle(createCategory('pizzas'));
    // A CreateProduct that died between its two appends: the entry is recorded, the product is not.
    const dying: EventStore = {
      ...store,
      append: async (stream, events, opts) => {
        if (stream.startsWith('product-')) throw new Error('process died');
        return store.append(stream, events, opts);
      },
    };
    const dead = createCommandHandler({ store: dying, now: () => new Date(clock) });
    await expect(dead(createProduct('margherita', 'pizzas'))).rejects.toThrow('process died');
    expect(await readStream(store, 'product-margherita')).toEqual([]);

    clock += 60_000;
    expect(await codeOf(handle(deleteCategory('pizzas')))).toBe('category.not_empty');
    clock += 60_000;
    expect(await codeOf(handle(deleteCategory('pizzas')))).toBe('resolved');
  });
});
