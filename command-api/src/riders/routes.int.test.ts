import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { createCommandHandler } from '../handle';
import { createCheckedOrderHandler } from '../orders/handle';
import { createOrderRoutes } from '../orders/routes';
import { appendCustomer, seedOrderMenu } from '../orders/testing/order-menu';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { createRiderHandler } from './handle';
import { riderOnShift } from './on-shift';
import { createRiderRoutes } from './routes';

// The riders' shift and cash routes over HTTP and the real SQLite store (docs/riders.md "Shifts and cash"): who may
// call each (every route × visitor, customer, moderator, admin, rider), and the cash a handover finds: the orders
// the rider delivered in the shift (with the code, or confirmed by hand by staff), never another rider's nor one
// counted before. The actor comes from a test authenticate middleware, as in the orders' routes tests.
let clock = new Date('2026-11-28T12:00:00.000Z');
let store: EventStore;
let dispose: () => Promise<void>;
let server: LocalServer;
let base: string;

beforeAll(async () => {
  ({ store, dispose } = tempSqliteStore());
  const handle = createCommandHandler({ store, now: () => clock });
  await seedOrderMenu(handle, [{ productId: 'margherita', name: 'Margherita', price: 900, sold: 10 }], {
    startsAt: '2026-11-28T00:00:00.000Z',
    validForHours: 24,
  });
  await appendCustomer(store, 'u1', clock.toISOString());
  const app = express();
  app.use(express.json());
  const authenticate: express.RequestHandler = (req, res, next) => {
    const userId = req.get('X-Test-User');
    if (!userId) throw new DomainError('auth.required');
    res.locals.actor = { userId, role: req.get('X-Test-Role') ?? 'user' };
    next();
  };
  app.use(
    '/api',
    createOrderRoutes({ handleOrder: createCheckedOrderHandler({ store, now: () => clock }), authenticate }),
    createRiderRoutes({ handleRider: createRiderHandler({ store, now: () => clock }), authenticate }),
  );
  app.use(createProblemMiddleware());
  server = await listenLocally(createServer(app));
  base = `${server.url}/api`;
});
afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const call = jsonCaller(() => base);
type Caller = 'visitor' | 'customer' | 'moderator' | 'admin' | 'rider';
const callers: Caller[] = ['visitor', 'customer', 'moderator', 'admin', 'rider'];
const as = (userId: string, role: string) => ({ 'X-Test-User': userId, 'X-Test-Role': role });
const staff = as('m1', 'moderator');
let fresh = 0;
/** Each cell its own rider, so that one cell's shift is not the next one's. */
const headersOf = (caller: Caller, riderId: string): Record<string, string> =>
  ({
    visitor: {},
    customer: as('u1', 'user'),
    moderator: staff,
    admin: as('a1', 'admin'),
    rider: as(riderId, 'rider'),
  })[caller];

