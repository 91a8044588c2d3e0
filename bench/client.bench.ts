// `npm run bench:client`: builds the client, then prints what a visitor pays, per public route (`/`, `/menu`, a
// product page), under Lighthouse's mobile profile (e2e/support/visit-weight: 150 ms round trip, 1.6 Mbit/s down,
// 750 Kbit/s up, 4× CPU slowdown, a phone's viewport) against the real shop (`npm start`'s server: precompressed
// brotli/gzip assets, compressed JSON; seeded demo menu): the bytes transferred as sent until network idle (images
// included), first paint and LCP, the median of BENCH_RUNS visits, cold (a new context) and warm (the same context,
// a second visit). It also prints the gzip size of the JS and CSS each route needs before it can paint (from Vite's
// manifest), and checks, from the browser's own requests, that a visitor fetches no staff or checkout chunk nor zod.
// Printed, never asserted.
//
// Knobs (env): BENCH_RUNS visits per route and cache state (5, the median is printed).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CLIENT_DIST,
  entryChunkKey,
  publicRoutes,
  readManifest,
  staffChunks,
  staticClosure,
  zodChunks,
} from '../e2e/support/chunks';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { MOBILE_PROFILE, mobileContext, weighingPage, type VisitWeight } from '../e2e/support/visit-weight';
import { forkBenchChild } from './child-process';
import { machineLine, ms, table } from './report';
import type { ServersReady } from './menu-servers';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const aims = { jsKB: 200, transferKB: 300, fcpMs: 1800, lcpMs: 2500, warmLcpMs: 1000 };
const frontend = fileURLToPath(new URL('../frontend/', import.meta.url));
const dist = CLIENT_DIST;

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// Over the samples that have a value: a paint the page did not report within 5 s is NaN, left out.
const median = (values: number[]) => {
  const seen = values.filter(Number.isFinite).sort((a, b) => a - b);
  return seen[Math.floor(seen.length / 2)] ?? NaN;
};
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

