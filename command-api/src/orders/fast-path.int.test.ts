// The order routes' fast path (fast-path.ts) answers what express answers: the same requests go to a server with
// express alone and to one with the fast path ahead of it (one command API, one store, real sessions and Redis), and
// the answers are compared (status, content type, body; ids and positions aside). The fast path must have served
// the plain requests itself, and left the others to express.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCaller, type JsonAnswer, type JsonCall } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { completeProfile, startAccountsApp, type AccountsApp } from '../auth/testing/accounts-app';
import { createCommandHandler } from '../handle';
import { seedOrderMenu } from './testing/order-menu';

let app: AccountsApp;
let fastServer: LocalServer;
let fastBase: string;
/** Per request to the fast server: whether the fast path took it. */
const taken: boolean[] = [];
let customer: { userId: string; token: string };
let staff: { userId: string; token: string };

beforeAll(async () => {
  app = await startAccountsApp();
  await seedOrderMenu(createCommandHandler({ store: app.store }), [
    { productId: 'margherita', name: 'Margherita', price: 900 },
  ]);
  const express = app.app as unknown as (req: IncomingMessage, res: ServerResponse) => void;
  fastServer = await listenLocally(
    createServer((req, res) => {
      const served = app.commandApi.fastPath(req, res, express);
      taken.push(served);
      if (!served) express(req, res);
    }),
  );
  fastBase = `${fastServer.url}/api`;
  customer = await app.userWithRole('user');
  staff = await app.userWithRole('moderator');
  // A complete profile: the order can be placed.
  const profile = await app.call('PUT', `/users/me/${customer.userId}`, completeProfile, as(customer));
  expect(profile.status).toBe(200);
});
afterAll(async () => {
  await fastServer?.close();
  await app?.close();
});

const onExpress = () => app.call;
const onFast = () => jsonCaller(() => fastBase);
const as = (who: { token: string }, more: Record<string, string> = {}) => ({
  authorization: `Bearer ${who.token}`,
  ...more,
});

/** The parts of an answer both paths must agree on; order ids and log positions differ from one order to the next. */
const comparable = ({ status, headers, body }: JsonAnswer) => ({
  status,
  type: headers.get('content-type'),
  body: JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    key === '_id' || key === 'position' ? typeof value : value,
  ) as unknown,
});

/** A customer's checkout, its mistakes and its placement, then the staff's step; every answer on the way. */
const orderFlow = async (call: JsonCall, keyPrefix: string) => {
  const answers: JsonAnswer[] = [];
  const say = async (...args: Parameters<JsonCall>) => {
    const answer = await call(...args);
    answers.push(answer);
    return answer;
  };
  const lines = [{ productId: 'margherita', quantity: 2 }];
  const started = await say('POST', '/orders', { type: 'on_site', lines }, as(customer));
  const id = started.body.data._id as string;
  await say('POST', '/orders', { type: 'on_site', lines: [] }, as(customer));
  await say('POST', '/orders', { type: 'on_site', lines }, { 'accept-language': 'en' });
  await say(
    'POST',
    '/orders',
    { type: 'on_site', lines },
    as(customer, { 'idempotency-key': 'x'.repeat(201) }),
  );
  await say('POST', `/orders/${id}/promo`, { promo_code: 'NOPE' }, as(customer, { 'accept-language': 'ar' }));
  await say('DELETE', `/orders/${id}/promo`, undefined, as(customer));
  await say('PATCH', `/orders/${id}`, { state: 'accepted' }, as(customer));
  await say('PATCH', `/orders/${id}`, { state: 'nonsense' }, as(customer)); // the role before the body
  await say(
    'POST',
    `/orders/missing-order/place`,
    { delivery: { recipient: 'A B', phone: '0550123456' } },
    as(customer),
  );
  const placement = { delivery: { recipient: 'Amine B', phone: '0550123456' } };
  const key = as(customer, { 'idempotency-key': `${keyPrefix}-place` });
  await say('POST', `/orders/${id}/place`, placement, key);
  await say('POST', `/orders/${id}/place`, placement, key); // the same key: the first answer again
  await say('PATCH', `/orders/${id}`, { state: 'accepted' }, as(staff));
  await say('PUT', `/orders/${id}`, { state: 'nonsense' }, as(staff));
  await say('POST', `/orders/${id}/cancel`, { reason: 'customer' }, as(customer));
  return answers.map(comparable);
};

describe('order fast path', () => {
  it('answers every step of an order, and every mistake on the way, as express does', async () => {
    const viaExpress = await orderFlow(onExpress(), 'express');
    taken.length = 0;
    const viaFast = await orderFlow(onFast(), 'fast');
    expect(viaFast).toEqual(viaExpress);
    expect(viaExpress.map((a) => a.status)).toEqual([
      201, 400, 401, 400, 404, 200, 403, 403, 404, 200, 200, 200, 400, 409,
    ]);
    expect(taken.every(Boolean), 'the fast path served every request of the flow').toBe(true);
  });

  it('answers a body that is not JSON, or not an object, or empty, as body-parser does', async () => {
    const raw = async (base: string, body: string) => {
      const res = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...as(customer) },
        body,
      });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
    };
    taken.length = 0;
    for (const body of ['{"type":', '"on_site"', '42', '', '  [1]'])
      expect(await raw(fastBase, body), JSON.stringify(body)).toEqual(await raw(app.base, body));
    expect(taken).toEqual([true, true, true, true, true]);
  });

  it('leaves to express what it is not sure of, which answers it as ever', async () => {
    const lines = [{ productId: 'margherita', quantity: 1 }];
    const cases: [string, string, Record<string, string>][] = [
      ['POST', '/orders/', {}], // a trailing slash
      ['POST', '/orders?x=1', {}], // a query string
      ['POST', '/ORDERS', {}], // capitals
      ['POST', '/orders', { 'content-type': 'application/json; charset=utf-16' }],
      ['POST', '/orders', { origin: 'https://elsewhere.example' }], // another site's write: 403 from express
    ];
    for (const [method, path, headers] of cases) {
      taken.length = 0;
      const viaFast = await onFast()(method, path, { type: 'on_site', lines }, as(customer, headers));
      const viaExpress = await onExpress()(method, path, { type: 'on_site', lines }, as(customer, headers));
      expect(comparable(viaFast), `${method} ${path} ${JSON.stringify(headers)}`).toEqual(
        comparable(viaExpress),
      );
      expect(taken, `${method} ${path} ${JSON.stringify(headers)}`).toEqual([false]);
    }
  });

  it('an Idempotency-Key used on one path is the same request on the other', async () => {
    const lines = [{ productId: 'margherita', quantity: 3 }];
    const key = as(customer, { 'idempotency-key': 'one-checkout' });
    const first = await onExpress()('POST', '/orders', { type: 'on_site', lines }, key);
    const again = await onFast()('POST', '/orders', { type: 'on_site', lines }, key);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });
});
