import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError, piiFields, streams, type CatalogueCommandInput } from '@shop/contracts';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import type { Handle } from './command-types';
import { createCommandHandler } from './handle';
import { readStream, tempSqliteStore } from './testing/temp-store';

const pizzas = {
  categoryId: 'pizzas',
  name: 'Pizzas',
  description: 'Au feu de bois',
  image: '/images/categories/pizzas.svg',
};
const createPizzas: CatalogueCommandInput = { type: 'CreateCategory', data: pizzas };
const renamePizzas = (name: string): CatalogueCommandInput => ({
  type: 'UpdateCategory',
  data: { ...pizzas, name },
});
const createMargherita = (categoryId = 'pizzas'): CatalogueCommandInput => ({
  type: 'CreateProduct',
  data: {
    productId: 'margherita',
    name: 'Margherita',
    size: { value: 1, unit: 'XL' },
    description: 'Tomate, mozzarella, basilic',
    price: 900,
    sold: 10,
    categoryId,
    img: '/images/products/margherita.svg',
  },
});

const codeOf = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof DomainError ? e.code : `not a DomainError: ${String(e)}`),
  );

/** The real store, with the first `parties` appends held until all of them have arrived (both racers have read). */
function withRacingAppends(store: EventStore, parties = 2): EventStore & { appends: () => number } {
  let held: (() => void)[] = [];
  let appends = 0;
  return {
    ...store,
    appends: () => appends,
    append: async (stream, events, opts) => {
      appends += 1;
      if (appends <= parties) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === parties) {
            held.forEach((r) => r());
            held = [];
          }
        });
      }
      return store.append(stream, events, opts);
    },
  };
}

