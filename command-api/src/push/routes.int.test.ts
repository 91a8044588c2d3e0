// POST / DELETE /api/push/subscriptions as createCommandApi mounts them (real authenticate, SQLite store and key
// store through the personal-data wrapper, Redis): a signed-in customer's browser is recorded encrypted, the same
// browser twice appends nothing, a bad subscription is a 400 on its field, a visitor a 401, and it is dropped again.
// An endpoint that is not a push service's (or reaches a non-public address) is refused, an account keeps ten
// browsers, and subscribing is rate limited per customer.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { isEncrypted } from '@shop/platform/eventstore/pii';
import { startAccountsApp, type AccountsApp } from '../auth/testing/accounts-app';
import { readStream } from '../testing/temp-store';

/** The tests' push service lives on 127.0.0.1: allowed here explicitly, as PUSH_ALLOW_LOOPBACK=true would. */
const localPushService = { allowedHosts: ['127.0.0.1'], allowLoopback: true };
const subscribeLimit = 12;
let app: AccountsApp;
/** With production's endpoint policy (the browsers' push services only). */
let production: AccountsApp;
/** With a list naming the hostile hosts themselves: their addresses still refuse them. */
let naive: AccountsApp;
beforeAll(async () => {
  [app, production, naive] = await Promise.all([
    startAccountsApp({
      push: {
        endpoints: localPushService,
        subscribeRateLimit: { points: subscribeLimit, durationSeconds: 3600 },
      },
    }),
    startAccountsApp(),
    startAccountsApp({
      push: {
        endpoints: {
          allowedHosts: ['127.0.0.1', 'localhost', '169.254.169.254', '10.0.0.1', '::ffff:7f00:1'],
          allowLoopback: false,
        },
      },
    }),
  ]);
});
afterAll(async () => Promise.all([app, production, naive].map((a) => a?.close())));

const browser = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:4443/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

/** The URLs of issue 26: the shop's Redis and own API, the cloud metadata service, private and numeric forms. */
const hostileEndpoints = [
  'https://127.0.0.1:6379/',
  'https://localhost:3000/api/orders',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://2130706433/',
  'https://[::ffff:127.0.0.1]/',
];

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
      [{ ...phone, endpoint: 'http://127.0.0.1:4443/plain', language: 'fr' }, 'endpoint'],
      [{ ...phone, keys: { ...phone.keys, p256dh: 'short' }, language: 'fr' }, 'keys.p256dh'],
      [{ ...phone, language: 'de' }, 'language'],
    ] as const) {
      const answer = await app.call('POST', '/push/subscriptions', bad, app.bearer(customer.token));
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toContain(field);
    }
    expect(await readStream(app.raw, accountStreams.push(customer.userId))).toEqual([]);
  });

  it('refuses an endpoint that is not a push service, or reaches a non-public address: 400 push.endpoint_not_allowed', async () => {
    for (const shop of [production, naive]) {
      const customer = await shop.userWithRole('user');
      const got: string[] = [];
      for (const endpoint of hostileEndpoints) {
        const answer = await shop.call(
          'POST',
          '/push/subscriptions',
          { ...browser(), endpoint, language: 'fr' },
          shop.bearer(customer.token),
        );
        expect(answer.headers.get('content-type'), JSON.stringify(answer.body)).toMatch(
          /^application\/problem\+json/,
        );
        got.push(`${endpoint} ${answer.status} ${answer.body.code}`);
      }
      expect(got).toEqual(hostileEndpoints.map((endpoint) => `${endpoint} 400 push.endpoint_not_allowed`));
      expect(await readStream(shop.raw, accountStreams.push(customer.userId))).toEqual([]);
    }
  });

  it('keeps ten browsers per account: the eleventh replaces the oldest', async () => {
    const customer = await app.userWithRole('user');
    const auth = app.bearer(customer.token);
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await app.call('POST', '/push/subscriptions', { ...browser(), language: 'fr' }, auth);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids.push(answer.body.data._id as string);
    }
    const events = await readStream(app.raw, accountStreams.push(customer.userId));
    expect(
      events.slice(-2).map((e) => [e.type, (e.data as { subscriptionId: string }).subscriptionId]),
    ).toEqual([
      ['PushUnsubscribed', ids[0]],
      ['PushSubscribed', ids[10]],
    ]);
    expect(events.at(-2)!.data).toMatchObject({ reason: 'replaced' });
    const kept = new Set<string>();
    for (const e of events) {
      const id = (e.data as { subscriptionId: string }).subscriptionId;
      if (e.type === 'PushSubscribed') kept.add(id);
      else kept.delete(id);
    }
    expect([...kept]).toEqual(ids.slice(1));
  });

  it('answers 429 rate_limited beyond its subscriptions per customer, another customer still subscribes', async () => {
    const customer = await app.userWithRole('user');
    const auth = app.bearer(customer.token);
    const statuses: number[] = [];
    for (let i = 0; i <= subscribeLimit; i++)
      statuses.push(
        (await app.call('POST', '/push/subscriptions', { ...browser(), language: 'fr' }, auth)).status,
      );
    expect(statuses).toEqual([...Array<number>(subscribeLimit).fill(201), 429]);
    const limited = await app.call('POST', '/push/subscriptions', { ...browser(), language: 'fr' }, auth);
    expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await app.userWithRole('user');
    const answer = await app.call(
      'POST',
      '/push/subscriptions',
      { ...browser(), language: 'fr' },
      app.bearer(other.token),
    );
    expect(answer.status).toBe(201);
  });
});
