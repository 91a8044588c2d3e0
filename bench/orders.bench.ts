// `npm run bench:orders`: the write side and the live fan-out of orders, over HTTP and WebSocket on loopback,
// against createShop on the embedded store (fresh temp DATA_DIR, own Redis prefix; a child process, see
// orders-shop.ts). Printed, never asserted. The aims are the shop's, sized to one restaurant (docs/performance.md):
//   1. Sustained PlaceOrder: orders come at a steady rate (open loop: each is due at its time, whether or not the
//      earlier ones were answered), each from one of N customers (StartCheckout → PlaceOrder), while a staff member
//      listens on /ws. Per order: the PlaceOrder request's time, and the time from sending it to the `newOrder`
//      message at the staff member's socket (what staff see). A rate is kept up when every order was placed and staff
//      saw each one within AIM_STAFF_P99_MS at the 99th percentile. BENCH_RATES: the first is the latency aim's (50
//      orders/s, PlaceOrder p99 ≤ 100 ms), the next ones the sustained aim's (≥ 200 orders/s).
//   2. Step confirmation → socket: staff PATCH the steps of customers' orders one at a time; the time from sending
//      the PATCH to the `orderActualization` message at the customer's /ws, and how many messages about that order
//      the customer's socket received for each change (one is the aim: each message makes the client refetch).
//   Per placed order, from the start of a run until the shop settled: the time the shop's main thread was busy
//   and the CPU time of all its threads (what a busy machine blurs least).
//
// Knobs (env): BENCH_RATES orders/s ("50,200"), BENCH_DURATION seconds per rate (6), BENCH_CONFIRMATIONS (100).
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

const rates = (process.env.BENCH_RATES ?? '50,200').split(',').map(Number);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const confirmations = Number(process.env.BENCH_CONFIRMATIONS ?? 100);
const CUSTOMERS = 50;
const onSiteSteps = ['accepted', 'preparing', 'ready', 'served'] as const;
const AIM_LATENCY_RATE = 50;
const AIM_PLACE_P99_MS = 100;
const AIM_SUSTAINED_RATE = 200;
const AIM_STAFF_P99_MS = 1000;
/** How long after a run an order not yet seen by staff is waited for before it counts as missed. */
const SEEN_GRACE_MS = 10_000;

type Auth = { userId: string; token: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const startShop = () => {
  const { child, ready, stop } = forkBenchChild<ShopReady>(new URL('./orders-shop.ts', import.meta.url), {
    what: 'the shop',
    killAfterMs: 15_000,
    env: { ...process.env, BENCH_CUSTOMERS_MAX: String(CUSTOMERS) },
    // The young generation `npm start` gives the shop (package.json, Dockerfile).
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

/** A socket on /ws; `onMessage` gets each parsed message and the time it arrived. */
const openSocket = (base: string, auth: Auth, onMessage: (message: Message, at: number) => void) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: bearer(auth) });
    ws.on('message', (raw) => onMessage(JSON.parse(String(raw)) as Message, performance.now()));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
type Message = { type?: string; topic?: string; id?: string; orderId?: string; status?: string };

/** One customer's order: StartCheckout then PlaceOrder (keyed); `placing` is told the id as PlaceOrder is sent. */
const orderOnce = async (
  base: string,
  auth: Auth,
  productId: string,
  placing: (id: string, at: number) => void = () => undefined,
) => {
  const started = await call(
    base,
    'POST',
    '/orders',
    { type: 'on_site', lines: [{ productId, quantity: 2 }] },
    bearer(auth),
  );
  const id = started.data._id!;
  const t0 = performance.now();
  placing(id, t0);
  await call(
    base,
    'POST',
    `/orders/${id}/place`,
    { delivery: { recipient: 'Client Bench', phone: '0550123456' } },
    { ...bearer(auth), 'idempotency-key': randomUUID() },
  );
  return { id, placeMs: performance.now() - t0 };
};

/**
 * `rate` orders per second for `seconds`, each due at its time (open loop), round robin over the customers; staff
 * sightings come from `seen` (order id → arrival time of its newOrder message at the staff socket).
 */
const placeAtRate = async (
  base: string,
  customers: Auth[],
  productIds: string[],
  rate: number,
  seconds: number,
  seen: Map<string, number>,
  /** Fires 'seen' each time staff get a newOrder. */
  seenChanged: EventTarget,
) => {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const placeMs: number[] = [];
  const sentAt = new Map<string, number>();
  let failures = 0;
  let firstError: string | undefined;
  const answers: Promise<void>[] = [];
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const sendDue = () => {
      for (; sent < total && start + sent * interval <= performance.now(); sent += 1) {
        const i = sent;
        answers.push(
          orderOnce(base, customers[i % customers.length]!, productIds[i % productIds.length]!, (id, at) =>
            sentAt.set(id, at),
          ).then(
            (order) => void placeMs.push(order.placeMs),
            (error: unknown) => {
              failures += 1;
              firstError ??= error instanceof Error ? error.message : String(error);
            },
          ),
        );
      }
      if (sent === total) return done();
      setTimeout(sendDue, Math.max(0, start + sent * interval - performance.now()));
    };
    sendDue();
  });
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Staff must see every placed order: wait for the late ones, up to SEEN_GRACE_MS.
  const placedIds = () => [...sentAt.keys()];
  await new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      seenChanged.removeEventListener('seen', check);
      resolve();
    };
    const check = () => {
      if (placedIds().every((id) => seen.has(id))) finish();
    };
    const timer = setTimeout(finish, SEEN_GRACE_MS);
    seenChanged.addEventListener('seen', check);
    check();
  });
  const toStaff: number[] = [];
  let missed = 0;
  for (const [id, at] of sentAt) {
    const arrived = seen.get(id);
    if (arrived === undefined) missed += 1;
    else toStaff.push(arrived - at);
  }
  placeMs.sort((a, b) => a - b);
  toStaff.sort((a, b) => a - b);
  return {
    rate,
    placed: placeMs.length,
    perSecond: placeMs.length / elapsed,
    placeMs,
    toStaff,
    missed,
    failures,
    firstError,
    clientCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, placeMs.length),
  };
};

