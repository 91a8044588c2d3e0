// `npm run bench:client`: builds the client, then prints per public route the gzip size of what it needs before it
// can paint (the entry, its static imports and CSS, plus the route's lazy chunk and its imports, from Vite's
// manifest; the French texts of the first render are in the entry), and the Largest Contentful Paint of each route
// in Chromium with 4× CPU throttling against the shop (seeded demo menu). It also checks, from the browser's own
// requests, that a visitor fetches no staff or checkout chunk. Printed, never asserted.
//
// Knobs (env): BENCH_CPU_THROTTLE (4), BENCH_RUNS LCP samples per route (3, the median is printed).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import {
  CLIENT_DIST,
  entryChunkKey,
  publicRoutes,
  readManifest,
  staffChunks,
  staticClosure,
} from '../e2e/support/chunks';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { forkBenchChild } from './child-process';
import { machineLine, ms, table } from './report';
import type { ServersReady } from './menu-servers';

const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const aimKB = 200;
const frontend = fileURLToPath(new URL('../frontend/', import.meta.url));
const dist = CLIENT_DIST;

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// Run in the page (a string: the bench has no DOM types). The buffered observer hands over the LCP candidates so
// far; the last one is the LCP.
const readLcp = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(NaN), 5000);
})`;

/** One cold visit: LCP (ms) under CPU throttling, and every script/stylesheet the page requested. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      fetched.push(new URL(request.url()).pathname);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  const lcp = await page.evaluate<number>(readLcp);
  await context.close();
  return { lcp, fetched };
}

const main = async () => {
  console.log('Building the client …');
  execFileSync('npx', ['vite', 'build'], { cwd: frontend, stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = readManifest();
  const entryKey = entryChunkKey(manifest);
  const staffFiles = staffChunks(manifest);

  console.log('Starting the shop (seeded demo menu) and Chromium …');
  const servers = forkBenchChild<ServersReady>(new URL('./menu-servers.ts', import.meta.url), {
    what: 'the bench shop',
    killAfterMs: 10_000,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { shopUrl } = await servers.ready;
    const rows: string[][] = [];
    const publicJs: number[] = [];
    const visitorStaff = new Set<string>();
    for (const route of publicRoutes) {
      const files = staticClosure(manifest, [entryKey, ...route.lazyModules]);
      const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipBytes(f), 0);
      const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipBytes(f), 0);
      publicJs.push(js);
      await visit(browser, shopUrl + route.path); // warm-up: the server's first answers, Chromium's start
      const samples: number[] = [];
      let fetchedJs = 0;
      for (let i = 0; i < runs; i++) {
        const { lcp, fetched } = await visit(browser, shopUrl + route.path);
        samples.push(lcp);
        fetched.filter((f) => staffFiles.has(f)).forEach((f) => visitorStaff.add(f));
        fetchedJs = fetched
          .filter((f) => f.endsWith('.js'))
          .reduce((sum, f) => sum + gzipBytes(f.slice(1)), 0);
      }
      rows.push([route.path, String(files.length), kb(js), kb(css), kb(fetchedJs), ms(median(samples))]);
    }
    console.log(
      `\nPublic routes, cold cache, mobile viewport, ${throttle}× CPU throttling, median of ${runs} visits\n`,
    );
    console.log(
      table(['route', 'files before paint', 'JS gzip', 'CSS gzip', 'JS fetched until idle', 'LCP'], rows),
    );
    console.log(machineLine());
    const worst = Math.max(...publicJs);
    console.log(
      `JavaScript before paint, largest public route = ${kb(worst)}   (aim ≤ ${aimKB} KB: ${worst <= aimKB * 1024 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `staff/checkout chunks fetched by a visitor: ${visitorStaff.size === 0 ? 'none' : [...visitorStaff].join(', ')}`,
    );
  } finally {
    await browser.close();
    await servers.stop();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:client failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