const main = async () => {
  console.log('Building the client …');
  execFileSync('npx', ['vite', 'build'], { cwd: frontend, stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = readManifest();
  const entryKey = entryChunkKey(manifest);
  const staffFiles = staffChunks(manifest);
  const zodFiles = new Set(zodChunks(manifest).map((file) => `/${file}`));

  console.log('Starting the shop (seeded demo menu) and Chromium …');
  const servers = forkBenchChild<ServersReady>(new URL('./menu-servers.ts', import.meta.url), {
    what: 'the bench shop',
    killAfterMs: 10_000,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { shopUrl } = await servers.ready;

    const jsRows: string[][] = [];
    const publicJs: number[] = [];
    for (const route of publicRoutes) {
      const files = staticClosure(manifest, [entryKey, ...route.lazyModules]);
      const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0);
      const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipBytes(f), 0);
      publicJs.push(js);
      jsRows.push([route.path, String(files.length), kb(js), kb(css)]);
    }

    const products = (await (await fetch(`${shopUrl}/api/products?active=true&limit=1`)).json()) as {
      data: { _id: string }[];
    };
    const product = products.data[0];
    if (!product) throw new Error('the seeded menu has no product');
    const paths = ['/', '/menu', `/menu/${product._id}`];

    // One cold and one warm visit per context; the first context warms the server and Chromium, uncounted.
    const visitTwice = async (path: string) => {
      const context = await mobileContext(browser);
      try {
        const { visit } = await weighingPage(context, { throttled: true });
        const cold = await visit(shopUrl + path);
        const warm = await visit(shopUrl + path);
        return { cold, warm };
      } finally {
        await context.close();
      }
    };
    const visitorStaff = new Set<string>();
    const visitorZod = new Set<string>();
    const note = (path: string, v: VisitWeight) => {
      v.scripts.filter((f) => staffFiles.has(f)).forEach((f) => visitorStaff.add(`${f} (${path})`));
      v.scripts.filter((f) => zodFiles.has(f)).forEach((f) => visitorZod.add(`${f} (${path})`));
    };
    const rows: string[][] = [];
    const worst = { coldKB: 0, fcp: 0, lcp: 0, warmLcp: 0 };
    for (const path of paths) {
      await visitTwice('/'); // warm-up: the server's first answers, Chromium's start
      const colds: VisitWeight[] = [];
      const warms: VisitWeight[] = [];
      for (let i = 0; i < runs; i++) {
        const { cold, warm } = await visitTwice(path);
        colds.push(cold);
        warms.push(warm);
        note(path, cold);
        note(path, warm);
      }
      const m = (list: VisitWeight[], key: 'bytes' | 'fcp' | 'lcp') => median(list.map((v) => v[key]));
      const row = {
        coldBytes: m(colds, 'bytes'),
        coldFcp: m(colds, 'fcp'),
        coldLcp: m(colds, 'lcp'),
        warmBytes: m(warms, 'bytes'),
        warmFcp: m(warms, 'fcp'),
        warmLcp: m(warms, 'lcp'),
      };
      if (path !== paths[2]) worst.coldKB = Math.max(worst.coldKB, row.coldBytes / 1024);
      worst.fcp = Math.max(worst.fcp, row.coldFcp);
      worst.lcp = Math.max(worst.lcp, row.coldLcp);
      worst.warmLcp = Math.max(worst.warmLcp, row.warmLcp);
      rows.push([
        path === paths[2] ? '/menu/:id' : path,
        kb(row.coldBytes),
        ms(row.coldFcp),
        ms(row.coldLcp),
        kb(row.warmBytes),
        ms(row.warmFcp),
        ms(row.warmLcp),
      ]);
    }

    const p = MOBILE_PROFILE;
    console.log(
      `\nWhat a visitor pays: ${p.latencyMs} ms round trip, ${(p.downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
        `${(p.uploadBytesPerSecond * 8) / 1e3} Kbit/s up, ${p.cpuSlowdown}× CPU slowdown, ` +
        `${p.viewport.width}×${p.viewport.height} mobile viewport; median of ${runs} visits, cold (new context) ` +
        'and warm (same context, second visit); bytes as sent until network idle, images included\n',
    );
    console.log(
      table(['route', 'cold bytes', 'cold FP', 'cold LCP', 'warm bytes', 'warm FP', 'warm LCP'], rows),
    );
    console.log(
      `\nfirst visit of / and /menu, largest = ${worst.coldKB.toFixed(1)} KB   (aim ≤ ${aims.transferKB} KB: ${met(worst.coldKB <= aims.transferKB)})` +
        `\ncold first paint, slowest route = ${ms(worst.fcp)}   (aim ≤ ${aims.fcpMs} ms: ${met(worst.fcp <= aims.fcpMs)})` +
        `\ncold LCP, slowest route = ${ms(worst.lcp)}   (aim ≤ ${aims.lcpMs} ms: ${met(worst.lcp <= aims.lcpMs)})` +
        `\nwarm LCP, slowest route = ${ms(worst.warmLcp)}   (aim ≤ ${aims.warmLcpMs} ms: ${met(worst.warmLcp <= aims.warmLcpMs)})`,
    );

    console.log(
      "\nBefore paint, from Vite's manifest (the entry, its static imports and CSS, the route's chunk)\n",
    );
    console.log(table(['route', 'files before paint', 'JS gzip', 'CSS gzip'], jsRows));
    const worstJs = Math.max(...publicJs);
    console.log(
      `JavaScript before paint, largest public route = ${kb(worstJs)}   (aim ≤ ${aims.jsKB} KB: ${met(worstJs <= aims.jsKB * 1024)})`,
    );
    console.log(
      `staff/checkout chunks fetched by a visitor: ${visitorStaff.size === 0 ? 'none' : [...visitorStaff].join(', ')}`,
    );
    console.log(
      `zod chunks fetched by a visitor: ${visitorZod.size === 0 ? 'none' : [...visitorZod].join(', ')}`,
    );
    console.log(machineLine());
  } finally {
    await browser.close();
    await servers.stop();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:client failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
