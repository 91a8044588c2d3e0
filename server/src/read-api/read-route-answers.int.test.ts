// Every read route answers what its table says (docs/conventions.md "HTTP routes"): the client's types are the
// answer schemas' types, and read-api casts stored JSON (and joins some of it unparsed, jsonText), so the answers of
// a real stack are parsed here with each route's answer schema. A route added to a table without a sample fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountReadRoutes,
  catalogueReadRoutes,
  operationsReadRoutes,
  orderReadRoutes,
} from '@shop/contracts';
import {
  accountReadSchemas,
  catalogueReadSchemas,
  operationsReadSchemas,
  orderReadSchemas,
} from '@shop/contracts/schemas';
import { pathOf, type AnyRoute } from '@shop/contracts/http/route';
import type { RouteSchemas } from '@shop/contracts/http/route-schemas';
import { openOrderStack, signUpCast, type OrderStack } from '../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack();
});
afterAll(async () => {
  await stack?.close();
});

const tables = {
  catalogue: [catalogueReadRoutes, catalogueReadSchemas],
  orders: [orderReadRoutes, orderReadSchemas],
  accounts: [accountReadRoutes, accountReadSchemas],
  operations: [operationsReadRoutes, operationsReadSchemas],
} as const;

/** Routes this stack does not serve (no VAPID key: GET /api/push/key is absent). */
const absent = new Set(['orders.pushKey']);

describe('read routes answer their answer schemas', () => {
  it('each route of the tables, called as the client calls it, answers what its schema parses', async () => {
    const { amina, staff } = await signUpCast(stack);
    const placed = await stack.placeOrder(
      amina.auth,
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 2 }] },
      amina.delivery,
      'answers-1',
    );
    const screen = await stack.call(
      'PUT',
      '/screens/tv1',
      {
        title: 'Menu',
        topText: '',
        boxes: { '1.1': { kind: 'product', id: 'margherita' }, '1.2': null, '2.1': null, '2.2': null },
      },
      staff.auth,
    );
    expect([placed.placed.status, screen.status]).toEqual([200, 200]);
    await stack.settle();

    // How the client calls each route: its params, query and who asks.
    const samples: Record<
      string,
      { params?: Record<string, string>; query?: string; auth?: Record<string, string> }
    > = {
      'catalogue.products': { query: '?active=true&sort=name&limit=2&lang=ar' },
      'catalogue.productLookup': { query: '?ids=margherita,deleted&lang=en' },
      'catalogue.product': { params: { id: 'margherita' }, query: '?lang=en' },
      'catalogue.categories': {},
      'catalogue.promos': {},
      'catalogue.promoCheck': { query: '?promo_code=ete20' },
      'catalogue.staffPromos': { auth: staff.auth },
      'catalogue.districts': {},
      'catalogue.banners': {},
      'catalogue.settings': {},
      'catalogue.screens': {},
      'catalogue.screen': { params: { id: 'tv1' } },
      'catalogue.stats': { auth: staff.auth },
      'catalogue.trustRules': { auth: staff.auth },
      'orders.slots': {},
      'orders.newCount': { auth: staff.auth },
      'orders.scheduled': { auth: staff.auth },
      'orders.kitchen': { auth: staff.auth },
      'orders.readyBoard': {},
      'orders.mine': { auth: amina.auth },
      'orders.list': { query: '?status=unfinish&q=amina', auth: staff.auth },
      'orders.history': { params: { id: placed.id }, auth: staff.auth },
      'orders.detail': { params: { id: placed.id }, auth: amina.auth },
      'orders.customers': { query: '?phone=0550123456', auth: staff.auth },
      'accounts.currentUser': { params: { userId: amina.userId }, auth: amina.auth },
      'accounts.users': { query: '?q=benali', auth: staff.auth },
      'accounts.user': { params: { userId: amina.userId }, auth: staff.auth },
      'operations.health': {},
    };

    const checked: string[] = [];
    for (const [context, [routes, schemas]] of Object.entries(tables)) {
      for (const [name, route] of Object.entries(routes) as [string, AnyRoute][]) {
        const key = `${context}.${name}`;
        if (absent.has(key)) continue;
        const sample = samples[key];
        expect(sample, `a sample call of ${key}`).toBeDefined();
        const path = `${pathOf(route, sample!.params as never)}${sample!.query ?? ''}`;
        const res = await stack.call('GET', path, undefined, { ...sample!.auth });
        expect({ key, status: res.status }).toEqual({ key, status: 200 });
        const answer = (schemas as Record<string, RouteSchemas<AnyRoute>>)[name]!.answer.safeParse(res.body);
        expect({ key, issues: answer.error?.issues ?? [] }).toEqual({ key, issues: [] });
        checked.push(key);
      }
    }
    expect(checked.sort()).toEqual(Object.keys(samples).sort());
  });
});