describe('command handler over the SQLite store', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let handle: Handle;
  let clock: number;
  beforeEach(() => {
    ({ store, dispose } = tempSqliteStore());
    clock = Date.parse('2025-03-01T12:00:00.000Z');
    handle = createCommandHandler({ store, now: () => new Date(clock) });
  });
  afterEach(() => dispose());

  it('appends the decided events with metadata and answers position and revision', async () => {
    const result = await handle(createPizzas, { userId: 'u1', role: 'admin', correlationId: 'corr-1' });
    expect(result.events).toEqual([
      {
        type: 'CategoryCreated',
        data: { ...pizzas, createdAt: '2025-03-01T12:00:00.000Z', translations: {} },
      },
    ]);
    expect(result.nextRevision).toBe('0');
    const [recorded] = await readStream(store, 'category-pizzas');
    expect(recorded!.position.toString()).toBe(result.position);
    expect(recorded!.metadata).toEqual({
      correlationId: 'corr-1',
      causationId: 'corr-1',
      userId: 'u1',
      role: 'admin',
    });

    const second = await handle(renamePizzas('Nos pizzas'));
    expect(second.nextRevision).toBe('1');
    expect(BigInt(second.position)).toBeGreaterThan(BigInt(result.position));
  });

  it('rejects bad input with validation.failed and field errors, appending nothing', async () => {
    const error = await handle({
      type: 'CreateCategory',
      data: { ...pizzas, categoryId: 'no spaces!', name: '' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('validation.failed');
    expect(Object.keys((error as DomainError).errors ?? {}).sort()).toEqual(['categoryId', 'name']);
    expect(
      await codeOf(handle({ type: 'NoSuchCommand', data: {} } as unknown as CatalogueCommandInput)),
    ).toBe('validation.failed');
    expect(await store.headPosition()).toBe(-1n);
  });

  it('checks the product category in its stream: unknown, live, deleted', async () => {
    expect(await codeOf(handle(createMargherita()))).toBe('category.unknown');
    await handle(createPizzas);
    await handle(createMargherita());
    expect(await codeOf(handle(createMargherita()))).toBe('product.exists');
    expect((await readStream(store, 'product-margherita')).map((e) => e.type)).toEqual(['ProductCreated']);
  });

  it('refuses to delete a category that still holds live products', async () => {
    await handle(createPizzas);
    await handle(createMargherita());
    expect(await codeOf(handle({ type: 'DeleteCategory', data: { categoryId: 'pizzas' } }))).toBe(
      'category.not_empty',
    );
    await handle({ type: 'DeleteProduct', data: { productId: 'margherita' } });
    await handle({ type: 'DeleteCategory', data: { categoryId: 'pizzas' } });
    expect(await codeOf(handle(createMargherita()))).toBe('product.exists');
    expect(await codeOf(handle(renamePizzas('x')))).toBe('category.not_found');
  });

  it('a no-op (publish when published) appends nothing and answers the stream as it is', async () => {
    await handle(createPizzas);
    const created = await handle(createMargherita());
    const head = await store.headPosition();
    const again = await handle({ type: 'PublishProduct', data: { productId: 'margherita' } });
    expect(again).toEqual({ position: created.position, nextRevision: '0', events: [] });
    expect(await store.headPosition()).toBe(head);
  });

  it('an idempotent retry appends nothing and answers the first result', async () => {
    await handle(createPizzas);
    const first = await handle(createMargherita(), { idempotencyKey: 'req-42' });
    clock += 60_000;
    const retry = await handle(createMargherita(), { idempotencyKey: 'req-42' });
    expect(retry).toEqual(first);
    expect((await readStream(store, 'product-margherita')).length).toBe(1);
    // Another key for the same content is a new request: the decider answers it.
    expect(await codeOf(handle(createMargherita(), { idempotencyKey: 'req-43' }))).toBe('product.exists');
  });

  it('two handlers racing to create one stream: one wins, the other re-decides and is told it exists', async () => {
    const racing = withRacingAppends(store);
    const a = createCommandHandler({ store: racing });
    const b = createCommandHandler({ store: racing });
    const codes = await Promise.all([codeOf(a(createPizzas)), codeOf(b(createPizzas))]);
    expect(codes.sort()).toEqual(['category.exists', 'resolved']);
    expect((await readStream(store, 'category-pizzas')).length).toBe(1);
  });

  it('two handlers racing on updates: the loser retries once on the fresh state, both land in order', async () => {
    await handle(createPizzas);
    const racing = withRacingAppends(store);
    const a = createCommandHandler({ store: racing });
    const b = createCommandHandler({ store: racing });
    const results = await Promise.all([a(renamePizzas('A')), b(renamePizzas('B'))]);
    expect(results.map((r) => r.nextRevision).sort()).toEqual(['1', '2']);
    expect(racing.appends()).toBe(3); // the loser appended a second time, after re-reading
    expect((await readStream(store, 'category-pizzas')).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
  });

  it('with an expected revision from the caller, the loser of a race gets concurrency.conflict', async () => {
    await handle(createPizzas);
    const racing = withRacingAppends(store);
    const a = createCommandHandler({ store: racing });
    const b = createCommandHandler({ store: racing });
    const codes = await Promise.all([
      codeOf(a(renamePizzas('A'), { expectedRevision: 0n })),
      codeOf(b(renamePizzas('B'), { expectedRevision: 0n })),
    ]);
    expect(codes.sort()).toEqual(['concurrency.conflict', 'resolved']);
    expect(await codeOf(handle(renamePizzas('C'), { expectedRevision: 0n }))).toBe('concurrency.conflict');
  });

  it('eight product creations racing into one category all land, each entry recorded on the category', async () => {
    await handle(createPizzas);
    const ids = Array.from({ length: 8 }, (_, i) => `pizza-${i}`);
    const handlers = ids.map(() => createCommandHandler({ store }));
    const codes = await Promise.all(
      ids.map((productId, i) => {
        const create = createMargherita();
        return codeOf(
          handlers[i]!({ ...create, data: { ...create.data, productId } } as CatalogueCommandInput),
        );
      }),
    );
    expect(codes).toEqual(ids.map(() => 'resolved'));
    const entered = (await readStream(store, streams.category('pizzas')))
      .filter((e) => e.type === 'ProductEnteredCategory')
      .map((e) => (e.data as { productId: string }).productId);
    expect(entered.sort()).toEqual([...ids].sort());
  });

  it('a writer that keeps slipping in between read and append yields concurrency.conflict after one retry', async () => {
    await handle(createPizzas);
    const other = createCommandHandler({ store });
    let slips = 0;
    const contested: EventStore = {
      ...store,
      append: async (stream, events, opts) => {
        slips += 1;
        await other(renamePizzas(`other ${slips}`));
        return store.append(stream, events, opts);
      },
    };
    const victim = createCommandHandler({ store: contested });
    expect(await codeOf(victim(renamePizzas('mine')))).toBe('concurrency.conflict');
    expect(slips).toBe(2);
  });
});

describe('command handler through the personal-data wrapper', () => {
  let keys: KeyStore;
  let store: EventStore;
  let dispose: () => Promise<void>;
  const keyReads: string[] = [];
  beforeEach(() => {
    const temp = tempSqliteStore();
    keys = createSqliteKeyStore({ file: join(dirname(temp.file), 'keys.sqlite') });
    dispose = async () => {
      await keys.close();
      await temp.dispose();
    };
    store = withPersonalData(
      temp.store,
      {
        getOrCreate: (owner) => keys.getOrCreate(owner),
        get: (owner) => (keyReads.push(owner), keys.get(owner)),
        destroy: (owner) => keys.destroy(owner),
        close: () => keys.close(),
      },
      piiFields,
    );
    keyReads.length = 0;
  });
  afterEach(() => dispose());

  it('decrypts nothing, not even in the legacy-membership scan of the whole log a first DeleteCategory runs', async () => {
    await store.append(
      'user-u1',
      [
        {
          id: 'u1-registered',
          type: 'UserRegistered',
          data: { userId: 'u1', email: 'amina@example.dz', name: 'Amina', lastName: 'B', role: 'user' },
          metadata: { correlationId: 'c' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const handle = createCommandHandler({ store });
    await handle(createPizzas);
    await handle(createMargherita());
    await handle({ type: 'DeleteProduct', data: { productId: 'margherita' } });
    await handle({ type: 'DeleteCategory', data: { categoryId: 'pizzas' } });
    expect((await readStream(store, streams.category('pizzas'))).map((e) => e.type)).toContain(
      'CategoryDeleted',
    );
    expect(keyReads).toEqual([]);
    // The user's data is still there for a reader that decrypts.
    expect((await readStream(store, 'user-u1'))[0]!.data).toMatchObject({ email: 'amina@example.dz' });
  });
});
