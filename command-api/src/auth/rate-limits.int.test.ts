import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp({
    rateLimits: {
      login: { points: 3, durationSeconds: 900 },
      signup: { points: 2, durationSeconds: 3600 },
      reset: { points: 2, durationSeconds: 3600 },
    },
  });
});
afterAll(async () => app?.close());

const expectLimited = (res: Awaited<ReturnType<AccountsApp['call']>>, windowSeconds: number) => {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('rate_limited');
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.retryAfterSeconds).toBe(seconds);
};

describe('rate limits (Redis)', () => {
  it('login: beyond the tries per IP and address, 429 with Retry-After and the seconds in the message; another address still works', async () => {
    const attempt = (email: string) =>
      app.call('POST', '/auth/login', { email, password: 'wrong-password' }, { 'accept-language': 'en' });
    for (let i = 0; i < 3; i++) expect((await attempt('victim@example.dz')).status).toBe(401);
    const limited = await attempt('victim@example.dz');
    expectLimited(limited, 900);
    expect(limited.body.message).toBe(
      `Too many attempts. Try again in ${limited.body.retryAfterSeconds} seconds.`,
    );
    expect(limited.body.title).toBe(limited.body.message);
    expect((await attempt('other@example.dz')).status).toBe(401);
    const keys = await app.redis.keys(`${app.prefix}rl:login*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('sign-up: per IP', async () => {
    const signUp = (n: number) =>
      app.call('POST', '/auth/signup', {
        name: 'amina',
        lastName: 'benali',
        email: `s${n}@example.dz`,
        password: 'secret-1',
        language: 'fr',
      });
    expect((await signUp(1)).status).toBe(201);
    expect((await signUp(2)).status).toBe(201);
    expectLimited(await signUp(3), 3600);
  });

  it('forgot-password: per IP and address', async () => {
    const forgot = () =>
      app.call('POST', '/auth/forgot-password', { email: 'someone@example.dz', language: 'fr' });
    expect((await forgot()).status).toBe(202);
    expect((await forgot()).status).toBe(202);
    const limited = await forgot();
    expectLimited(limited, 3600);
    expect(limited.body.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
  });
});
