// `npm run bench:menu`: GET /api/products through the shop's read-api against a bare Node http server that
// answers the same page from the same Redis keys (ZRANGE + ZCARD, then MGET, minimal JSON). Both are loaded
// in one run with the same concurrency, then read-api at a fixed 500 requests/s. Printed, never asserted.
//
// Knobs (env): BENCH_DURATION seconds per run (10), BENCH_CONNECTIONS (32), BENCH_RATE requests/s (500).
import autocannon, { type Result } from 'autocannon';
import { forkBenchChild } from './child-process';
import { machineLine, ms, table } from './report';
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

const load = async (label: string, url: string, options: { overallRate?: number; seconds?: number } = {}) => {
  process.stdout.write(`  ${label} …`);
  const result: Result = await autocannon({
    url,
    connections: options.overallRate ? Math.min(connections, 16) : connections,
    duration: options.seconds ?? duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  process.stdout.write(
    ` ${Math.round(result.requests.average)} req/s${failed ? `, ${failed} failed` : ''}\n`,
  );
  return result;
};

const main = async () => {
  console.log('Starting the shop (seeded demo menu, read-api on Redis) and the bare Redis server …');
  const servers = startServers();
  try {
    const { shopUrl, bareUrl } = await servers.ready;
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

    console.log(`\nWarm-up (2 s each), then ${duration} s each at ${connections} connections:`);
    await load('warm-up read-api', shopUrl + path, { seconds: 2 });
    await load('warm-up bare', bareUrl + path, { seconds: 2 });
    const shop = await load('read-api (createShop)', shopUrl + path);
    const bare = await load('bare node:http + ioredis', bareUrl + path);
    console.log(`\nFixed rate: ${rate} requests/s for ${duration} s:`);
    const shopAtRate = await load('read-api', shopUrl + path, { overallRate: rate });
    const bareAtRate = await load('bare', bareUrl + path, { overallRate: rate });

    const ratio = shop.requests.average / bare.requests.average;
    const failures = (r: Result) => String(r.errors + r.timeouts + r.non2xx);
    console.log(`\nGET /api/products, ${connections} connections, ${duration} s per run, loopback\n`);
    console.log(
      table(
        ['server', 'req/s', 'p50', 'p99', 'failed', `p50 @${rate}/s`, `p99 @${rate}/s`],
        [
          [
            'read-api (express, via createShop)',
            Math.round(shop.requests.average).toString(),
            ms(shop.latency.p50),
            ms(shop.latency.p99),
            failures(shop),
            ms(shopAtRate.latency.p50),
            ms(shopAtRate.latency.p99),
          ],
          [
            'bare node:http + same Redis keys',
            Math.round(bare.requests.average).toString(),
            ms(bare.latency.p50),
            ms(bare.latency.p99),
            failures(bare),
            ms(bareAtRate.latency.p50),
            ms(bareAtRate.latency.p99),
          ],
        ],
      ),
    );
    console.log(machineLine());
    console.log(
      `ratio read-api / bare = ${ratio.toFixed(2)}   (aim ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `read-api p99 at ${rate} requests/s = ${ms(shopAtRate.latency.p99)}   (aim ≤ 10 ms: ${shopAtRate.latency.p99 <= 10 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await servers.stop();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:menu failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
