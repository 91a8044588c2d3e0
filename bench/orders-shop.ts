// The child process of `npm run bench:orders`: the one-process shop (createShop: embedded SQLite store in a fresh
// temp DATA_DIR, its own Redis prefix, projections, read-api with /ws, reactors and workers) with the customers and
// the staff member the bench logs in as, created beforehand. Kept apart from the load generator so the clients
// never share an event loop with the server they measure. Everything is removed on exit. It answers `settle` once
// its projections caught up and its order, push and mail queues hold no job waiting or running, and `memory` with its
// RSS and heap after a full GC.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { bullPrefix, mailQueueName, ordersQueueName, pushQueueName } from '@shop/contracts';
import { createAccounts, openAccountsInfra } from '@shop/command-api';
import { prepareTestShop } from '../server/src/testing/test-shop';
import { exitWithParent, failBenchChild, sendToParent } from './child-process';

export type Credentials = { email: string; password: string };
export type ShopReady = { type: 'ready'; url: string; customers: Credentials[]; staff: Credentials };
export type ShopSettled = { type: 'settled' };
/**
 * What the shop used so far: the CPU time (user + system, µs) of its process, all threads (the main one, the SQLite
 * writer, GC and libuv's), and how long its main thread (the event loop, where HTTP, projections, reactors and
 * workers run) was busy, in ms, and the CPU time of that thread alone (Linux: /proc, in 10 ms ticks; NaN elsewhere).
 * Busy time counts the moments the thread waited for a core too; its CPU time does not, so a loaded machine blurs
 * it least.
 */
export type ShopUsage = { cpuMicros: number; mainBusyMs: number; mainCpuMs: number };
/** After settling (`settleMs`: how long that took) and a full GC (the child runs with --expose-gc), in bytes. */
export type ShopMemory = {
  type: 'memory';
  rss: number;
  heapUsed: number;
  settleMs: number;
  usage: ShopUsage;
};
export type ShopCpu = { type: 'cpu'; usage: ShopUsage };
export type ToShop = { type: 'settle' } | { type: 'memory' } | { type: 'cpu' };

/** utime + stime of the main thread (its task id is the process id), from /proc; clock ticks are 1/100 s. */
const mainThreadCpuMs = (): number => {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
};

const usage = (): ShopUsage => {
  const { user, system } = process.cpuUsage();
  return {
    cpuMicros: user + system,
    mainBusyMs: performance.eventLoopUtilization().active,
    mainCpuMs: mainThreadCpuMs(),
  };
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
  // Their own connection: a Queue defines its scripts on the connection it is given (create-shop.ts).
  const queueRedis = shop.redis.duplicate();
  const queues = [ordersQueueName, pushQueueName, mailQueueName].map(
    (name) => new Queue(name, { connection: queueRedis, prefix: bullPrefix(setup.config.REDIS_PREFIX) }),
  );
  /** The projections caught up, and no job waiting or running (delayed ones, such as checkout expiries, wait). */
  const settle = async () => {
    await shop.waitForProjections(60_000);
    for (;;) {
      const counts = await Promise.all(queues.map((q) => q.getJobCounts('wait', 'active', 'prioritized')));
      if (counts.every((c) => Object.values(c).every((n) => n === 0))) return;
      // No BullMQ event says "all three queues idle at once" (a queue's 'drained' fires per queue, between jobs):
      // the counts are asked again after a short pause.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  exitWithParent(async () => {
    await Promise.all(queues.map((q) => q.close()));
    await queueRedis.quit();
    await shop.close();
    await infra.close();
    await setup.stop().catch(() => undefined);
  });
  process.on('message', (message: ToShop) => {
    if (message.type === 'settle')
      void settle().then(() => sendToParent({ type: 'settled' } satisfies ShopSettled));
    if (message.type === 'memory') {
      const asked = performance.now();
      void settle().then(() => {
        const settleMs = performance.now() - asked;
        const used = usage(); // before the GC asked for here: what the orders cost, their catch-up included
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed } = process.memoryUsage();
        return sendToParent({ type: 'memory', rss, heapUsed, settleMs, usage: used } satisfies ShopMemory);
      });
    }
    if (message.type === 'cpu') void sendToParent({ type: 'cpu', usage: usage() } satisfies ShopCpu);
  });
  await sendToParent({ type: 'ready', url: shop.url, customers, staff } satisfies ShopReady);
};

main().catch((error: unknown) => failBenchChild(error, setup.stop));
