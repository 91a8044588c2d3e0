import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams, DELIVERY_CODE_TRIES, DomainError } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { createCommandHandler } from '../handle';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { createDeliveryHandler } from './delivery-handle';
import { createDeliveryRoutes } from './delivery-routes';
import { createCheckedOrderHandler } from './handle';
import { riderStreams } from '@shop/contracts/riders/streams';
import { createOrderRoutes } from './routes';
import { appendCustomer, seedOrderMenu } from './testing/order-menu';

// The delivery routes over HTTP and the real SQLite store (issue 30; docs/riders.md): who may call each (every
// route × visitor, customer, moderator, admin, the order's rider, another rider) and the code's tries. The actor
// comes from a test authenticate middleware, as in routes.int.test.ts.
const clock = new Date('2026-11-28T12:00:00.000Z');
const CODE = '4821';
let store: EventStore;
let dispose: () => Promise<void>;
let server: LocalServer;
let base: string;

async function appendRider(riderId: string, name: string, onShift: boolean) {
  const at = clock.toISOString();
  await appendCustomer(store, riderId, at);
  const metadata = { correlationId: `seed-${riderId}` };
  await store.append(
    accountStreams.user(riderId),
    [
      {
        id: `prof2-${riderId}`,
        type: 'ProfileUpdated',
        data: {
          userId: riderId,
          name,
          lastName: 'x',
          number: '0555000000',
          address: 'x',
          district: 'bir-el-djir',
          profileState: 'complited',
          at,
        },
        metadata,
      },
      {
        id: `role-${riderId}`,
        type: 'RoleChanged',
        data: { userId: riderId, role: 'rider', by: 'a1', at },
        metadata,
      },
    ],
    { expectedRevision: 1n },
  );
  if (onShift)
    await store.append(
      riderStreams.rider(riderId),
      [
        {
          id: `shift-${riderId}`,
          type: 'RiderShiftStarted',
          data: { riderId, shiftId: `s-${riderId}`, at },
          metadata,
        },
      ],
      { expectedRevision: 'no_stream' },
    );
}

