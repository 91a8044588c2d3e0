// `npm run bench:orders`: the write side and the live fan-out of orders, over HTTP and WebSocket on loopback,
// against createShop on the embedded store (fresh temp DATA_DIR, own Redis prefix; a child process, see
// orders-shop.ts). Printed, never asserted.
//   1. PlaceOrder: N concurrent customers (real users, logged in over HTTP) each loop StartCheckout → PlaceOrder
//      for BENCH_DURATION seconds; throughput = placed orders per second, latency = the PlaceOrder request.
//   2. Step confirmation → socket: staff PATCH the steps of customers' orders one at a time; the time from sending the
//      PATCH to the `orderActualization` message at the customer's /ws (BENCH_CONFIRMATIONS of them).
//
//   Per placed order, from the start of a run until the shop settled (projections caught up, no order, push or mail
//   job waiting or running, so the read side, reactors and workers count too): the time the shop's main thread was
//   busy (its event loop runs HTTP, projections, reactors and workers, so 1000 / that is what one process can keep
//   up with; wall time, so on a loaded machine it includes waiting for a core), and the CPU time of all its threads
//   (the SQLite writer's and GC's too). These are the figures a busy machine blurs least: the load of other work
//   lowers orders/s, much less what each order costs. A run's orders/s can exceed what the main thread keeps up with:
//   the projections and jobs fall behind during the run and catch up after it (the `catch-up` column).
//   3. Memory: the shop's RSS and heap (after a full GC, settled) after each run; the last three runs (or as many as
//      there are) are at the same concurrency, and the heap must not grow by more than 10 % across them (no leak).
//
// Knobs (env): BENCH_CUSTOMERS ("20,50,50,50"), BENCH_DURATION seconds per run (5), BENCH_CONFIRMATIONS (200).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { WebSocket } from 'ws';
import { forkBenchChild } from './child-process';
import { machineLine, ms, percentile, table } from './report';
import type {
  Credentials,
  ShopCpu,
  ShopMemory,
  ShopReady,
  ShopSettled,
  ShopUsage,
  ToShop,
} from './orders-shop';

const customerRuns = (process.env.BENCH_CUSTOMERS ?? '20,50,50,50').split(',').map(Number);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const confirmations = Number(process.env.BENCH_CONFIRMATIONS ?? 200);
const onSiteSteps = ['accepted', 'preparing', 'ready', 'served'] as const;
const AIM_ORDERS_PER_S = 1000;
const AIM_PLACE_P99_MS = 50;
const AIM_SOCKET_P99_MS = 25;
const AIM_HEAP_GROWTH = 0.1;