const confirmSteps = async (
  base: string,
  staff: Auth,
  customers: Auth[],
  productIds: string[],
  settle: () => Promise<void>,
) => {
  const orderCount = Math.ceil(confirmations / onSiteSteps.length);
  const owners = customers.slice(0, Math.min(10, customers.length));
  // Per order: the messages about it the customer's socket received, and who waits for its next step.
  const heard = new Map<string, Message[]>();
  const waiters = new Map<string, (at: number) => void>();
  const sockets = await Promise.all(
    owners.map((auth) =>
      openSocket(base, auth, (message, at) => {
        const id = message.orderId ?? (message.topic === 'orders' ? message.id : undefined);
        if (id === undefined) return;
        heard.get(id)?.push(message);
        if (message.type !== 'orderActualization') return;
        const key = `${id}:${message.status}`;
        waiters.get(key)?.(at);
        waiters.delete(key);
      }),
    ),
  );
  const orders: string[] = [];
  for (let i = 0; i < orderCount; i++)
    orders.push((await orderOnce(base, owners[i % owners.length]!, productIds[i % productIds.length]!)).id);
  await settle(); // the read models hold every order: the timings below are the fan-out's, not a backlog's
  const toSocket: number[] = [];
  const messagesPerChange: number[] = [];
  let missed = 0;
  for (const step of onSiteSteps) {
    for (const id of orders) {
      if (toSocket.length + missed >= confirmations) break;
      heard.set(id, []);
      const arrived = new Promise<number>((resolve) => {
        waiters.set(`${id}:${step}`, resolve);
        setTimeout(() => resolve(NaN), 5_000).unref();
      });
      const t0 = performance.now();
      await call(base, 'PATCH', `/orders/${id}`, { state: step }, bearer(staff));
      const at = await arrived;
      if (Number.isNaN(at)) missed += 1;
      else toSocket.push(at - t0);
      // Whatever else this change sends comes with it: the shop publishes an event's messages together.
      await settle();
      messagesPerChange.push(heard.get(id)!.length);
      heard.delete(id);
    }
  }
  for (const socket of sockets) socket.close();
  toSocket.sort((a, b) => a - b);
  return { toSocket, missed, messagesPerChange };
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
    // What staff see: the newOrder message of each order, on the staff member's socket.
    const seen = new Map<string, number>();
    const seenChanged = new EventTarget();
    const staffSocket = await openSocket(url, staff, (message, at) => {
      if (message.type !== 'newOrder' || !message.orderId) return;
      seen.set(message.orderId, at);
      seenChanged.dispatchEvent(new Event('seen'));
    });
    console.log(
      `${customers.length} customers and 1 staff member (listening on /ws) logged in over HTTP; ${productIds.length} products.`,
    );

    console.log(`\nWarm-up (2 s at 50 orders/s), then ${duration} s per rate:`);
    await placeAtRate(url, customers, productIds, 50, 2, seen, seenChanged);
    await shop.settle();
    type Run = Awaited<ReturnType<typeof placeAtRate>> & {
      memory: ShopMemory;
      perOrder: { cpuMs: number; mainMs: number; mainCpuMs: number };
    };
    const runs: Run[] = [];
    for (const rate of rates) {
      process.stdout.write(`  ${rate} orders/s (load ${loadavg()[0]!.toFixed(1)}) …`);
      const before = await shop.usage();
      const run = await placeAtRate(url, customers, productIds, rate, duration, seen, seenChanged);
      process.stdout.write(
        ` ${run.perSecond.toFixed(0)} placed/s${run.failures ? `, ${run.failures} failed` : ''}\n`,
      );
      if (run.firstError) console.log(`    first failure: ${run.firstError}`);
      const memory = await shop.memory();
      const per = (after: ShopUsage) => ({
        cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, run.placed),
        mainMs: (after.mainBusyMs - before.mainBusyMs) / Math.max(1, run.placed),
        mainCpuMs: (after.mainCpuMs - before.mainCpuMs) / Math.max(1, run.placed),
      });
      runs.push({ ...run, memory, perOrder: per(memory.usage) });
    }
    staffSocket.close();

    console.log(`\nStep confirmations → customer socket (${confirmations}, one at a time):`);
    const fanOut = await confirmSteps(url, staff, customers, productIds, shop.settle);

    console.log(
      `\nPlaceOrder at a steady rate (StartCheckout → PlaceOrder, ${CUSTOMERS} customers in turn), loopback\n`,
    );
    console.log(
      table(
        [
          'rate',
          'placed',
          'placed/s',
          'PlaceOrder p50',
          'p99',
          'failed',
          'sent → staff socket p50',
          'p99',
          'max',
          'missed',
          'catch-up',
          'main thread / order',
          'main thread CPU / order',
          'CPU / order (all threads)',
          'shop RSS',
          'shop heap',
          'load generator CPU / order',
        ],
        runs.map((r) => [
          `${r.rate}/s`,
          String(r.placed),
          r.perSecond.toFixed(0),
          ms(percentile(r.placeMs, 50)),
          ms(percentile(r.placeMs, 99)),
          String(r.failures),
          ms(percentile(r.toStaff, 50)),
          ms(percentile(r.toStaff, 99)),
          ms(r.toStaff.at(-1) ?? NaN),
          String(r.missed),
          `${(r.memory.settleMs / 1000).toFixed(1)} s`,
          ms(r.perOrder.mainMs),
          ms(r.perOrder.mainCpuMs),
          ms(r.perOrder.cpuMs),
          mb(r.memory.rss),
          mb(r.memory.heapUsed),
          ms(r.clientCpuMs),
        ]),
      ),
    );
    const perChange = fanOut.messagesPerChange;
    console.log(`\nStep confirmation (PATCH sent) → orderActualization at the customer's /ws\n`);
    console.log(
      table(
        ['measure', 'count', 'p50', 'p99', 'max', 'missed', 'messages per change'],
        [
          [
            'PATCH sent → socket message',
            String(fanOut.toSocket.length),
            ms(percentile(fanOut.toSocket, 50)),
            ms(percentile(fanOut.toSocket, 99)),
            ms(fanOut.toSocket.at(-1) ?? NaN),
            String(fanOut.missed),
            `${Math.min(...perChange)}–${Math.max(...perChange)}`,
          ],
        ],
      ),
    );
    console.log(machineLine());
    const keptUp = (r: Run) =>
      r.failures === 0 &&
      r.missed === 0 &&
      r.placed === Math.round(r.rate * duration) &&
      percentile(r.toStaff, 99) <= AIM_STAFF_P99_MS;
    const latencyRun = runs.find((r) => r.rate === AIM_LATENCY_RATE);
    if (latencyRun) {
      const p99 = percentile(latencyRun.placeMs, 99);
      const met = p99 <= AIM_PLACE_P99_MS && latencyRun.failures === 0;
      console.log(
        `PlaceOrder p99 at ${AIM_LATENCY_RATE} orders/s = ${ms(p99)}, ${latencyRun.failures} failed   (aim ≤ ${AIM_PLACE_P99_MS} ms, 0 failed: ${met ? 'met' : 'NOT met'})`,
      );
    }
    const sustained = Math.max(0, ...runs.filter(keptUp).map((r) => r.rate));
    const at = runs.find((r) => r.rate === sustained) ?? runs.at(-1)!;
    console.log(
      `sustained PlaceOrder rate with staff seeing each order within ${AIM_STAFF_P99_MS} ms p99 = ${sustained} orders/s ` +
        `(staff p99 there ${ms(percentile(at.toStaff, 99))})   (aim ≥ ${AIM_SUSTAINED_RATE}: ${sustained >= AIM_SUSTAINED_RATE ? 'met' : 'NOT met'})`,
    );
    const most = Math.max(...perChange);
    console.log(
      `socket messages per order change at the customer = ${most}   (aim 1: ${most === 1 && Math.min(...perChange) === 1 && fanOut.missed === 0 ? 'met' : 'NOT met'})`,
    );
    const lastRuns = runs.slice(-3);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const mainMedian = median(lastRuns.map((r) => r.perOrder.mainMs));
    console.log(
      `shop main thread busy per placed order, run and catch-up (median) = ${ms(mainMedian)}   (what its event loop keeps up with: ${(1000 / mainMedian).toFixed(0)} orders/s)`,
    );
    const mainCpuMedian = median(lastRuns.map((r) => r.perOrder.mainCpuMs));
    console.log(
      `shop main thread CPU per placed order, run and catch-up (median) = ${ms(mainCpuMedian)}   (on a free core: ${(1000 / mainCpuMedian).toFixed(0)} orders/s)`,
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