beforeAll(async () => {
  ({ store, dispose } = tempSqliteStore());
  const handle = createCommandHandler({ store, now: () => clock });
  await seedOrderMenu(handle, [{ productId: 'margherita', name: 'Margherita', price: 900, sold: 10 }], {
    startsAt: '2026-11-28T00:00:00.000Z',
    validForHours: 24,
  });
  await appendCustomer(store, 'u1', clock.toISOString());
  await appendRider('r1', 'karim', true);
  await appendRider('r2', 'sofiane', true);
  await appendRider('r3', 'walid', false);
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
    createDeliveryRoutes({
      handleDelivery: createDeliveryHandler({ store, now: () => clock, drawCode: () => CODE }),
      authenticate,
    }),
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
type Caller = 'visitor' | 'customer' | 'moderator' | 'admin' | 'rider' | 'otherRider';
const callers: Caller[] = ['visitor', 'customer', 'moderator', 'admin', 'rider', 'otherRider'];
const headers: Record<Caller, Record<string, string>> = {
  visitor: {},
  customer: { 'X-Test-User': 'u1' },
  moderator: { 'X-Test-User': 'm1', 'X-Test-Role': 'moderator' },
  admin: { 'X-Test-User': 'a1', 'X-Test-Role': 'admin' },
  rider: { 'X-Test-User': 'r1', 'X-Test-Role': 'rider' },
  otherRider: { 'X-Test-User': 'r2', 'X-Test-Role': 'rider' },
};
const staff = headers.moderator;
const delivery = { recipient: 'amine b', phone: '0550123456', districtId: 'bir-el-djir', address: 'rue 1' };

type Stage = 'accepted' | 'assigned' | 'picked';
/** A delivery order of u1 at the stage asked: accepted, then given to r1, then picked up by r1. */
async function orderAt(stage: Stage): Promise<string> {
  const started = await call(
    'POST',
    '/orders',
    { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
    headers.customer,
  );
  const id = started.body.data._id as string;
  const ok = (res: { status: number; body: unknown }) => {
    if (res.status !== 200) throw new Error(`fixture ${stage}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  ok(await call('POST', `/orders/${id}/place`, { delivery }, headers.customer));
  ok(await call('PATCH', `/orders/${id}`, { state: 'accepted' }, staff));
  if (stage === 'accepted') return id;
  ok(await call('PUT', `/orders/${id}/rider`, { riderId: 'r1' }, staff));
  if (stage === 'assigned') return id;
  ok(await call('POST', `/orders/${id}/pickup`, undefined, headers.rider));
  return id;
}

const expect4xx = (ok: number, allowed: Caller[], refused = 403): Record<Caller, number> =>
  Object.fromEntries(
    callers.map((c) => [c, c === 'visitor' ? 401 : allowed.includes(c) ? ok : refused]),
  ) as Record<Caller, number>;

const rows: {
  route: string;
  stage: Stage;
  expected: Record<Caller, number>;
  request: (id: string) => { method: string; path: string; body?: unknown };
}[] = [
  {
    route: 'PUT /orders/:id/rider',
    stage: 'accepted',
    expected: expect4xx(200, ['moderator', 'admin']),
    request: (id) => ({ method: 'PUT', path: `/orders/${id}/rider`, body: { riderId: 'r1' } }),
  },
  {
    route: 'POST /orders/:id/pickup',
    stage: 'assigned',
    expected: expect4xx(200, ['rider']),
    request: (id) => ({ method: 'POST', path: `/orders/${id}/pickup` }),
  },
  {
    route: 'POST /orders/:id/deliver',
    stage: 'picked',
    expected: expect4xx(200, ['rider']),
    request: (id) => ({ method: 'POST', path: `/orders/${id}/deliver`, body: { code: CODE } }),
  },
  {
    route: 'POST /orders/:id/delivery-failed',
    stage: 'picked',
    expected: expect4xx(200, ['rider']),
    request: (id) => ({
      method: 'POST',
      path: `/orders/${id}/delivery-failed`,
      body: { reason: 'no_answer', comment: 'nobody at the door' },
    }),
  },
  {
    route: 'POST /orders/:id/delivered-by-hand',
    stage: 'picked',
    expected: expect4xx(200, ['moderator', 'admin']),
    request: (id) => ({ method: 'POST', path: `/orders/${id}/delivered-by-hand` }),
  },
];

describe('delivery routes', () => {
  it('every delivery route × visitor/customer/moderator/admin/the order’s rider/another rider', async () => {
    const got: Record<string, Record<Caller, number | string>> = {};
    for (const row of rows) {
      got[row.route] = {} as Record<Caller, number>;
      for (const caller of callers) {
        const { method, path, body } = row.request(await orderAt(row.stage));
        const res = await call(method, path, body, headers[caller]);
        got[row.route]![caller] =
          res.status === row.expected[caller] ? res.status : `${res.status} ${String(res.body?.code ?? '')}`;
      }
    }
    expect(got).toEqual(Object.fromEntries(rows.map((r) => [r.route, r.expected])));
  }, 120_000);

  it(`a wrong code is kept and refused; after ${DELIVERY_CODE_TRIES} only staff confirm by hand`, async () => {
    const notYet = await orderAt('assigned');
    expect((await call('POST', `/orders/${notYet}/deliver`, { code: CODE }, headers.rider)).body.code).toBe(
      'delivery.not_picked_up',
    );
    const id = await orderAt('picked');
    const wrong = '0000';
    for (let i = 0; i < DELIVERY_CODE_TRIES; i++) {
      const res = await call('POST', `/orders/${id}/deliver`, { code: wrong }, headers.rider);
      expect(res).toMatchObject({ status: 422, body: { code: 'delivery.code_wrong' } });
    }
    const right = await call('POST', `/orders/${id}/deliver`, { code: CODE }, headers.rider);
    expect(right).toMatchObject({ status: 409, body: { code: 'delivery.code_locked' } });
    const malformed = await call('POST', `/orders/${id}/deliver`, { code: '12a4' }, headers.rider);
    expect(malformed).toMatchObject({ status: 400, body: { code: 'validation.failed' } });

    expect((await call('POST', `/orders/${id}/delivered-by-hand`, undefined, staff)).status).toBe(200);
    const events = await readStream(store, `order-${id}`);
    const rejected = events.filter((e) => e.type === 'DeliveryCodeRejected');
    expect(rejected.map((e) => (e.data as { tries: number }).tries)).toEqual([1, 2, 3, 4, 5]);
    expect(events.slice(-2).map((e) => [e.type, (e.data as { by?: { userId: string } }).by?.userId])).toEqual(
      [
        ['DeliveryConfirmedByStaff', 'm1'],
        ['OrderStepConfirmed', 'm1'],
      ],
    );
  });

  it('assigns only a rider on shift, and a reassigned order is no longer the former rider’s', async () => {
    const id = await orderAt('accepted');
    const offShift = await call('PUT', `/orders/${id}/rider`, { riderId: 'r3' }, staff);
    expect(offShift).toMatchObject({ status: 409, body: { code: 'rider.off_shift' } });
    const customer = await call('PUT', `/orders/${id}/rider`, { riderId: 'u1' }, staff);
    expect(customer).toMatchObject({ status: 404, body: { code: 'rider.not_found' } });
    const placedOnly = await call(
      'POST',
      '/orders',
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
      headers.customer,
    );
    const placedId = placedOnly.body.data._id as string;
    await call('POST', `/orders/${placedId}/place`, { delivery }, headers.customer);
    expect((await call('PUT', `/orders/${placedId}/rider`, { riderId: 'r1' }, staff)).body.code).toBe(
      'delivery.not_assignable',
    );

    expect((await call('PUT', `/orders/${id}/rider`, { riderId: 'r1' }, staff)).status).toBe(200);
    expect((await call('PUT', `/orders/${id}/rider`, { riderId: 'r2' }, staff)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/pickup`, undefined, headers.rider)).body.code).toBe(
      'delivery.not_assigned',
    );
    expect((await call('POST', `/orders/${id}/pickup`, undefined, headers.otherRider)).status).toBe(200);
    const assigned = (await readStream(store, `order-${id}`)).filter((e) => e.type === 'RiderAssigned');
    expect(assigned.map((e) => e.data)).toMatchObject([
      { riderId: 'r1', riderName: 'karim', previousRiderId: null },
      { riderId: 'r2', riderName: 'sofiane', previousRiderId: 'r1' },
    ]);
    const codes = (await readStream(store, `order-${id}`)).filter((e) => e.type === 'DeliveryCodeIssued');
    expect(codes).toHaveLength(1);
  });
});
