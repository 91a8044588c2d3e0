// `npm run bench:rebuild`: `npm run projections:rebuild` over a log of BENCH_EVENTS (200,000) events (generated
// once, see rebuild-log.ts) into a new namespace, against a raw baseline on the same machine: read the whole log
// through the same store and write as many Redis commands, pipelined (one SET per event, 1,000 per round trip).
// Printed, never asserted. The CLI runs as `npm run projections:rebuild` does (its own process, tsx), so its figure
// includes decrypting the personal fields and checking every event against its schema.
//
// Each row carries the machine's 1-minute load average at its start and end: the machine is shared, compare rows
// taken side by side.
//
// Knobs (env): BENCH_EVENTS (200000), BENCH_REBUILD_DIR (the cached log, <tmpdir>/oran-food-bench-rebuild, or
// <tmpdir>/oran-food-bench-rebuild-<BENCH_EVENTS> for another size: a smaller log to iterate on is cached apart).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { machineLine, table } from './report';
import { ensureRebuildLog } from './rebuild-log';

const minEvents = Number(process.env.BENCH_EVENTS ?? 200_000);
const dir =
  process.env.BENCH_REBUILD_DIR ??
  join(tmpdir(), minEvents === 200_000 ? 'oran-food-bench-rebuild' : `oran-food-bench-rebuild-${minEvents}`);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AIM_EVENTS_PER_S = 20_000;
const root = fileURLToPath(new URL('..', import.meta.url));

const rate = (events: number, ms: number) => Math.round(events / (ms / 1000));
const fmt = (n: number) => n.toLocaleString('en-US');
const load = () => loadavg()[0]!.toFixed(1);

/** The CLI in its own process; answers its wall time and the rate it printed (projection time only). */
async function runRebuildCli(prefix: string) {
  const loadBefore = load();
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    // As `npm run projections:rebuild` runs it (package.json): a larger young generation, collected less often.
    ['--max-semi-space-size=32', '--import', 'tsx', join(root, 'projections/src/rebuild-cli.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dir,
        REDIS_PREFIX: prefix,
        EVENT_STORE: 'sqlite',
        LOG_LEVEL: 'warn',
        REDIS_URL: redisUrl,
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const wallMs = performance.now() - started;
  const match = /Read models rebuilt: .*?, (\d+) events .* in ([\d.]+) s/.exec(stdout);
  if (!match) throw new Error(`projections:rebuild did not print its result:\n${stdout.slice(-2000)}`);
  return { events: Number(match[1]), ms: Number(match[2]) * 1000, wallMs, load: `${loadBefore} → ${load()}` };
}

/** Read the whole log and write one SET per event, 1,000 per pipeline. */
async function runBaseline(redis: Redis, prefix: string) {
  const store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const loadBefore = load();
  const started = performance.now();
  let events = 0;
  let pipeline = redis.pipeline();
  try {
    for await (const event of store.readAll()) {
      pipeline.set(`${prefix}baseline:${event.position}`, JSON.stringify(event.data));
      events += 1;
      if (events % 1000 === 0) {
        await pipeline.exec();
        pipeline = redis.pipeline();
      }
    }
    await pipeline.exec();
    return { events, ms: performance.now() - started, load: `${loadBefore} → ${load()}` };
  } finally {
    await store.close();
  }
}

const main = async () => {
  console.log(`Event log: ${dir} (at least ${fmt(minEvents)} events; generated once, then reused) …`);
  const logStarted = performance.now();
  const events = await ensureRebuildLog(dir, minEvents, (n) =>
    process.stdout.write(`\r  ${fmt(n)} events …`),
  );
  console.log(`\r  ${fmt(events)} events ready (${((performance.now() - logStarted) / 1000).toFixed(1)} s)`);

  const prefix = `bench:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    console.log('projections:rebuild into a new namespace …');
    const rebuild = await runRebuildCli(prefix);
    console.log('raw baseline: read the log + pipelined SETs …');
    const baseline = await runBaseline(redis, prefix);
    const rebuildRate = rate(rebuild.events, rebuild.ms);
    const baselineRate = rate(baseline.events, baseline.ms);
    console.log(`\nRebuild of ${fmt(rebuild.events)} events, loopback Redis, embedded SQLite store\n`);
    console.log(
      table(
        ['run', 'events', 'time', 'events/s', 'load (1 min)'],
        [
          [
            'projections:rebuild (projection time)',
            fmt(rebuild.events),
            `${(rebuild.ms / 1000).toFixed(2)} s`,
            fmt(rebuildRate),
            rebuild.load,
          ],
          [
            'projections:rebuild (process wall time)',
            fmt(rebuild.events),
            `${(rebuild.wallMs / 1000).toFixed(2)} s`,
            fmt(rate(rebuild.events, rebuild.wallMs)),
            rebuild.load,
          ],
          [
            'baseline: read log + pipelined SETs',
            fmt(baseline.events),
            `${(baseline.ms / 1000).toFixed(2)} s`,
            fmt(baselineRate),
            baseline.load,
          ],
        ],
      ),
    );
    console.log(machineLine());
    console.log(`ratio rebuild / baseline = ${(rebuildRate / baselineRate).toFixed(2)}`);
    console.log(
      `rebuild = ${fmt(rebuildRate)} events/s   (aim ≥ ${fmt(AIM_EVENTS_PER_S)}: ${rebuildRate >= AIM_EVENTS_PER_S ? 'met' : 'NOT met'})`,
    );
  } finally {
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  }
};

main().catch((error: unknown) => {
  console.error(`bench:rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
