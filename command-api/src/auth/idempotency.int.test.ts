// An Idempotency-Key stands for one request: a replay of the same request answers the first result, the same key
// with another request is refused (422 idempotency.key_reused) and changes nothing. Real HTTP, SQLite and Redis.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { PASSWORD, startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

const signUpBody = (email: string) => ({
  name: 'amina',
  lastName: 'benali',
  email,
  password: PASSWORD,
  language: 'fr',
});

describe('Idempotency-Key replays compare the request', () => {
  it('two sign-ups with one key and different addresses: the second is refused and its address stays free', async () => {
    const headers = { 'Idempotency-Key': `signup-${randomUUID()}` };
    const first = await app.call('POST', '/auth/signup', signUpBody('first-key@example.dz'), headers);
    expect(first.status).toBe(202);
    const same = await app.call('POST', '/auth/signup', signUpBody('FIRST-key@example.dz '), headers);
    expect(same.status).toBe(202);
    expect(same.body).toEqual(first.body);

    const head = await app.raw.headPosition();
    const other = await app.call('POST', '/auth/signup', signUpBody('second-key@example.dz'), {
      ...headers,
      'accept-language': 'en',
    });
    expect({ status: other.status, code: other.body.code }).toEqual({
      status: 422,
      code: 'idempotency.key_reused',
    });
    expect(other.body.message).toMatch(/idempotency key/i);
    expect(await app.raw.headPosition()).toBe(head);
    // the second address was never reserved: it signs up normally
    const free = await app.call('POST', '/auth/signup', signUpBody('second-key@example.dz'));
    expect(free.status).toBe(202);
    expect(free.body.data.userId).not.toBe(first.body.data.userId);
    expect(await app.isAccount(free.body.data.userId)).toBe(true);
  });

  it('the request hash is in the metadata, not the request', async () => {
    const key = `signup-${randomUUID()}`;
    const res = await app.call('POST', '/auth/signup', signUpBody('hash@example.dz'), {
      'Idempotency-Key': key,
    });
    const events: RecordedEvent[] = [];
    for await (const e of app.raw.readStream(`user-${res.body.data.userId}`)) events.push(e);
    const metadata = events[0]!.metadata as Record<string, unknown>;
    expect(metadata.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(metadata)).not.toContain('hash@example.dz');
  });

  it('a POST /products replay with another body is refused; with the same body it answers the first product', async () => {
    const admin = await app.userWithRole('admin');
    const auth = app.bearer(admin.token);
    const category = await app.call(
      'POST',
      '/categories',
      {
        name: `Cat ${randomUUID().slice(0, 6)}`,
        description: 'Test',
        image: '/images/categories/pizzas.svg',
      },
      auth,
    );
    expect(category.status).toBe(201);
    const product = (name: string, price: number) => ({
      name,
      size: { value: 1, unit: 'XL' },
      description: 'Test',
      price,
      sold: 0,
      categoryId: category.body.data._id,
      img: '/images/products/margherita.svg',
    });
    const headers = { ...auth, 'Idempotency-Key': `product-${randomUUID()}` };
    const first = await app.call('POST', '/products', product('Margherita', 900), headers);
    expect(first.status).toBe(201);
    const replay = await app.call('POST', '/products', product('Margherita', 900), headers);
    expect(replay.body).toEqual(first.body);
    const head = await app.raw.headPosition();
    const other = await app.call('POST', '/products', product('Margherita', 100), headers);
    expect({ status: other.status, code: other.body.code }).toEqual({
      status: 422,
      code: 'idempotency.key_reused',
    });
    expect(await app.raw.headPosition()).toBe(head);
  });
});