const delivery = { recipient: 'amine b', phone: '0550123456', districtId: 'bir-el-djir', address: 'rue 1' };
/** A placed delivery order of u1 and what the customer pays for it. */
async function placedOrder(): Promise<{ id: string; total: number }> {
  const started = await call(
    'POST',
    '/orders',
    { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
    as('u1', 'user'),
  );
  const id = started.body.data._id as string;
  const placed = await call('POST', `/orders/${id}/place`, { delivery }, as('u1', 'user'));
  if (placed.status !== 200) throw new Error(`fixture: ${placed.status} ${JSON.stringify(placed.body)}`);
  const events = await readStream(store, `order-${id}`);
  const total = (events.find((e) => e.type === 'OrderPlaced')!.data as { totals: { total: number } }).totals
    .total;
  return { id, total };
}
/** "Delivered", as the dispatch appends it: by the rider with the code, or by staff by hand for the rider. */
async function delivered(orderId: string, riderId: string, byHand = false) {
  const at = clock.toISOString();
  const metadata = { correlationId: `test-${orderId}` };
  await store.append(
    `order-${orderId}`,
    [
      ...(byHand
        ? [
            {
              id: `hand-${orderId}`,
              type: 'DeliveryConfirmedByStaff',
              data: { orderId, riderId, by: { userId: 'm1', role: 'moderator' }, at },
              metadata,
            },
          ]
        : []),
      {
        id: `delivered-${orderId}`,
        type: 'OrderStepConfirmed',
        data: {
          orderId,
          step: 'delivered',
          at,
          by: byHand ? { userId: 'm1', role: 'moderator' } : { userId: riderId, role: 'rider' },
        },
        metadata,
      },
    ],
    { expectedRevision: 'any' },
  );
}
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

type Row = {
  route: string;
  expected: Record<Caller, number>;
  /** Prepares the rider's stream, then the request. */
  request: (riderId: string) => Promise<{ method: string; path: string; body?: unknown }>;
};
const onlyRider = { visitor: 401, customer: 403, moderator: 403, admin: 403, rider: 200 };
const onlyStaff = { visitor: 401, customer: 403, moderator: 200, admin: 200, rider: 403 };
const startedShift = async (riderId: string) => {
  const res = await call('PUT', '/rider/shift', undefined, as(riderId, 'rider'));
  return res.body.shiftId as string;
};
const rows: Row[] = [
  {
    route: 'PUT /rider/shift',
    expected: onlyRider,
    request: async () => ({ method: 'PUT', path: '/rider/shift' }),
  },
  {
    route: 'DELETE /rider/shift',
    expected: onlyRider,
    request: async (riderId) => {
      await startedShift(riderId);
      return { method: 'DELETE', path: '/rider/shift' };
    },
  },
  {
    route: 'DELETE /riders/:id/shift',
    expected: onlyStaff,
    request: async (riderId) => {
      await startedShift(riderId);
      return { method: 'DELETE', path: `/riders/${riderId}/shift` };
    },
  },
  {
    route: 'POST /riders/:id/shifts/:shiftId/handover',
    expected: onlyStaff,
    request: async (riderId) => {
      const shiftId = await startedShift(riderId);
      await call('DELETE', '/rider/shift', undefined, as(riderId, 'rider'));
      return {
        method: 'POST',
        path: `/riders/${riderId}/shifts/${shiftId}/handover`,
        body: { handedOver: 0 },
      };
    },
  },
];

describe('rider routes', () => {
  it('every rider route × visitor/customer/moderator/admin/rider', async () => {
    const got: Record<string, Record<Caller, number | string>> = {};
    for (const row of rows) {
      got[row.route] = {} as Record<Caller, number>;
      for (const caller of callers) {
        const riderId = `cell-${++fresh}`;
        const { method, path, body } = await row.request(riderId);
        const res = await call(method, path, body, headersOf(caller, riderId));
        got[row.route]![caller] =
          res.status === row.expected[caller] ? res.status : `${res.status} ${String(res.body?.code ?? '')}`;
      }
    }
    expect(got).toEqual(Object.fromEntries(rows.map((r) => [r.route, r.expected])));
  }, 60_000);

  it('a rider starts and ends a shift; starting twice is the same shift; the dispatch sees it', async () => {
    const rider = as('r-shift', 'rider');
    const first = await call('PUT', '/rider/shift', undefined, rider);
    expect(first.status).toBe(200);
    expect(await riderOnShift(store, 'r-shift')).toBe(true);
    const again = await call('PUT', '/rider/shift', undefined, rider);
    expect(again.body.shiftId).toBe(first.body.shiftId);
    const ended = await call('DELETE', '/rider/shift', undefined, rider);
    expect(ended.body.shiftId).toBe(first.body.shiftId);
    expect(await riderOnShift(store, 'r-shift')).toBe(false);
    const events = await readStream(store, 'rider-r-shift');
    expect(events.map((e) => e.type)).toEqual(['RiderShiftStarted', 'RiderShiftEnded']);
  });

  it("the handover keeps the expected cash of the rider's deliveries, what was handed over and the orders", async () => {
    const rider = as('r-cash', 'rider');
    const shiftId = (await call('PUT', '/rider/shift', undefined, rider)).body.shiftId as string;
    const a = await placedOrder();
    const b = await placedOrder();
    const other = await placedOrder();
    const byStaff = await placedOrder();
    later(20);
    await delivered(a.id, 'r-cash');
    await delivered(other.id, 'r-someone-else');
    later(15);
    await delivered(b.id, 'r-cash');
    await delivered(byStaff.id, 'r-cash', true);

    const open = await call('POST', `/riders/r-cash/shifts/${shiftId}/handover`, { handedOver: 1000 }, staff);
    expect(open).toMatchObject({ status: 409, body: { code: 'rider.shift_open' } });
    await call('DELETE', '/rider/shift', undefined, rider);
    const unknown = await call('POST', `/riders/r-cash/shifts/nope/handover`, { handedOver: 1000 }, staff);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'rider.shift_not_found' } });
    const negative = await call(
      'POST',
      `/riders/r-cash/shifts/${shiftId}/handover`,
      { handedOver: -5 },
      staff,
    );
    expect(negative).toMatchObject({ status: 400, body: { code: 'validation.failed' } });

    const expected = a.total + b.total + byStaff.total;
    const res = await call(
      'POST',
      `/riders/r-cash/shifts/${shiftId}/handover`,
      { handedOver: expected - 500 },
      staff,
    );
    expect(res.status).toBe(200);
    const handedOver = (await readStream(store, 'rider-r-cash')).find(
      (e) => e.type === 'RiderCashHandedOver',
    );
    expect(handedOver?.data).toEqual({
      riderId: 'r-cash',
      shiftId,
      expected,
      handedOver: expected - 500,
      orderIds: [a.id, b.id, byStaff.id],
      by: { userId: 'm1', role: 'moderator' },
      at: clock.toISOString(),
    });
    const twice = await call(
      'POST',
      `/riders/r-cash/shifts/${shiftId}/handover`,
      { handedOver: expected },
      staff,
    );
    expect(twice).toMatchObject({ status: 409, body: { code: 'rider.cash_already_handed_over' } });

    // The next shift counts its own deliveries only.
    later(60);
    const next = (await call('PUT', '/rider/shift', undefined, rider)).body.shiftId as string;
    const c = await placedOrder();
    await delivered(c.id, 'r-cash');
    await call('DELETE', '/riders/r-cash/shift', undefined, staff);
    expect(
      (await call('POST', `/riders/r-cash/shifts/${next}/handover`, { handedOver: c.total }, staff)).status,
    ).toBe(200);
    const second = (await readStream(store, 'rider-r-cash')).filter(
      (e) => e.type === 'RiderCashHandedOver',
    )[1];
    expect(second?.data).toMatchObject({ expected: c.total, handedOver: c.total, orderIds: [c.id] });
  });
});

describe('a rider and the order routes', () => {
  // Staff routes answer 403 before the body is read; a customer's route with an empty body may answer its 400 first:
  // in no case does a rider change another customer's order.
  it("every order write route × rider, on another customer's order: never done (4xx, never 2xx or 500)", async () => {
    const { orderRoutes } = await import('@shop/contracts/orders/routes');
    const { id } = await placedOrder();
    const got: Record<string, number> = {};
    for (const route of Object.values(orderRoutes)) {
      if (route.method === 'GET') continue;
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'id' ? id : 'x'));
      const res = await call(route.method, path, {}, as('r-nosy', 'rider'));
      got[`${route.method} ${route.path}`] = res.status;
    }
    const done = Object.entries(got).filter(([, status]) => status < 400 || status >= 500);
    expect(got['PATCH /orders/:id']).toBe(403);
    expect(done, JSON.stringify(got)).toEqual([]);
  });
});
