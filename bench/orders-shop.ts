// The child process of `npm run bench:orders`: the one-process shop (createShop: embedded SQLite store in a fresh
// temp DATA_DIR, its own Redis prefix, projections, read-api with /ws, reactors and workers) with the customers and
// the staff member the bench logs in as, created beforehand. Kept apart from the load generator so the clients
// never share an event loop with the server they measure. Everything is removed on exit.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createAccounts, openAccountsInfra } from '@shop/command-api';
import { loadConfig } from '@shop/platform';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createShop } from '../server/src/create-shop';

export type Credentials = { email: string; password: string };
export type ShopReady = { type: 'ready'; url: string; customers: Credentials[]; staff: Credentials };
export type ShopFailed = { type: 'failed'; message: string };
export type ShopSettled = { type: 'settled' };
export type ToShop = { type: 'settle' };

const send = (message: ShopReady | ShopFailed | ShopSettled) =>
  new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

const prefix = `bench:${randomBytes(4).toString('hex')}:`;
const dataDir = mkdtempSync(join(tmpdir(), 'oran-food-bench-orders-'));
const customerCount = Number(process.env.BENCH_CUSTOMERS_MAX ?? 50);
const staff: Credentials = { email: 'bench-admin@oran-food.local', password: 'bench-admin-secret' };

const main = async () => {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
    EVENT_STORE: 'sqlite',
    LOG_LEVEL: 'silent',
    SMTP_URL: '', // confirmation mails go to the temp outbox
    ADMIN_EMAIL: staff.email,
    ADMIN_PASSWORD: staff.password,
    RATE_LIMIT_LOGIN: '100000/60',
  });
  const shop = await createShop(config);
  const infra = openAccountsInfra(config, shop.redis);
  const accounts = createAccounts({
    store: infra.wrap(shop.store),
    keys: infra.keys,
    sessions: infra.sessions,
    emailHashSecret: infra.secrets.emailHashSecret,
  });
  const customers: Credentials[] = [];
  for (let i = 0; i < customerCount; i++) {
    const email = `customer.${i}@bench.oran-food.local`;
    const password = `bench-secret-${i}`;
    await accounts.signUp({
      email,
      password,
      name: 'Client',
      lastName: 'Bench',
      language: 'fr',
      preVerified: true,
    });
    customers.push({ email, password });
  }
  await shop.waitForProjections(30_000);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await shop.close();
    await infra.close();
    const redis = new Redis(config.REDIS_URL);
    await deleteKeysWithPrefix(redis, prefix).catch(() => undefined);
    redis.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message: ToShop) => {
    if (message.type === 'settle') void shop.waitForProjections(60_000).then(() => send({ type: 'settled' }));
  });
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await send({ type: 'ready', url: shop.url, customers, staff });
};

main().catch(async (error: unknown) => {
  rmSync(dataDir, { recursive: true, force: true });
  await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
