// Sold out over real I/O (docs/kitchen.md "Sold out"): staff mark a product over HTTP; the checkout and the placement
// refuse it with cart.sold_out naming it in the caller's language; the menu's view follows; a mark with an end is
// turned back by the end-time job (back-office reactor → BullMQ `sold-out` → the worker's EndProductSoldOut), once
// per event: a replay of the log adds no job, and a job never ends a later mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { bullPrefix, soldOutQueueName, streams, systemActor, type ProductView } from '@shop/contracts';
import { createWorkerCommands } from '@shop/command-api/worker-commands';
import { createLogger } from '@shop/platform/logger';
import { readModelKeys } from '@shop/platform/read-model-keys';
import {
  backOfficeReactorCheckpointKey,
  createBackOfficeReactor,
  type BackOfficeReactor,
} from '@shop/projections/reactors/back-office-reactor';
import { createSoldOutWorkers } from '@shop/workers/sold-out/create-sold-out-workers';
import type { QueueWorker } from '@shop/workers/queue-worker';
import { openOrderStack, signUpCast, type OrderStack } from '../testing/order-stack';

let stack: OrderStack;
let cast: Awaited<ReturnType<typeof signUpCast>>;
let reactor: BackOfficeReactor;
let workers: QueueWorker;
let soldOutQueue: Queue;
const logger = createLogger('sold-out-test', 'silent');

const startReactor = async () => {
  reactor = createBackOfficeReactor({ store: stack.store, redis: stack.redis, prefix: stack.prefix, logger });
  await reactor.start();
};

beforeAll(async () => {
  stack = await openOrderStack();
  cast = await signUpCast(stack);
  await startReactor();
  workers = createSoldOutWorkers({
    connection: stack.redis,
    prefix: stack.prefix,
    commands: createWorkerCommands({ store: stack.store }),
    logger,
  });
  await workers.ready;
  soldOutQueue = new Queue(soldOutQueueName, { connection: stack.redis, prefix: bullPrefix(stack.prefix) });
});
afterAll(async () => {
  await soldOutQueue?.obliterate({ force: true });
  await soldOutQueue?.close();
  await reactor?.close();
  await workers?.close();
  await stack?.close();
});

const view = async (productId: string) =>
  JSON.parse(
    (await stack.redis.get(readModelKeys(stack.prefix, 1).product(productId))) ?? 'null',
  ) as ProductView;
const productEvents = async (productId: string) => {
  const out: { type: string; data: Record<string, unknown> }[] = [];
  for await (const e of stack.store.readStream(streams.product(productId)))
    out.push({ type: e.type, data: e.data as Record<string, unknown> });
  return out;
};
const markSoldOut = (productId: string, until: string, choiceId: string | null = null) =>
  stack.call('PATCH', `/products/${productId}/sold-out`, { until, choiceId }, cast.staff.auth);
const backOnSale = (productId: string) =>
  stack.call('PATCH', `/products/${productId}/back-on-sale`, {}, cast.staff.auth);
const lines = [{ productId: 'calzone', quantity: 1 }];

describe('sold out', () => {
  it("a sold-out product: the checkout refuses it with cart.sold_out naming it, in the caller's language", async () => {
    expect((await markSoldOut('calzone', 'manual')).status).toBe(200);
    await stack.settle();
    expect((await view('calzone')).soldOut).toMatchObject({ until: null });

    const refused = await stack.call(
      'POST',
      '/orders',
      { type: 'on_site', lines },
      {
        ...cast.amina.auth,
        'accept-language': 'en',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'cart.sold_out',
      message: 'Calzone is sold out for now: remove it from your cart to order.',
      errors: { productId: 'calzone', 'product.fr': 'Calzone' },
    });
    const inFrench = await stack.call('POST', '/orders', { type: 'on_site', lines }, cast.amina.auth);
    expect(inFrench.body.message).toBe(
      'Calzone est épuisé pour le moment : retirez-le de votre panier pour commander.',
    );

    expect((await backOnSale('calzone')).status).toBe(200);
    await stack.settle();
    expect((await view('calzone')).soldOut).toBeNull();
    const placed = await stack.placeOrder(
      cast.amina.auth,
      { type: 'on_site', lines },
      cast.amina.delivery,
      'back',
    );
    expect(placed.placed.status).toBe(200);
  });

  it('sold out after the checkout started: the placement refuses it', async () => {
    const started = await stack.call('POST', '/orders', { type: 'on_site', lines }, cast.karim.auth);
    expect(started.status).toBe(201);
    expect((await markSoldOut('calzone', 'closing')).status).toBe(200);
    const place = await stack.call(
      'POST',
      `/orders/${started.body.data._id as string}/place`,
      { delivery: cast.karim.delivery },
      { ...cast.karim.auth, 'idempotency-key': 'sold-out-place', 'accept-language': 'ar' },
    );
    expect(place.status).toBe(409);
    expect(place.body).toMatchObject({ code: 'cart.sold_out' });
    expect(place.body.message).toContain('Calzone');
    expect((await backOnSale('calzone')).status).toBe(200);
  });

  it('the end-time job turns it back on sale at its end, once; a later mark is not its to end', async () => {
    const until = new Date(Date.now() + 1_500).toISOString();
    expect((await markSoldOut('margherita', until)).status).toBe(200);
    await stack.settle();
    expect((await view('margherita')).soldOut?.until).toBe(until);

    await expect
      .poll(async () => (await productEvents('margherita')).map((e) => e.type), {
        timeout: 15_000,
        interval: 200,
      })
      .toContain('ProductBackOnSale');
    const back = (await productEvents('margherita')).filter((e) => e.type === 'ProductBackOnSale');
    expect(back).toHaveLength(1);
    expect(back[0]!.data).toMatchObject({ productId: 'margherita', choiceId: null, by: systemActor });
    await stack.settle();
    await expect.poll(async () => (await view('margherita')).soldOut ?? null).toBeNull();

    // A replay of the whole log (the reactor's checkpoint lost): the event's job id is known, nothing runs again.
    await reactor.close();
    await stack.redis.del(backOfficeReactorCheckpointKey(stack.prefix));
    await startReactor();
    // A second mark with an end, replaced before it by one until staff turn it back: its job appends nothing.
    const soon = new Date(Date.now() + 1_000).toISOString();
    expect((await markSoldOut('margherita', soon)).status).toBe(200);
    expect((await markSoldOut('margherita', 'manual')).status).toBe(200);
    // Two jobs in all (the replay added none): the first mark's, and the second's, done without an event.
    await expect
      .poll(() => soldOutQueue.getJobCounts('completed', 'failed'), { timeout: 15_000, interval: 200 })
      .toEqual({ completed: 2, failed: 0 });
    const types = (await productEvents('margherita')).map((e) => e.type);
    expect(types.filter((t) => t === 'ProductBackOnSale')).toHaveLength(1);
    expect(types.at(-1)).toBe('ProductSoldOut');
    await stack.settle();
    expect((await view('margherita')).soldOut).toMatchObject({ until: null });
  });
});
