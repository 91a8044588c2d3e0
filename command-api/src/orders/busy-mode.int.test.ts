// Busy mode and promised times over the real SQLite store (docs/kitchen.md "Busy mode and promised times"): the staff
// commands on the kitchen, product and district streams, then the order handler folding them: a pause refuses the
// ASAP placement, a delay and the durations make the promise, the workers' MoveOrderPromise moves it once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createCommandHandler } from '../handle';
import type { Handle } from '../command-types';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { createWorkerCommands } from '../worker-commands';
import { createOrderHandler, type HandleOrder, type OrderContext } from './handle';
import { appendCustomer, seedOrderMenu } from './testing/order-menu';

// Wednesday 19:00 in Oran (UTC+1); no opening hours: always open, the day closes at midnight in Algiers.
const clock = new Date('2026-11-25T18:00:00.000Z');
const customer: OrderContext = { userId: 'u1', role: 'user' };
const by = { userId: 's1', role: 'moderator' as const };
const delivery = {
  recipient: 'amine b',
  phone: '0550123456',
  districtId: 'bir-el-djir',
  address: '12 rue X',
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

describe('busy mode over the real store', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let handle: Handle;
  let handleOrder: HandleOrder;

  beforeEach(async () => {
    ({ store, dispose } = tempSqliteStore());
    handle = createCommandHandler({ store, now: () => clock });
    await seedOrderMenu(handle, [{ productId: 'margherita', name: 'Margherita', price: 900 }], {
      startsAt: '2026-11-25T00:00:00.000Z',
      validForHours: 24,
    });
    await appendCustomer(store, 'u1', clock.toISOString());
    handleOrder = createOrderHandler({ store, now: () => clock, ordersInPreparation: async () => 1 });
  });
  afterEach(async () => dispose());

  const place = async (orderId: string) => {
    await handleOrder(
      {
        type: 'StartCheckout',
        data: { orderId, userId: 'u1', type: 'delivery', lines: [{ productId: 'margherita', quantity: 2 }] },
      },
      customer,
    );
    return handleOrder({ type: 'PlaceOrder', data: { orderId, delivery } }, customer);
  };

  it('a pause refuses the ASAP order (shop.paused); once resumed it is placed', async () => {
    await handle({ type: 'PauseOrderTaking', data: { minutes: 30, by } });
    expect(await codeOf(place('o1'))).toBe('shop.paused');
    expect((await readStream(store, 'order-o1')).map((e) => e.type)).toEqual(['CheckoutStarted']);
    await handle({ type: 'ResumeOrderTaking', data: { by } });
    const placed = await handleOrder({ type: 'PlaceOrder', data: { orderId: 'o1', delivery } }, customer);
    expect(placed.events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPromised']);
  });

  it('the promise folds the durations and the delay; MoveOrderPromise moves it once', async () => {
    await handle({ type: 'SetDefaultPrepTime', data: { minutes: 25 } });
    await handle({ type: 'SetProductPrepTime', data: { productId: 'margherita', minutes: 15 } });
    await handle({ type: 'SetDistrictDeliveryTime', data: { districtId: 'bir-el-djir', minutes: 12 } });
    await handle({ type: 'SetKitchenDelay', data: { minutes: 10, by } });
    const placed = await place('o2');
    // 15 (the product's own) + 2 (one more item) + 4 (one order in preparation) = 21, + 12 delivery, + 10 delay.
    expect(placed.events[1]).toEqual({
      type: 'OrderPromised',
      data: {
        orderId: 'o2',
        promisedAt: '2026-11-25T18:43:00.000Z',
        prepMinutes: 21,
        deliveryMinutes: 12,
        delayMinutes: 10,
        at: clock.toISOString(),
      },
    });
    const commands = createWorkerCommands({ store, now: () => clock });
    expect(await commands.send({ type: 'MoveOrderPromise', orderId: 'o2', delayMinutes: 25 })).toEqual({
      events: ['OrderPromiseMoved'],
    });
    expect(await commands.send({ type: 'MoveOrderPromise', orderId: 'o2', delayMinutes: 25 })).toEqual({
      events: [],
    });
    const moved = (await readStream(store, 'order-o2')).at(-1);
    expect(moved?.data).toMatchObject({ promisedAt: '2026-11-25T18:58:00.000Z', delayMinutes: 25 });
  });
});
