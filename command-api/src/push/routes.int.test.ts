// POST / DELETE /api/push/subscriptions as createCommandApi mounts them (real authenticate, SQLite store and key
// store through the personal-data wrapper, Redis): a signed-in customer's browser is recorded encrypted, the same
// browser twice appends nothing, a bad subscription is a 400 on its field, a visitor a 401, and it is dropped again.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { isEncrypted } from '@shop/platform/eventstore/pii';
import { startAccountsApp, type AccountsApp } from '../auth/testing/accounts-app';
import { readStream } from '../testing/temp-store';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

const browser = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

describe('push subscription routes', () => {
  it('records the browser encrypted once, and drops it', async () => {
    const customer = await app.userWithRole('user');
    const auth = app.bearer(customer.token);
    const phone = browser();
    const first = await app.call('POST', '/push/subscriptions', { ...phone, language: 'ar' }, auth);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await app.call('POST', '/push/subscriptions', { ...phone, language: 'ar' }, auth);
    expect(again.status).toBe(201);
    expect(again.body.data._id).toBe(first.body.data._id);

    const raw = await readStream(app.raw, accountStreams.push(customer.userId));
    expect(raw.map((e) => e.type)).toEqual(['PushSubscribed']);
    const stored = raw[0]!.data as Record<string, unknown>;
    for (const field of ['endpoint', 'p256dh', 'auth']) expect(isEncrypted(stored[field])).toBe(true);
    const [read] = await readStream(app.store, accountStreams.push(customer.userId));
    expect(read!.data).toMatchObject({ endpoint: phone.endpoint, ...phone.keys, language: 'ar' });

    const dropped = await app.call('DELETE', '/push/subscriptions', { endpoint: phone.endpoint }, auth);
    expect(dropped.status).toBe(200);
    const types = (await readStream(app.raw, accountStreams.push(customer.userId))).map((e) => e.type);
    expect(types).toEqual(['PushSubscribed', 'PushUnsubscribed']);
  });

  it('answers a visitor 401 and a bad subscription 400 on its field, appending nothing', async () => {
    const customer = await app.userWithRole('user');
    const phone = browser();
    const visitor = await app.call('POST', '/push/subscriptions', { ...phone, language: 'fr' });
    expect(visitor.status).toBe(401);
    for (const [bad, field] of [
      [{ ...phone, endpoint: 'http://push.example.test/plain', language: 'fr' }, 'endpoint'],
      [{ ...phone, keys: { ...phone.keys, p256dh: 'short' }, language: 'fr' }, 'keys.p256dh'],
      [{ ...phone, language: 'de' }, 'language'],
    ] as const) {
      const answer = await app.call('POST', '/push/subscriptions', bad, app.bearer(customer.token));
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toContain(field);
    }
    expect(await readStream(app.raw, accountStreams.push(customer.userId))).toEqual([]);
  });
});
