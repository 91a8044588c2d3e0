import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@shop/platform/config';
import { defaultRateLimits } from '@shop/platform/rate-limit/index';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { connectRedis, type Redis } from '@shop/platform/redis';
import { createAccounts } from '../accounts/accounts';
import { openAccountsInfra } from './from-config';

let dir: string;
let redis: Redis;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-accounts-config-'));
  redis = await connectRedis('redis://127.0.0.1:6379', { name: 'accounts-config-test' });
});
afterAll(async () => {
  await redis.quit();
  rmSync(dir, { recursive: true, force: true });
});

const start = (env: Record<string, string> = {}) => {
  const config = loadConfig({ DATA_DIR: join(dir, 'data'), REDIS_PREFIX: 'test:cfg:', ...env });
  const infra = openAccountsInfra(config, redis);
  const store = createSqliteEventStore({ file: join(config.DATA_DIR, 'events.sqlite') });
  return { config, store, infra, stop: async () => (await store.close(), await infra.close()) };
};

describe('openAccountsInfra', () => {
  it('prints the generated admin password on the first start only; sessions survive a restart', async () => {
    const first = start();
    const admin = await first.infra.ensureFirstAdmin(first.store);
    expect(admin).toMatchObject({ created: true, email: 'admin@oran-food.local' });
    expect(admin.password).toMatch(/^[\w-]{16}$/);
    const accounts = createAccounts({ ...first.infra.deps, store: first.infra.wrap(first.store) });
    const session = await accounts.login('admin@oran-food.local', admin.password!);
    expect(session.role).toBe('admin');
    await first.stop();

    const second = start();
    expect(await second.infra.ensureFirstAdmin(second.store)).toEqual({ created: false });
    await expect(second.infra.sessions.verify(session.token)).resolves.toMatchObject({
      userId: session.userId,
    });
    expect(second.infra.deps.rateLimits).toEqual(defaultRateLimits);
    expect(defaultRateLimits).toMatchObject({
      login: { points: 10, durationSeconds: 900 },
      loginPerEmail: { points: 20, durationSeconds: 3600 },
      loginPerIp: { points: 20, durationSeconds: 3600 },
      signup: { points: 5, durationSeconds: 3600 },
      reset: { points: 5, durationSeconds: 3600 },
    });
    await second.stop();
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD create that admin (pre-verified), and RATE_LIMIT_* are read', async () => {
    const { store, infra, stop } = start({
      DATA_DIR: join(dir, 'other'),
      ADMIN_EMAIL: 'chef@oran-food.dz',
      ADMIN_PASSWORD: 'chef-password',
      RATE_LIMIT_LOGIN: '3/60',
      RATE_LIMIT_LOGIN_PER_EMAIL: '7/600',
    });
    expect(await infra.ensureFirstAdmin(store)).toEqual({ created: true, email: 'chef@oran-food.dz' });
    const accounts = createAccounts({ ...infra.deps, store: infra.wrap(store) });
    expect((await accounts.login('chef@oran-food.dz', 'chef-password')).role).toBe('admin');
    expect(infra.deps.rateLimits?.login).toEqual({ points: 3, durationSeconds: 60 });
    expect(infra.deps.rateLimits?.loginPerEmail).toEqual({ points: 7, durationSeconds: 600 });
    await stop();
  });

  it('a first admin that staff demoted or deleted is never re-promoted or recreated at a restart', async () => {
    const env = {
      DATA_DIR: join(dir, 'bootstrap'),
      ADMIN_EMAIL: 'chef@oran-food.dz',
      ADMIN_PASSWORD: 'chef-password',
    };
    const restart = async () => {
      const shop = start(env);
      const answer = await shop.infra.ensureFirstAdmin(shop.store, { requirePassword: true });
      const accounts = createAccounts({ ...shop.infra.deps, store: shop.infra.wrap(shop.store) });
      return { answer, accounts, stop: shop.stop };
    };
    let shop = await restart();
    expect(shop.answer).toEqual({ created: true, email: 'chef@oran-food.dz' });
    const chef = await shop.accounts.login('chef@oran-food.dz', 'chef-password');
    const { userId: otherId } = await shop.accounts.signUp({
      email: 'gerante@oran-food.dz',
      password: 'gerante-password',
      name: 'Nadia',
      lastName: 'B',
      language: 'fr',
      role: 'admin',
      preVerified: true,
    });
    const other = { userId: otherId, role: 'admin' as const };
    await shop.accounts.changeRole(other, chef.userId, 'user');
    await shop.stop();

    shop = await restart();
    expect(shop.answer).toEqual({ created: false });
    expect(await shop.accounts.loadUser(chef.userId)).toMatchObject({ status: 'active', role: 'user' });

    // promoted again by staff, then the chef deletes the account: a restart brings nobody back
    await shop.accounts.changeRole(other, chef.userId, 'admin');
    await shop.accounts.deleteAccount({ userId: chef.userId, role: 'admin' }, chef.userId, 'chef-password');
    await shop.stop();

    shop = await restart();
    expect(shop.answer).toEqual({ created: false });
    await expect(shop.accounts.login('chef@oran-food.dz', 'chef-password')).rejects.toMatchObject({
      code: 'auth.invalid_credentials',
    });
    expect(await shop.accounts.admins()).toEqual([otherId]);
    await shop.stop();
  });

  it('under requirePassword (production), a shop without an admin refuses to start without ADMIN_PASSWORD', async () => {
    const fresh = start({ DATA_DIR: join(dir, 'production'), ADMIN_EMAIL: 'chef@oran-food.dz' });
    await expect(fresh.infra.ensureFirstAdmin(fresh.store, { requirePassword: true })).rejects.toThrow(
      'Invalid configuration: ADMIN_PASSWORD is not set and the shop has no admin yet',
    );
    expect(await fresh.infra.ensureFirstAdmin(fresh.store)).toMatchObject({ created: true });
    // once the shop has an admin, ADMIN_PASSWORD may leave the environment
    expect(await fresh.infra.ensureFirstAdmin(fresh.store, { requirePassword: true })).toEqual({
      created: false,
    });
    await fresh.stop();
  });
});
