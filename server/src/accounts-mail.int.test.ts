// The accounts wiring of createShop over real HTTP, Redis, SQLite and the file outbox (no SMTP_URL): sign-up →
// verification mail written to DATA_DIR/outbox → link followed → login → the user's view; then deletion leaves
// no personal data in Redis nor in clear in the event store.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { dumpKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop({ env: { PUBLIC_URL: 'http://shop.test' } });
const { prefix } = setup;
const outbox = join(setup.dataDir, 'outbox');
let shop: Shop;

const call = jsonCaller(() => `${shop.url}/api`);
const mails = async () => {
  if (!existsSync(outbox)) return [];
  return Promise.all(
    readdirSync(outbox)
      .sort()
      .map(async (f) => PostalMime.parse(readFileSync(join(outbox, f)))),
  );
};

beforeAll(async () => {
  shop = await setup.start({ seed: false });
});

afterAll(() => setup.stop());

describe('accounts and mail in the one-process shop', () => {
  it('mails the verification link of a sign-up to the outbox; the link verifies; deletion erases the person', async () => {
    expect(shop.mail).toBe(`outbox:${outbox}`);
    const email = 'amina.benali@example.dz';
    const signUp = await call('POST', '/auth/signup', {
      name: 'Amina',
      lastName: 'Benali',
      email,
      password: 'secret-1',
      language: 'fr',
    });
    expect(signUp.status).toBe(202);
    const userId = signUp.body.data.userId as string;

    await expect
      .poll(async () => (await mails()).filter((m) => m.to?.[0]?.address === email).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const mail = (await mails()).find((m) => m.to?.[0]?.address === email)!;
    expect(mail.subject).toBe('Oran Food : confirmez votre adresse e-mail');
    const link = mail.text!.match(/http:\/\/shop\.test\/authentication\/verifyEmail\/(\S+)/);
    expect(link).not.toBeNull();
    const verified = await call('POST', '/auth/verify', { token: decodeURIComponent(link![1]!) });
    expect(verified.status).toBe(200);

    const login = await call('POST', '/auth/login', { email, password: 'secret-1' });
    expect(login.status).toBe(200);
    const session = { cookie: `session=${login.body.data.token as string}` };
    const me = await call('GET', `/users/me/${userId}`, undefined, {
      ...session,
      'x-min-position': verified.body.position as string,
    });
    expect(me.body.data).toMatchObject({
      _id: userId,
      name: 'Amina Benali',
      email,
      emailVerified: true,
      roles: [{ name: 'user' }],
    });
    expect((await call('GET', `/users/me/${userId}`)).body).toEqual({ data: null });
    expect((await call('GET', '/users', undefined, session)).status).toBe(403);

    const deleted = await call('DELETE', `/users/me/${userId}`, { password: 'secret-1' }, session);
    expect(deleted.status).toBe(200);
    await shop.waitForProjections();
    expect((await call('GET', `/users/me/${userId}`, undefined, session)).body).toEqual({ data: null });

    // No trace in the read models nor in the mail queue (its finished jobs are redacted), nor in clear in the
    // event log. (Rate-limit counters `rl:` are left out: their keys name the address until they expire, a
    // write-side matter.)
    const dump = (await dumpKeysWithPrefix(shop.redis, prefix, { except: [`${prefix}rl:`] })).toLowerCase();
    expect(dump).toContain(`${prefix}rm:1:revs`); // the dump does reach the read models
    expect(dump).toContain(`${prefix}bull:mail:`); // and the queue
    expect(dump).not.toMatch(/amina|benali/);
    const log: string[] = [];
    for await (const event of shop.store.readAll()) log.push(JSON.stringify(event.data));
    expect(log.join('\n').toLowerCase()).not.toMatch(/amina|benali/);
  });
});
