import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { createCommandHandler } from '../handle';
import { readStream, tempSqliteStore } from '../testing/temp-store';
import { createOrderHandler } from './handle';
import { createOrderRoutes, orderRoutes } from './routes';
import { appendCustomer, seedOrderMenu } from './testing/order-menu';

// The order routes over HTTP and the real SQLite store; the actor comes from a test authenticate middleware
// (the real one is auth/authenticate.ts, exercised by the accounts tests).
const clock = new Date('2025-03-01T12:00:00.000Z');
let store: EventStore;
let dispose: () => Promise<void>;
let server: LocalServer;
let base: string;

async function seed() {
  const handle = createCommandHandler({ store, now: () => clock });
  await seedOrderMenu(handle, [{ productId: 'margherita', name: 'Margherita', price: 900, sold: 10 }], {
    startsAt: '2025-03-01T00:00:00.000Z',
    validForHours: 24,
  });
  await appendCustomer(store, 'u1', clock.toISOString());
}

beforeAll(async () => {
  ({ store, dispose } = tempSqliteStore());
  await seed();
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
    createOrderRoutes({
      routes: orderRoutes({ handleOrder: createOrderHandler({ store, now: () => clock }) }),
      authenticate,
    }),
  );
  app.use(createProblemMiddleware());
  server = await listenLocally(createServer(app));
  base = `${server.url}/api`;
});
afterAll(async () => {
  await server.close();
  await dispose();
});

const call = jsonCaller(() => base);
const u1 = { 'X-Test-User': 'u1' };
const u2 = { 'X-Test-User': 'u2' };
const staff = { 'X-Test-User': 's1', 'X-Test-Role': 'moderator' };
const delivery = { recipient: 'amine b', phone: '0550123456', districtId: 'bir-el-djir' };

describe('order routes', () => {
  it('a customer orders, staff confirm a step, each status on the way', async () => {
    const started = await call(
      'POST',
      '/orders',
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 2 }] },
      u1,
    );
    expect(started.status).toBe(201);
    const id = started.body.data._id as string;
    expect(typeof started.body.position).toBe('string');

    const promo = await call('POST', `/orders/${id}/promo`, { promo_code: 'ete20' }, u1);
    expect(promo).toMatchObject({
      status: 200,
      body: { data: { _id: id, promo_code: 'ETE20', pourcentage: 20 } },
    });
    const same = await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' }, u1);
    expect(same.body.data).toEqual({ _id: id, promo_code: 'ETE20', pourcentage: 20 });
    expect((await call('DELETE', `/orders/${id}/promo`, undefined, u1)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' }, u1)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/points`, { points: 10 }, u1)).body.code).toBe(
      'points.insufficient',
    );
    expect((await call('POST', `/orders/${id}/points`, { points: 0 }, u1)).status).toBe(200);

    const placed = await call(
      'POST',
      `/orders/${id}/place`,
      { delivery },
      { ...u1, 'Idempotency-Key': 'k1' },
    );
    expect(placed).toMatchObject({
      status: 200,
      body: {
        data: { _id: id, totals: { items: 1620, promoDiscount: 324, points: 0, delivery: 200, total: 1496 } },
      },
    });
    const again = await call('POST', `/orders/${id}/place`, { delivery }, { ...u1, 'Idempotency-Key': 'k1' });
    expect(again.body).toEqual(placed.body);
    // The same key from another customer is another key: it never reaches this answer.
    expect(
      (await call('POST', `/orders/${id}/place`, { delivery }, { ...u2, 'Idempotency-Key': 'k1' })).status,
    ).toBe(403);

    expect((await call('PATCH', `/orders/${id}`, { state: 'accepted' }, u1)).status).toBe(403);
    expect((await call('PATCH', `/orders/${id}`, { state: 'accepted' }, staff)).status).toBe(200);
    expect((await call('PUT', `/orders/${id}`, { state: 'ready' }, staff)).body.code).toBe(
      'order.step_invalid',
    );
    expect((await call('POST', `/orders/${id}/cancel`, { reason: 'customer' }, u1)).body.code).toBe(
      'order.not_cancellable',
    );
    expect((await call('POST', `/orders/${id}/cancel`, { reason: 'sold_out' }, staff)).status).toBe(200);
    const types = (await readStream(store, `order-${id}`)).map((e) => e.type);
    expect(types).toEqual([
      'CheckoutStarted',
      'PromoApplied',
      'PromoRemoved',
      'PromoApplied',
      'OrderPlaced',
      'OrderStepConfirmed',
      'OrderCancelled',
    ]);
  });

  it('answers 401 without an actor, 403 on another customer’s order, 404 for an unknown order, 400 for a bad body', async () => {
    const started = await call(
      'POST',
      '/orders',
      { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
      u1,
    );
    const id = started.body.data._id as string;
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' })).status).toBe(401);
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ETE20' }, u2)).status).toBe(403);
    expect((await call('POST', `/orders/${id}/place`, { delivery }, u2)).status).toBe(403);
    const missing = await call('POST', '/orders/nope/place', { delivery }, u1);
    expect(missing).toMatchObject({ status: 404, body: { code: 'order.not_found' } });
    expect((await call('POST', '/orders', { type: 'delivery', lines: [] }, u1)).body).toMatchObject({
      code: 'cart.empty',
    });
    expect(
      (await call('POST', '/orders', { type: 'car', lines: [{ productId: 'margherita', quantity: 1 }] }, u1))
        .status,
    ).toBe(400);
    expect((await call('POST', `/orders/${id}/place`, { delivery: { recipient: '' } }, u1)).body.code).toBe(
      'validation.failed',
    );
    expect(
      (await call('POST', `/orders/${id}/promo`, { promo_code: 'NOPE' }, { ...u1, 'Accept-Language': 'en' }))
        .body.message,
    ).toBe('Invalid promo code. Please check and try again.');
  });
});
