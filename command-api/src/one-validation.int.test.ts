// One validation per request: a write route of contracts' tables parses its body with the route's schema, and the
// command handler behind it does not parse the command a second time (issue 27 item 2).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueCommand, orderCommand } from '@shop/contracts';
import { startAccountsApp, type AccountsApp } from './auth/testing/accounts-app';

let app: AccountsApp;
let staff: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  app = await startAccountsApp();
  staff = app.bearer((await app.userWithRole('admin')).token);
  customer = app.bearer((await app.userWithRole('user')).token);
});
afterAll(() => app.close());

describe('a write route', () => {
  it('parses a catalogue, contact or visit body once, at the route, and refuses a bad one before the handler', async () => {
    const parses = vi.spyOn(catalogueCommand, 'safeParse');
    try {
      const body = { name: 'Pizzas', description: 'Au feu de bois', image: '/images/categories/pizzas.svg' };
      const created = await app.call('POST', '/categories', body, staff);
      expect(created.status).toBe(201);
      const renamed = await app.call(
        'PUT',
        `/categories/${created.body.data._id}`,
        { ...body, name: 'Pâtes' },
        staff,
      );
      expect(renamed.status).toBe(200);
      const refused = await app.call('PUT', '/categories/bad%20id', { ...body, name: '' }, staff);
      expect(refused).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
      expect(Object.keys(refused.body.errors as object).sort()).toEqual(['categoryId', 'name']);
      const message = {
        topic: 'thanks',
        name: 'Amina',
        email: 'amina@example.dz',
        phone: '',
        message: 'Merci !',
      };
      expect((await app.call('POST', '/contactMessages', message)).status).toBe(201);
      expect((await app.call('POST', '/visits', { visitorId: crypto.randomUUID() })).status).toBe(202);
      expect(parses).not.toHaveBeenCalled();
    } finally {
      parses.mockRestore();
    }
  });

  it('parses an order body once, at the route', async () => {
    const parses = vi.spyOn(orderCommand, 'safeParse');
    try {
      const empty = await app.call('POST', '/orders', { type: 'on_site', lines: [] }, customer);
      expect(empty).toMatchObject({ status: 400, body: { code: 'cart.empty' } }); // the decider's answer
      expect(parses).not.toHaveBeenCalled();
    } finally {
      parses.mockRestore();
    }
  });
});
