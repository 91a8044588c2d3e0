// `npm run bench:menu`: GET /api/products through the shop's read-api against a bare Node http server that
// answers the same page from the same Redis keys (ZRANGE + ZCARD, then MGET, minimal JSON) with the security headers
// every answer of the shop must carry. Both are loaded with the same concurrency (autocannon: as many requests as
// they answer), in the order read-api, bare, bare, read-api, half the duration each, so that a machine getting
// faster or slower during the bench weighs on both alike; then each at a steady 500 requests/s (paced-load.ts: open
// loop, latency from the time each request was due). A bare server without the security headers is measured once,
// for reference (the headers are ~550 bytes of each answer). Printed, never asserted.
//
// Knobs (env): BENCH_DURATION seconds per run (10), BENCH_CONNECTIONS (32), BENCH_RATE requests/s (500).
import autocannon, { type Result } from 'autocannon';
import { forkBenchChild } from './child-process';
import { pacedLoad, type PacedResult } from './paced-load';
import { machineLine, ms, percentile, table } from './report';
import type { ServersReady } from './menu-servers';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rate = Number(process.env.BENCH_RATE ?? 500);
const path = '/api/products?active=true&sort=-createdAt&page=1&limit=4';

const startServers = () =>
  forkBenchChild<ServersReady>(new URL('./menu-servers.ts', import.meta.url), {
    what: 'the bench servers',
    killAfterMs: 10_000,
  });

const fetchPage = async (base: string) => {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${base}${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: { _id: string }[]; total: number };
};

const failuresOf = (r: Result) => r.errors + r.timeouts + r.non2xx;
/** The end of a run's progress line. */
const ran = (perSecond: number, failed: number) =>
  process.stdout.write(` ${Math.round(perSecond)} req/s${failed ? `, ${failed} failed` : ''}\n`);

const load = async (label: string, url: string, options: { seconds?: number } = {}) => {
  process.stdout.write(`  ${label} …`);
  const result: Result = await autocannon({ url, connections, duration: options.seconds ?? duration });
  ran(result.requests.average, failuresOf(result));
  return result;
};

/** Runs of one server together: requests per second over all of them, the worst p50 and p99, the failures. */
const combined = (...runs: Result[]) => ({
  perSecond: runs.reduce((n, r) => n + r.requests.total, 0) / runs.reduce((s, r) => s + r.duration, 0),
  p50: Math.max(...runs.map((r) => r.latency.p50)),
  p99: Math.max(...runs.map((r) => r.latency.p99)),
  failed: runs.reduce((n, r) => n + failuresOf(r), 0),
});
const row = (r: ReturnType<typeof combined>) => [
  Math.round(r.perSecond).toString(),
  ms(r.p50),
  ms(r.p99),
  String(r.failed),
];

const main = async () => {
  console.log('Starting the shop (seeded demo menu, read-api on Redis) and the bare Redis server …');
  const servers = startServers();
  try {
    const { shopUrl, bareUrl, bareWithoutHeadersUrl } = await servers.ready;
    const [viaShop, viaBare] = await Promise.all([fetchPage(shopUrl), fetchPage(bareUrl)]);
    const same =
      viaShop.total === viaBare.total &&
      viaShop.data.map((p) => p._id).join() === viaBare.data.map((p) => p._id).join();
    console.log(
      `GET ${path}: ${viaShop.data.length} products of ${viaShop.total}; bare server answers the same page: ${same ? 'yes' : 'NO'}`,
    );
    if (!same)
      throw new Error(
        'the bare server and read-api disagree on the page: the comparison would be meaningless',
      );

    console.log(
      `\nWarm-up (2 s each), then ${duration / 2} s per run at ${connections} connections (read-api, bare, bare, read-api):`,
    );
    await load('warm-up read-api', shopUrl + path, { seconds: 2 });
    await load('warm-up bare', bareUrl + path, { seconds: 2 });
    const half = { seconds: duration / 2 };
    const shopFirst = await load('read-api (createShop)', shopUrl + path, half);
    const bareFirst = await load('bare node:http + ioredis', bareUrl + path, half);
    const bareThen = await load('bare node:http + ioredis', bareUrl + path, half);
    const shopThen = await load('read-api (createShop)', shopUrl + path, half);
    const bareWithoutHeaders = await load(
      'bare, without the security headers',
      bareWithoutHeadersUrl + path,
      half,
    );
    const shop = combined(shopFirst, shopThen);
    const bare = combined(bareFirst, bareThen);
    console.log(`\nSteady rate: ${rate} requests/s for ${duration} s:`);
    const paced = async (label: string, url: string) => {
      process.stdout.write(`  ${label} …`);
      const result = await pacedLoad(url, { rate, seconds: duration });
      ran(result.answeredPerSecond, result.failed);
      return result;
    };
    const shopAtRate = await paced('read-api', shopUrl + path);
    const bareAtRate = await paced('bare', bareUrl + path);
    const atRate = (r: PacedResult, p: number) => ms(percentile(r.latencies, p));

    const ratio = shop.perSecond / bare.perSecond;
    console.log(`\nGET /api/products, ${connections} connections, ${duration} s per server, loopback\n`);
    console.log(
      table(
        ['server', 'req/s', 'p50', 'p99', 'failed', `p50 @${rate}/s`, `p99 @${rate}/s`],
        [
          [
            'read-api (express, via createShop)',
            ...row(shop),
            atRate(shopAtRate, 50),
            atRate(shopAtRate, 99),
          ],
          [
            'bare node:http + same Redis keys and headers',
            ...row(bare),
            atRate(bareAtRate, 50),
            atRate(bareAtRate, 99),
          ],
          ['bare, without the security headers', ...row(combined(bareWithoutHeaders)), '', ''],
        ],
      ),
    );
    console.log(machineLine());
    console.log(
      `ratio read-api / bare = ${ratio.toFixed(2)}   (aim ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'NOT met'})`,
    );
    const p99AtRate = percentile(shopAtRate.latencies, 99);
    console.log(
      `read-api p99 at a steady ${rate} requests/s = ${ms(p99AtRate)}, ${shopAtRate.failed} failed   (aim ≤ 10 ms: ${p99AtRate <= 10 && shopAtRate.failed === 0 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await servers.stop();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:menu failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
