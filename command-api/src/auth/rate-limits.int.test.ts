// The rate limits of the account routes over real HTTP and Redis, in their three layers: per IP and address, per
// address whatever the IP, per IP whatever the address (each IP here is an X-Forwarded-For from the loopback
// proxy, so every test has IPs of its own). Only failed logins count.
import { accountStreams } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStream } from '../testing/temp-store';
import { startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp({
    rateLimits: {
      login: { points: 3, durationSeconds: 900 },
      loginPerEmail: { points: 5, durationSeconds: 3600 },
      loginPerIp: { points: 6, durationSeconds: 3600 },
      signup: { points: 2, durationSeconds: 3600 },
      signupPerEmail: { points: 2, durationSeconds: 3600 },
      reset: { points: 2, durationSeconds: 3600 },
      resetPerEmail: { points: 4, durationSeconds: 3600 },
      resetPerIp: { points: 5, durationSeconds: 3600 },
    },
  });
});
afterAll(async () => app?.close());

type Answer = Awaited<ReturnType<AccountsApp['call']>>;
const expectLimited = (res: Answer, windowSeconds: number) => {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('rate_limited');
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.retryAfterSeconds).toBe(seconds);
};
let nextIp = 1;
/** An IP of its own for each call site (10.0.0.x through the loopback proxy). */
const newIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
const login = (
  ip: string,
  email: string,
  password = 'wrong-password',
  headers: Record<string, string> = {},
) => app.call('POST', '/auth/login', { email, password }, from(ip, headers));
const forgot = (ip: string, email: string) =>
  app.call('POST', '/auth/forgot-password', { email, language: 'fr' }, from(ip));

describe('login limits (Redis): only failures count', () => {
  it('per IP and address: the 4th failure is refused with the wait in minutes; another address still works', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await login(ip, 'victim@example.dz')).status).toBe(401);
    const limited = await login(ip, 'victim@example.dz', 'wrong-password', { 'accept-language': 'en' });
    expectLimited(limited, 900);
    const minutes = Math.ceil(limited.body.retryAfterSeconds / 60);
    expect(minutes).toBe(15);
    expect(limited.body.message).toBe(`Too many attempts. Try again in ${minutes} min.`);
    expect(limited.body.title).toBe(limited.body.message);
    expect((await login(ip, 'victim@example.dz', 'x', { 'accept-language': 'fr' })).body.message).toBe(
      'Trop de tentatives. Réessayez dans 15 min.',
    );
    expect((await login(ip, 'other@example.dz')).status).toBe(401);
    expect((await app.redis.keys(`${app.prefix}rl:login*`)).length).toBeGreaterThan(0);
  });

  it('successful logins never count, and a success clears the failures of that address', async () => {
    const email = 'often@example.dz';
    await app.signUpVerified(email);
    const ip = newIp();
    // 10 logins in a row (devices, tabs), well over the 3 tries: never locked out
    for (let i = 0; i < 10; i++) expect((await login(ip, email, 'secret-123')).status).toBe(200);
    // 2 failures, a success, 2 failures again: the success cleared the first two
    for (let i = 0; i < 2; i++) expect((await login(ip, email)).status).toBe(401);
    expect((await login(ip, email, 'secret-123')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(ip, email)).status).toBe(401);
    expect((await login(ip, email, 'secret-123')).status).toBe(200);
  });

  it('per address whatever the IP: one address tried from many IPs meets a 429', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(newIp(), 'sprayed@example.dz')).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('per IP whatever the address: one IP spraying many addresses meets a 429', async () => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await login(ip, `spray-${i}@example.dz`)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('tries in parallel are counted as they run: a burst cannot outrun the limit', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login(ip, 'burst@example.dz').then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 401)).toHaveLength(3);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('sign-up limits (Redis)', () => {
  const signUp = (ip: string, email: string) =>
    app.call(
      'POST',
      '/auth/signup',
      { name: 'amina', lastName: 'benali', email, password: 'secret-1', language: 'fr' },
      from(ip),
    );

  it('per IP', async () => {
    const ip = newIp();
    expect((await signUp(ip, 's1@example.dz')).status).toBe(202);
    expect((await signUp(ip, 's2@example.dz')).status).toBe(202);
    expectLimited(await signUp(ip, 's3@example.dz'), 3600);
  });

  it('per address whatever the IP', async () => {
    expect((await signUp(newIp(), 'one-address@example.dz')).status).toBe(202);
    expect((await signUp(newIp(), 'one-address@example.dz')).status).toBe(202);
    expectLimited(await signUp(newIp(), 'one-address@example.dz'), 3600);
  });
});

describe('forgot-password limits (Redis)', () => {
  it('per IP and address', async () => {
    const ip = newIp();
    expect((await forgot(ip, 'someone@example.dz')).status).toBe(202);
    expect((await forgot(ip, 'someone@example.dz')).status).toBe(202);
    const limited = await forgot(ip, 'someone@example.dz');
    expectLimited(limited, 3600);
    expect(limited.body.message).toBe('Trop de tentatives. Réessayez dans 60 min.');
  });

  it('per address whatever the IP, and per IP whatever the address', async () => {
    const perAddress = [];
    for (let i = 0; i < 5; i++) perAddress.push((await forgot(newIp(), 'inbox@example.dz')).status);
    expect(perAddress).toEqual([202, 202, 202, 202, 429]);
    const ip = newIp();
    const perIp = [];
    for (let i = 0; i < 6; i++) perIp.push((await forgot(ip, `inbox-${i}@example.dz`)).status);
    expect(perIp).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('mails per recipient per hour: requests from many IPs record at most 3 reset mails', async () => {
    const email = 'flooded@example.dz';
    const userId = await app.signUpVerified(email);
    const requests = async () =>
      (await readStream(app.store, accountStreams.user(userId))).filter(
        (e) => e.type === 'PasswordResetRequested',
      ).length;
    for (let i = 0; i < 3; i++) {
      expect((await forgot(newIp(), email)).status).toBe(202);
      await expect.poll(requests).toBe(i + 1);
    }
    // the 4th within the hour is answered alike and records nothing
    expect((await forgot(newIp(), email)).status).toBe(202);
    await app.accounts.requestPasswordReset(email, 'fr');
    expect(await requests()).toBe(3);
    // an hour later the owner can ask again
    app.clock.now = new Date(app.clock.now.getTime() + 61 * 60_000);
    try {
      await app.accounts.requestPasswordReset(email, 'fr');
      expect(await requests()).toBe(4);
    } finally {
      app.clock.now = new Date();
    }
  });
});
