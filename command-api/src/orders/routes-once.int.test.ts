// One validation per request: an order route parses its body once with the route's schema and hands the checked
// command to the checked handler; a body the schema refuses never reaches the handler.
import { createServer } from 'node:http';
import express from 'express';
import type { OrderCommand } from '@shop/contracts/orders/index';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandleCheckedOrder } from './handle';
import { createOrderRoutes } from './routes';

const given: OrderCommand[] = [];
const handleOrder: HandleCheckedOrder = async (command) => {
  given.push(command);
  return { orderId: 'o1', position: '7', nextRevision: '1', events: [], order: { status: 'none' } as never };
};
let server: LocalServer;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use((_req, res, next) => {
    res.locals.actor = { userId: 'u1', role: 'user' };
    next();
  });
  app.use('/api', createOrderRoutes({ handleOrder, ids: () => 'o1' }));
  app.use(createProblemMiddleware());
  server = await listenLocally(createServer(app));
});
afterAll(() => server.close());
const call = jsonCaller(() => `${server.url}/api`);

describe('the order routes', () => {
  it('hand the handler the command parsed from the body (defaults applied), and nothing for a refused body', async () => {
    const delivery = { recipient: ' Amina ', phone: '0550123456' };
    expect(await call('POST', '/orders/o1/place', { delivery })).toMatchObject({
      status: 200,
      body: { data: { _id: 'o1' }, position: '7' },
    });
    expect(given).toEqual([
      {
        type: 'PlaceOrder',
        data: { orderId: 'o1', delivery: { ...delivery, recipient: 'Amina' }, slot: null },
      },
    ]);
    const refused = await call('POST', '/orders/o1/place', {
      delivery: { recipient: '', phone: 'not a phone' },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
    expect(Object.keys(refused.body.errors as object).sort()).toEqual([
      'delivery.phone',
      'delivery.recipient',
    ]);
    const started = await call('POST', '/orders', {
      type: 'on_site',
      lines: [{ productId: 'p1', quantity: 2 }],
    });
    expect(started.status).toBe(201);
    expect(given[1]).toEqual({
      type: 'StartCheckout',
      data: {
        orderId: 'o1',
        userId: 'u1',
        type: 'on_site',
        lines: [{ productId: 'p1', quantity: 2, options: [] }],
      },
    });
    const badStep = await call('PATCH', '/orders/o1', { state: 'nowhere' });
    expect(badStep.status).toBe(403); // staff only: a customer is refused before the body is looked at
    expect(given).toHaveLength(2);
  });

  it('answer a bad order id and a renamed body field under the command’s names', async () => {
    const promo = await call('POST', '/orders/bad%20id/promo', { promo_code: '' });
    expect(promo).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
    expect(Object.keys(promo.body.errors as object).sort()).toEqual(['code', 'orderId']);
    expect(given).toHaveLength(2);
  });
});
