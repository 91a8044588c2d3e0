// A deletion that stopped half-way (AccountDeleted appended, then a crash before the address was released and the
// key destroyed) is finished by the retry, over real HTTP with SQLite and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

describe('account deletion finishes on retry', () => {
  it('crash after AccountDeleted: the retried DELETE destroys the key and frees the address; a second retry too', async () => {
    const email = 'half-deleted@example.dz';
    const userId = await app.signUpVerified(email);
    const token = await app.login(email);
    expect(await app.keys.get(userId)).not.toBeNull();

    const appended = await app.appendAccountDeletedOnly(userId);
    expect(appended.events.map((e) => e.type)).toEqual(['AccountDeleted']);
    expect(await app.keys.get(userId)).not.toBeNull();
    const taken = await app.call('POST', '/auth/signup', {
      name: 'amina',
      lastName: 'benali',
      email,
      password: 'secret-123',
      language: 'fr',
    });
    // still held by the deleted account: answered as a new address, and nobody (no active owner) is told
    expect(taken.status).toBe(202);

    const retry = await app.call('DELETE', `/users/me/${userId}`, {}, app.bearer(token));
    expect(retry.status).toBe(200);
    expect(retry.body.position).toBe(appended.position);
    expect(await app.keys.get(userId)).toBeNull();
    const again = await app.call('DELETE', `/users/me/${userId}`, {}, app.bearer(token));
    expect(again.status).toBe(200);

    // the address signs up again (a new account)
    const fresh = await app.signUpVerified(email);
    expect(fresh).not.toBe(userId);
    // the old session stays refused everywhere else
    expect((await app.call('PUT', `/users/me/${userId}`, {}, app.bearer(token))).status).toBe(401);
  });

  it('a later DeleteAccount by the use case on a deleted account finishes it; someone else is refused', async () => {
    const email = 'half-deleted-2@example.dz';
    const userId = await app.signUpVerified(email);
    await app.appendAccountDeletedOnly(userId);
    await expect(
      app.accounts.deleteAccount({ userId: 'someone', role: 'admin' }, userId, PASSWORD),
    ).rejects.toMatchObject({
      code: 'auth.forbidden',
    });
    await app.accounts.deleteAccount({ userId, role: 'user' }, userId, PASSWORD);
    expect(await app.keys.get(userId)).toBeNull();
    expect(await app.signUpVerified(email)).not.toBe(userId);
  });
});
