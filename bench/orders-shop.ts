// The child process of `npm run bench:orders`: the one-process shop (createShop: embedded SQLite store in a fresh
// temp DATA_DIR, its own Redis prefix, projections, read-api with /ws, reactors and workers) with the customers and
// the staff member the bench logs in as, created beforehand. Kept apart from the load generator so the clients
// never share an event loop with the server they measure. Everything is removed on exit. It answers `settle` once
// its projections caught up, and `memory` with its RSS and heap after a full GC.
import { createAccounts, openAccountsInfra } from '@shop/command-api';
import { prepareTestShop } from '../server/src/testing/test-shop';
import { exitWithParent, failBenchChild, sendToParent } from './child-process';

export type Credentials = { email: string; password: string };
export type ShopReady = { type: 'ready'; url: string; customers: Credentials[]; staff: Credentials };
export type ShopSettled = { type: 'settled' };
/** After a full GC (the child runs with --expose-gc), in bytes; and the CPU time the shop used so far. */
export type ShopMemory = { type: 'memory'; rss: number; heapUsed: number; cpuMicros: number };
/** The CPU time (user + system, µs) the shop's process used so far. */
export type ShopCpu = { type: 'cpu'; cpuMicros: number };
export type ToShop = { type: 'settle' } | { type: 'memory' } | { type: 'cpu' };

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const customerCount = Number(process.env.BENCH_CUSTOMERS_MAX ?? 50);
const staff: Credentials = { email: 'bench-admin@oran-food.local', password: 'bench-admin-secret' };
const setup = prepareTestShop({
  env: {
    ...process.env,
    EVENT_STORE: 'sqlite',
    LOG_LEVEL: 'silent',
    SMTP_URL: '', // confirmation mails go to the temp outbox
    ADMIN_EMAIL: staff.email,
    ADMIN_PASSWORD: staff.password,
    // The bench logs its customers in at once from one IP: every login holds a point while it runs.
    RATE_LIMIT_LOGIN: '100000/60',
    RATE_LIMIT_LOGIN_PER_EMAIL: '100000/60',
    RATE_LIMIT_LOGIN_PER_IP: '100000/60',
  },
  builtClient: true,
  name: 'bench',
});

const main = async () => {
  const shop = await setup.start();
  const infra = openAccountsInfra(setup.config, shop.redis);
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

  exitWithParent(async () => {
    await shop.close();
    await infra.close();
    await setup.stop().catch(() => undefined);
  });
  process.on('message', (message: ToShop) => {
    if (message.type === 'settle')
      void shop
        .waitForProjections(60_000)
        .then(() => sendToParent({ type: 'settled' } satisfies ShopSettled));
    if (message.type === 'memory')
      void shop.waitForProjections(60_000).then(() => {
        const cpu = cpuMicros(); // before the GC asked for here: what the orders cost, projections included
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed } = process.memoryUsage();
        return sendToParent({ type: 'memory', rss, heapUsed, cpuMicros: cpu } satisfies ShopMemory);
      });
    if (message.type === 'cpu') void sendToParent({ type: 'cpu', cpuMicros: cpuMicros() } satisfies ShopCpu);
  });
  await sendToParent({ type: 'ready', url: shop.url, customers, staff } satisfies ShopReady);
};

main().catch((error: unknown) => failBenchChild(error, setup.stop));
