// The order routes as createCommandApi mounts them (real authenticate, SQLite store and key store through the
// personal-data wrapper, Redis): who is calling is read from the user's stream without personal data, and an erased
// account (AccountDeleted, key destroyed) is still nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { isEncrypted } from '@shop/platform/eventstore/pii';
import { PASSWORD, startAccountsApp, type AccountsApp } from './auth/testing/accounts-app';
import { createCommandHandler } from './handle';
import { seedOrderMenu } from './orders/testing/order-menu';
import { readStream } from './testing/temp-store';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
  await seedOrderMenu(createCommandHandler({ store: app.store }), [
    { productId: 'margherita', name: 'Margherita', price: 900 },
  ]);
});
afterAll(async () => app?.close());

const checkout = { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] };

describe('order routes: authenticate without personal data', () => {
  it('lets an active account order, and refuses it once erased (key destroyed); staff are unaffected', async () => {
    const customer = await app.userWithRole('user');
    const staff = await app.userWithRole('moderator');
    const started = await app.call('POST', '/orders', checkout, app.bearer(customer.token));
    expect(started.status).toBe(201);
    const orderId = started.body.data._id as string;

    const deleted = await app.call(
      'DELETE',
      `/users/me/${customer.userId}`,
      { password: PASSWORD },
      app.bearer(customer.token),
    );
    expect(deleted.status).toBe(200);
    expect(await app.keys.get(customer.userId)).toBeNull();
    // Erased: the stored profile is ciphertext, read back null through the wrapper.
    const [raw] = await readStream(app.raw, accountStreams.user(customer.userId));
    expect(isEncrypted((raw!.data as { email: unknown }).email)).toBe(true);
    const [read] = await readStream(app.store, accountStreams.user(customer.userId));
    expect(read!.data).toMatchObject({ email: null, name: null, lastName: null });

    for (const [method, path, body] of [
      ['POST', '/orders', checkout],
      ['POST', `/orders/${orderId}/cancel`, { reason: 'customer' }],
    ] as const) {
      const refused = await app.call(method, path, body, app.bearer(customer.token));
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body.code).toBe('auth.required');
    }
    expect((await app.call('POST', '/orders', checkout, app.bearer(staff.token))).status).toBe(201);
  });
});
