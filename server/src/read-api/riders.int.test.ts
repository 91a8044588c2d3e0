import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStreams } from '@shop/contracts';
import type { RiderShiftView, RiderStatsView } from '@shop/contracts/riders/read-models';
import { createOrderHandler, type HandleOrder } from '@shop/command-api/orders/handle';
import { seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { createRiderHandler, type HandleRider } from '@shop/command-api/riders/handle';
import { createSessionTokens } from '@shop/platform/auth/session';
import type { EventStore } from '@shop/platform/eventstore/port';
import { registerCustomer, registerUser } from '@shop/projections/accounts/testing';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';

// The riders' read side (docs/riders.md "Shifts and cash") on the real projections and read-api: a shift's
// delivered orders and cash in hand, then its handover (expected, handed over, difference), the stats per rider
// (deliveries, minutes from pickup to delivery), and who may read each route (× visitor, customer, staff, rider).
let fx: IntFixture;
let store: EventStore;
let api: ReadApiServer;
let handleOrder: HandleOrder;
let handleRider: HandleRider;
let waitForIdle: () => Promise<void>;
const tokens: Record<string, string> = {};
type Who = 'visitor' | 'customer' | 'moderator' | 'rider';

const get = async (path: string, who: Who) => {
  const headers: Record<string, string> = who === 'visitor' ? {} : { cookie: `session=${tokens[who]}` };
  const res = await fetch(`${api.base}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { data: unknown; code?: string } };
};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function deliveredOrder(orderId: string): Promise<number> {
  const customer = { userId: 'u-cust', role: 'user' as const };
  await handleOrder(
    {
      type: 'StartCheckout',
      data: {
        orderId,
        userId: 'u-cust',
        type: 'delivery',
        lines: [{ productId: 'margherita', quantity: 2 }],
      },
    },
    customer,
  );
  await handleOrder(
    {
      type: 'PlaceOrder',
      data: {
        orderId,
        delivery: { recipient: 'Amina', phone: '0550123456', districtId: 'bir-el-djir', address: '12 rue X' },
      },
    },
    customer,
  );
  const by = { userId: 'u-rider', role: 'rider' };
  const metadata = { correlationId: `test-${orderId}` };
  const step = (step: string, at: string) => ({
    id: `${step}-${orderId}`,
    type: 'OrderStepConfirmed',
    data: { orderId, step, at, by },
    metadata,
  });
  // As the dispatch appends them: "Picked up" 12 minutes ago, "Delivered" now.
  await store.append(
    orderStreams.order(orderId),
    [step('out_for_delivery', minutesAgo(12)), step('delivered', new Date().toISOString())],
    { expectedRevision: 'any' },
  );
  for await (const e of store.readStream(orderStreams.order(orderId)))
    if (e.type === 'OrderPlaced') return (e.data as { totals: { total: number } }).totals.total;
  throw new Error('not placed');
}

beforeAll(async () => {
  fx = await createIntFixture();
  ({ store } = fx.personalData());
  await seedOrderMenu(fx.handle, [{ productId: 'margherita', name: 'Margherita', price: 900 }]);
  handleOrder = createOrderHandler({ store });
  handleRider = createRiderHandler({ store });
  await registerCustomer(store, {
    userId: 'u-cust',
    name: 'amina',
    lastName: 'benali',
    email: 'a@example.dz',
  });
  await registerUser(store, {
    userId: 'u-mod',
    name: 'nadia',
    lastName: 'mansouri',
    email: 'n@example.dz',
    role: 'moderator',
  });
  await registerUser(store, {
    userId: 'u-rider',
    name: 'karim',
    lastName: 'haddad',
    email: 'r@example.dz',
    role: 'rider',
  });
  const projections = fx.projections(store);
  await projections.start();
  waitForIdle = () => projections.waitForIdle();
  const sessions = createSessionTokens('s'.repeat(40));
  tokens.customer = await sessions.sign('u-cust');
  tokens.moderator = await sessions.sign('u-mod');
  tokens.rider = await sessions.sign('u-rider');
  api = await startReadApiServer(fx, { sessions });
});
afterAll(async () => {
  await api?.close();
  await fx?.close();
});

describe('riders read side', () => {
  it("a shift shows the rider's deliveries and cash, then the handover; the stats count the minutes", async () => {
    const rider = { userId: 'u-rider', role: 'rider' as const };
    const { shiftId } = await handleRider({ type: 'StartRiderShift', data: { riderId: 'u-rider' } }, rider);
    const total = await deliveredOrder('o-r1');
    await waitForIdle();
    const mine = (await get('/api/rider/shift', 'rider')).body.data as RiderShiftView;
    expect(mine).toMatchObject({ shiftId, riderName: 'Karim Haddad', endedAt: null, cashInHand: total });
    expect(mine.orders.map((o) => o.orderId)).toEqual(['o-r1']);

    await handleRider({ type: 'EndRiderShift', data: { riderId: 'u-rider' } }, rider);
    await handleRider(
      {
        type: 'RecordCashHandover',
        data: { riderId: 'u-rider', shiftId: shiftId!, handedOver: total - 100 },
      },
      { userId: 'u-mod', role: 'moderator' },
    );
    await waitForIdle();
    const shifts = (await get('/api/riders/shifts', 'moderator')).body.data as RiderShiftView[];
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.handover).toMatchObject({
      expected: total,
      handedOver: total - 100,
      difference: -100,
      orderIds: ['o-r1'],
    });
    const stats = (await get('/api/riders/stats', 'moderator')).body.data as RiderStatsView[];
    expect(stats).toEqual([
      { riderId: 'u-rider', riderName: 'Karim Haddad', deliveries: 1, averageMinutes: 12 },
    ]);
  });

  it('every riders read route × visitor/customer/staff/rider', async () => {
    const expected = {
      'GET /rider/shift': { visitor: 401, customer: 403, moderator: 403, rider: 200 },
      'GET /riders/shifts': { visitor: 401, customer: 403, moderator: 200, rider: 403 },
      'GET /riders/stats': { visitor: 401, customer: 403, moderator: 200, rider: 403 },
    };
    const got: Record<string, Record<Who, number>> = {};
    for (const route of Object.keys(expected)) {
      const path = `/api${route.slice(4)}`;
      got[route] = {} as Record<Who, number>;
      for (const who of ['visitor', 'customer', 'moderator', 'rider'] as const)
        got[route]![who] = (await get(path, who)).status;
    }
    expect(got).toEqual(expected);
  });
});