type Auth = { userId: string; token: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const startShop = () => {
  const { child, ready, stop } = forkBenchChild<ShopReady>(new URL('./orders-shop.ts', import.meta.url), {
    what: 'the shop',
    killAfterMs: 15_000,
    env: { ...process.env, BENCH_CUSTOMERS_MAX: String(Math.max(...customerRuns, 10)) },
    // The young generation `npm start` gives the shop (package.json, Dockerfile): a rush allocates fast.
    execArgv: ['--expose-gc', '--max-semi-space-size=64'],
  });
  const ask = <Answer extends ShopSettled | ShopMemory | ShopCpu>(request: ToShop, answer: Answer['type']) =>
    new Promise<Answer>((resolve) => {
      const onMessage = (message: Answer) => {
        if (message.type !== answer) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const settle = () => ask<ShopSettled>({ type: 'settle' }, 'settled').then(() => undefined);
  const memory = () => ask<ShopMemory>({ type: 'memory' }, 'memory');
  const usage = () => ask<ShopCpu>({ type: 'cpu' }, 'cpu').then((answer) => answer.usage);
  return { ready, settle, memory, usage, stop };
};

// undici's request API on a keep-alive pool, not fetch: fetch's WHATWG streams cost the load generator about as much
// CPU per order as the shop's own main thread, on the same two cores.
const pools = new Map<string, Pool>();
const poolFor = (base: string) => {
  let pool = pools.get(base);
  if (!pool) pools.set(base, (pool = new Pool(base)));
  return pool;
};

const call = async (
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await poolFor(base).request({
    path: `/api${path}`,
    method: method as 'GET',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.body.text();
  if (response.statusCode >= 400)
    throw new Error(`${method} ${path} answered ${response.statusCode}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> & { _id?: string }; position?: string };
};
const bearer = (auth: Auth) => ({ authorization: `Bearer ${auth.token}` });

const login = async (base: string, who: Credentials): Promise<Auth> => {
  const answer = await call(base, 'POST', '/auth/login', who);
  return { userId: String(answer.data.userId), token: String(answer.data.token) };
};

/** One customer's order: StartCheckout then PlaceOrder (keyed); answers the order id and the PlaceOrder time. */
const orderOnce = async (base: string, auth: Auth, productId: string) => {
  const started = await call(
    base,
    'POST',
    '/orders',
    { type: 'on_site', lines: [{ productId, quantity: 2 }] },
    bearer(auth),
  );
  const id = started.data._id!;
  const t0 = performance.now();
  await call(
    base,
    'POST',
    `/orders/${id}/place`,
    { delivery: { recipient: 'Client Bench', phone: '0550123456' } },
    { ...bearer(auth), 'idempotency-key': randomUUID() },
  );
  return { id, placeMs: performance.now() - t0 };
};

/** N customers loop for `seconds`; every request of the window counts, none started after it. */
const placeOrders = async (base: string, customers: Auth[], productIds: string[], seconds: number) => {
  const latencies: number[] = [];
  let failures = 0;
  let firstError: string | undefined;
  const end = performance.now() + seconds * 1000;
  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    customers.map(async (auth, i) => {
      while (performance.now() < end) {
        try {
          latencies.push((await orderOnce(base, auth, productIds[i % productIds.length]!)).placeMs);
        } catch (error) {
          failures += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    placed: latencies.length,
    perSecond: latencies.length / elapsed,
    latencies,
    failures,
    firstError,
    clientCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
  };
};

type Socket = { ws: WebSocket; waiters: Map<string, (at: number) => void> };

/** The customer's /ws: each orderActualization resolves the waiter of `${orderId}:${status}`. */
const openSocket = (base: string, auth: Auth) =>
  new Promise<Socket>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: bearer(auth) });
    const socket: Socket = { ws, waiters: new Map() };
    ws.on('message', (raw) => {
      const at = performance.now();
      const message = JSON.parse(String(raw)) as { type?: string; orderId?: string; status?: string };
      if (message.type !== 'orderActualization') return;
      const key = `${message.orderId}:${message.status}`;
      socket.waiters.get(key)?.(at);
      socket.waiters.delete(key);
    });
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });

const confirmSteps = async (
  base: string,
  staff: Auth,
  customers: Auth[],
  productIds: string[],
  settle: () => Promise<void>,
) => {
  const perOrder = onSiteSteps.length;
  const orderCount = Math.ceil(confirmations / perOrder);
  const owners = customers.slice(0, Math.min(10, customers.length));
  const sockets = await Promise.all(owners.map((auth) => openSocket(base, auth)));
  const orders: { id: string; socket: Socket }[] = [];
  for (let i = 0; i < orderCount; i++) {
    const owner = i % owners.length;
    const { id } = await orderOnce(base, owners[owner]!, productIds[i % productIds.length]!);
    orders.push({ id, socket: sockets[owner]! });
  }
  await settle(); // the read models hold every order: the timings below are the fan-out's, not a backlog's
  const toSocket: number[] = [];
  const patchMs: number[] = [];
  let missed = 0;
  for (const step of onSiteSteps) {
    for (const { id, socket } of orders) {
      if (toSocket.length + missed >= confirmations) break;
      const arrived = new Promise<number>((resolve) => {
        socket.waiters.set(`${id}:${step}`, resolve);
        setTimeout(() => resolve(NaN), 5_000).unref();
      });
      const t0 = performance.now();
      await call(base, 'PATCH', `/orders/${id}`, { state: step }, bearer(staff));
      patchMs.push(performance.now() - t0);
      const at = await arrived;
      if (Number.isNaN(at)) missed += 1;
      else toSocket.push(at - t0);
    }
  }
  for (const s of sockets) s.ws.close();
  toSocket.sort((a, b) => a - b);
  patchMs.sort((a, b) => a - b);
  return { toSocket, patchMs, missed };
};

const main = async () => {
  console.log(
    `Starting the shop (fresh temp DATA_DIR, own Redis prefix, embedded store) with its users (load ${loadavg()[0]!.toFixed(1)}) …`,
  );
  const shop = startShop();
  try {
    const { url, customers: credentials, staff: staffCredentials } = await shop.ready;
    const customers = await Promise.all(credentials.map((c) => login(url, c)));
    const staff = await login(url, staffCredentials);
    await Promise.all(
      customers.map((auth) =>
        call(
          url,
          'PUT',
          `/users/me/${auth.userId}`,
          {
            name: 'Client',
            lastName: 'Bench',
            number: '0550123456',
            district: 'bir-el-djir',
            address: '1 rue X',
          },
          bearer(auth),
        ),
      ),
    );
    const menu = await call(url, 'GET', '/products?active=true&limit=8');
    const productIds = (menu.data as unknown as { _id: string }[]).map((p) => p._id);
    if (productIds.length === 0) throw new Error('the seeded menu has no active product');
    console.log(
      `${customers.length} customers and 1 staff member logged in over HTTP; ${productIds.length} products.`,
    );

    console.log(
      `\nWarm-up (1 s, every customer: each run's connections are open), then ${duration} s per run:`,
    );
    await placeOrders(url, customers, productIds, 1);
    await shop.settle(); // the warm-up's backlog is not the first run's
    const runs = [];
    for (const n of customerRuns) {
      process.stdout.write(`  ${n} customers (load ${loadavg()[0]!.toFixed(1)}) …`);
      const before = await shop.usage();
      const run = await placeOrders(url, customers.slice(0, n), productIds, duration);
      process.stdout.write(
        ` ${run.perSecond.toFixed(0)} orders/s${run.failures ? `, ${run.failures} failed` : ''}\n`,
      );
      if (run.firstError) console.log(`    first failure: ${run.firstError}`);
      const memory = await shop.memory();
      const per = (after: ShopUsage) => ({
        cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / run.placed,
        mainMs: (after.mainBusyMs - before.mainBusyMs) / run.placed,
      });
      runs.push({ n, ...run, memory, perOrder: per(memory.usage) });
    }

    console.log(`\nStep confirmations → customer socket (${confirmations}, one at a time):`);
    const fanOut = await confirmSteps(url, staff, customers, productIds, shop.settle);

    console.log(`\nPlaceOrder over HTTP (StartCheckout → PlaceOrder per customer in a loop), loopback\n`);
    console.log(
      table(
        [
          'customers',
          'orders placed',
          'orders/s',
          'p50',
          'p99',
          'failed',
          'catch-up',
          'main thread / order',
          'CPU / order (all threads)',
          'shop RSS',
          'shop heap',
          'load generator CPU / order',
        ],
        runs.map((r) => [
          String(r.n),
          String(r.placed),
          r.perSecond.toFixed(0),
          ms(percentile(r.latencies, 50)),
          ms(percentile(r.latencies, 99)),
          String(r.failures),
          `${(r.memory.settleMs / 1000).toFixed(1)} s`,
          ms(r.perOrder.mainMs),
          ms(r.perOrder.cpuMs),
          mb(r.memory.rss),
          mb(r.memory.heapUsed),
          ms(r.clientCpuMs),
        ]),
      ),
    );
    console.log(`\nStep confirmation (PATCH sent) → orderActualization at the customer's /ws\n`);
    console.log(
      table(
        ['measure', 'count', 'p50', 'p99', 'max', 'missed'],
        [
          [
            'PATCH sent → socket message',
            String(fanOut.toSocket.length),
            ms(percentile(fanOut.toSocket, 50)),
            ms(percentile(fanOut.toSocket, 99)),
            ms(fanOut.toSocket.at(-1) ?? NaN),
            String(fanOut.missed),
          ],
          [
            'PATCH request (answer)',
            String(fanOut.patchMs.length),
            ms(percentile(fanOut.patchMs, 50)),
            ms(percentile(fanOut.patchMs, 99)),
            ms(fanOut.patchMs.at(-1) ?? NaN),
            '',
          ],
        ],
      ),
    );
    console.log(machineLine());
    const best = Math.max(...runs.map((r) => r.perSecond));
    // Over the last three runs, or as many as there are (one run shows no growth).
    const lastThree = runs.slice(-3).map((r) => r.memory.heapUsed);
    const growth = lastThree.at(-1)! / lastThree[0]! - 1;
    const p99 = percentile(fanOut.toSocket, 99);
    console.log(
      `PlaceOrder throughput (best run) = ${best.toFixed(0)} orders/s   (aim ≥ ${AIM_ORDERS_PER_S}: ${best >= AIM_ORDERS_PER_S ? 'met' : 'NOT met'})`,
    );
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const lastRuns = runs.slice(-3);
    const mainMedian = median(lastRuns.map((r) => r.perOrder.mainMs));
    const cpuMedian = median(lastRuns.map((r) => r.perOrder.cpuMs));
    console.log(
      `shop main thread busy per placed order, run and catch-up (median of the last ${lastRuns.length} runs) = ${ms(mainMedian)}   (what its event loop keeps up with: ${(1000 / mainMedian).toFixed(0)} orders/s)`,
    );
    console.log(
      `shop CPU per placed order, all threads, run and catch-up (median of the last ${lastRuns.length} runs) = ${ms(cpuMedian)}`,
    );
    const bestRun = runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    const placeP99 = percentile(bestRun.latencies, 99);
    console.log(
      `PlaceOrder p99 (best run) = ${ms(placeP99)}, ${bestRun.failures} failed   (aim ≤ ${AIM_PLACE_P99_MS} ms, 0 failed: ${placeP99 <= AIM_PLACE_P99_MS && bestRun.failures === 0 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `append → socket p99 = ${ms(p99)}   (aim ≤ ${AIM_SOCKET_P99_MS} ms: ${p99 <= AIM_SOCKET_P99_MS && fanOut.missed === 0 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `shop heap over the last ${lastThree.length} runs: ${lastThree.map(mb).join(' → ')} (${(growth * 100).toFixed(1)} %)   (aim ≤ +${AIM_HEAP_GROWTH * 100} %: ${lastThree.length < 2 ? 'one run: not measured' : growth <= AIM_HEAP_GROWTH ? 'met' : 'NOT met'})`,
    );
  } finally {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
    await shop.stop();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:orders failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
