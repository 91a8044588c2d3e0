// Saved delivery addresses over HTTP with the real sign-in (docs/phone-and-trust.md "Saved addresses"): the owner
// only, every role alike; at most MAX_SAVED_ADDRESSES; the texts encrypted at rest with the owner's key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams, MAX_SAVED_ADDRESSES, roles } from '@shop/contracts';
import { readStream } from '../testing/temp-store';
import { startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
const home = {
  label: 'Maison',
  districtId: 'd1',
  address: '12 rue Larbi Ben Mhidi',
  landmark: 'Face à la poste',
};
const path = (userId: string, addressId: string) => `/users/me/${userId}/addresses/${addressId}`;

beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

describe('saved addresses', () => {
  it('every role saves and removes its own; nobody touches another account’s; a visitor signs in first', async () => {
    const owner = await app.userWithRole('user');
    const got: Record<string, number[]> = {};
    for (const role of roles) {
      const who = await app.userWithRole(role);
      const id = randomUUID();
      got[role] = [
        (await app.call('PUT', path(who.userId, id), home, app.bearer(who.token))).status,
        (await app.call('PUT', path(owner.userId, id), home, app.bearer(who.token))).status,
        (await app.call('DELETE', path(owner.userId, id), undefined, app.bearer(who.token))).status,
        (await app.call('DELETE', path(who.userId, id), undefined, app.bearer(who.token))).status,
      ];
    }
    got.visitor = [
      (await app.call('PUT', path(owner.userId, randomUUID()), home)).status,
      (await app.call('DELETE', path(owner.userId, randomUUID()))).status,
    ];
    expect(got).toEqual({
      ...Object.fromEntries(roles.map((r) => [r, [200, 403, 403, 200]])),
      visitor: [401, 401],
    });
  });

  it('keeps at most the limit, refuses a bad body, and encrypts the texts', async () => {
    const who = await app.userWithRole('user');
    const auth = app.bearer(who.token);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++)
      expect((await app.call('PUT', path(who.userId, `a${i}`), home, auth)).status).toBe(200);
    const over = await app.call('PUT', path(who.userId, 'one-more'), home, auth);
    expect([over.status, over.body.code]).toEqual([409, 'address.limit']);
    // The same id again replaces it.
    expect((await app.call('PUT', path(who.userId, 'a0'), { ...home, label: 'Travail' }, auth)).status).toBe(
      200,
    );
    const bad = await app.call('PUT', path(who.userId, 'a1'), { ...home, address: 'x' }, auth);
    expect([bad.status, bad.body.code]).toEqual([400, 'validation.failed']);
    const gone = await app.call('DELETE', path(who.userId, 'never-saved'), undefined, auth);
    expect([gone.status, gone.body.code]).toEqual([404, 'address.not_found']);

    const raw = (await readStream(app.raw, accountStreams.user(who.userId))).find(
      (e) => e.type === 'AddressSaved',
    );
    const data = raw!.data as Record<string, string>;
    expect(data.label).toMatch(/^enc:v1:/);
    expect(data.address).toMatch(/^enc:v1:/);
    expect(data.landmark).toMatch(/^enc:v1:/);
    expect(data.districtId).toBe('d1');
  });
});
