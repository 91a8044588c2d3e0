// Login time must not tell who has an account: in the one-process shop (its store, key store, caches and rate
// limits), an unknown address and a known one with a wrong password cost the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCaller } from '@shop/platform/testing/json-call';
import type { Shop } from './create-shop';
import { prepareTestShop, type TestShopSetup } from './testing/test-shop';

let setup: TestShopSetup;
let shop: Shop;
const call = jsonCaller(() => `${shop.url}/api`);
const known = { email: 'known-timing@example.dz', password: 'the-right-one-42' };

beforeAll(async () => {
  // the admin made at start is a known, verified account
  setup = prepareTestShop({
    env: {
      PUBLIC_URL: 'http://shop.test',
      ADMIN_EMAIL: known.email,
      ADMIN_PASSWORD: known.password,
      // the samples must reach the password check, not the limits (rate-limits.int.test.ts tests those)
      RATE_LIMIT_LOGIN: '1000/60',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000/60',
      RATE_LIMIT_LOGIN_PER_IP: '1000/60',
    },
  });
  shop = await setup.start({ seed: false });
  expect((await call('POST', '/auth/login', known)).status).toBe(200);
});
afterAll(async () => setup?.stop());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const timedLogin = async (email: string) => {
  const started = performance.now();
  const res = await call('POST', '/auth/login', { email, password: 'wrong-password-1' });
  const took = performance.now() - started;
  expect([res.status, res.body.code]).toEqual([401, 'auth.invalid_credentials']);
  return took;
};

describe('login timing', () => {
  it('an unknown address and a known one with a wrong password take the same time (medians within 1.5×)', async () => {
    await timedLogin(known.email);
    await timedLogin('nobody-warm@example.dz');
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      // interleaved, so that a slower stretch of the machine weighs on both
      knownTimes.push(await timedLogin(known.email));
      unknownTimes.push(await timedLogin(`nobody-${i}@example.dz`));
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    const ratio = Math.max(k, u) / Math.min(k, u);
    console.log(
      `login medians: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeLessThan(1.5);
  });
});
