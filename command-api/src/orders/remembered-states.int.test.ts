// The order handler remembers the states it folded (platform/src/eventstore/stream-states.ts): these show that what
// another writer appended meanwhile (another process on the same SQLite file, here another connection) is always
// decided on, and that the expected-revision check still catches an append landing between the read and the append.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createCommandHandler } from '../handle';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { createOrderHandler, type HandleOrder, type OrderContext } from './handle';
import { appendCustomer, seedOrderMenu, startCheckoutCommand } from './testing/order-menu';

const clock = new Date('2025-03-01T12:00:00.000Z');
const customer: OrderContext = { userId: 'u1', role: 'user' };
const onSite = { recipient: 'amine b', phone: '0550123456' };
const margherita = {
  productId: 'margherita',
  name: 'Margherita',
  size: { value: 1, unit: 'XL' as const },
  description: '',
  sold: 0,
  categoryId: 'pizzas',
  img: '/images/p.svg',
};

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  return 'ok';
};

describe('order handler: remembered states never decide on old state', () => {
  let store: EventStore;
  let other: EventStore; // a second connection to the same file: what another process appends
  let dispose: () => Promise<void>;
  let handleOrder: HandleOrder;

  beforeEach(async () => {
    let file: string;
    ({ store, file, dispose } = tempSqliteStore());
    other = createSqliteEventStore({ file });
    await seedOrderMenu(createCommandHandler({ store, now: () => clock }), [
      { productId: 'margherita', name: 'Margherita', price: 900 },
      { productId: 'cola', name: 'Cola', price: 250 },
    ]);
    await appendCustomer(store, 'u1', clock.toISOString());
    handleOrder = createOrderHandler({ store, now: () => clock });
  });
  afterEach(async () => {
    await other.close();
    await dispose();
  });

  const startCheckout = (orderId: string, productIds: string[], handle = handleOrder) =>
    handle(startCheckoutCommand(orderId, 'u1', productIds), customer);
  const placeOrder = (orderId: string, handle = handleOrder) =>
    handle({ type: 'PlaceOrder', data: { orderId, delivery: onSite } }, customer);

  it('prices PlaceOrder at a price another process changed after StartCheckout read it', async () => {
    await startCheckout('o1', ['margherita']); // the product's state is now remembered at 900
    await createCommandHandler({ store: other, now: () => clock })({
      type: 'UpdateProduct',
      data: { ...margherita, price: 1000 },
    });
    const placed = await placeOrder('o1');
    expect(placed.events[0]).toMatchObject({
      type: 'OrderPlaced',
      data: { lines: [{ productId: 'margherita', unitPrice: 1000, lineTotal: 1000 }] },
    });
  });

  it('refuses a product another process unpublished, and a profile another process made incomplete', async () => {
    await startCheckout('o1', ['margherita', 'cola']);
    await placeOrder('o1'); // profile, products and settings remembered
    await startCheckout('o2', ['margherita', 'cola']);
    await createCommandHandler({ store: other, now: () => clock })({
      type: 'UnpublishProduct',
      data: { productId: 'cola' },
    });
    expect(await codeOf(placeOrder('o2'))).toBe('product.unavailable');

    await startCheckout('o3', ['margherita']);
    await other.append(
      'user-u1',
      [
        {
          id: 'incomplete-u1',
          type: 'ProfileUpdated',
          data: {
            userId: 'u1',
            name: 'x',
            lastName: 'x',
            number: 'x',
            address: 'x',
            district: 'bir-el-djir',
            profileState: 'incomplete',
            at: clock.toISOString(),
          },
          metadata: { correlationId: 'other' },
        },
      ],
      { expectedRevision: 'any' },
    );
    expect(await codeOf(placeOrder('o3'))).toBe('profile.incomplete');
  });

  it('decides on the order as another handler left it (its own remembered states)', async () => {
    const elsewhere = createOrderHandler({ store: other, now: () => clock });
    await startCheckout('o2', ['margherita']);
    await handleOrder({ type: 'RemovePromo', data: { orderId: 'o2' } }, customer); // o2 remembered in checkout…
    await elsewhere({ type: 'CancelOrder', data: { orderId: 'o2', reason: 'customer' } }, customer);
    // …cancelled by the other handler since: refused as a fresh handler refuses it.
    const fresh = createOrderHandler({ store, now: () => clock });
    expect(await codeOf(placeOrder('o2'))).toBe(await codeOf(placeOrder('o2', fresh)));
    expect((await readStream(store, 'order-o2')).map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'OrderCancelled',
    ]);
  });

  it('an append landing between the read and the append is a conflict: re-read, re-decided on the new state', async () => {
    let interfere: (() => Promise<unknown>) | undefined;
    // The profile is read while PlaceOrder decides, after the order stream: the other process cancels right then.
    const racing: EventStore = {
      ...store,
      readStream: (stream, opts) => {
        const run = stream === 'user-u1' ? interfere : undefined;
        interfere = run ? undefined : interfere;
        if (!run) return store.readStream(stream, opts);
        return (async function* () {
          await run();
          yield* store.readStream(stream, opts);
        })();
      },
    };
    const handle = createOrderHandler({ store: racing, now: () => clock });
    const elsewhere = createOrderHandler({ store: other, now: () => clock });
    await startCheckout('o1', ['margherita'], handle);
    await handle({ type: 'RemovePromo', data: { orderId: 'o1' } }, customer); // the checkout is remembered
    interfere = () =>
      elsewhere({ type: 'CancelOrder', data: { orderId: 'o1', reason: 'customer' } }, customer);
    const code = await codeOf(placeOrder('o1', handle));
    expect(interfere).toBeUndefined(); // it did run in the middle of the decision
    expect((await readStream(store, 'order-o1')).map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'OrderCancelled',
    ]);
    expect(code).toBe(await codeOf(placeOrder('o1', createOrderHandler({ store, now: () => clock }))));
    expect(code).not.toBe('ok');
  });
});
