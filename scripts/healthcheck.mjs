/* global process, console, fetch, AbortSignal */
// The compose healthchecks (the slim image has no curl): plain node, no build step.
//   node scripts/healthcheck.mjs            command-api, read-api: GET http://127.0.0.1:$PORT/api/health answers 200
//                                           (`ok` or `degraded`; `down` is a 503: Redis or the store unreachable)
//   node scripts/healthcheck.mjs heartbeat  projections, workers: every component this host wrote into
//                                           ${REDIS_PREFIX}health:components (platform/src/health/components.ts)
//                                           beat within 7 s, runs, and did not stop at an error
// Exit 0 healthy, 1 not, with one line saying why.
import { hostname } from 'node:os';

const STALE_MS = 7_000;
const fail = (line) => {
  console.error(`unhealthy: ${line}`);
  process.exit(1);
};

async function http() {
  const url = `http://127.0.0.1:${process.env.PORT || 3000}/api/health`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  const body = await answer.json().catch(() => ({}));
  if (answer.status !== 200) fail(`${url} answered ${answer.status} ${body.status ?? ''}`);
  console.log(`healthy: ${body.status}`);
}

async function heartbeat() {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    const hash = await redis.hgetall(`${process.env.REDIS_PREFIX ?? 'shop:'}health:components`);
    const mine = Object.values(hash)
      .map((json) => JSON.parse(json))
      .filter((c) => c.host === hostname());
    if (mine.length === 0) fail(`no component of ${hostname()} has written its state yet`);
    for (const c of mine) {
      if (Date.now() - c.at > STALE_MS)
        fail(`${c.name}: no heartbeat for ${Math.round((Date.now() - c.at) / 1000)} s`);
      if (!c.running) fail(`${c.name}: not running`);
      if (c.stoppedWithError) fail(`${c.name}: stopped at ${c.stoppedWithError}`);
    }
    console.log(`healthy: ${mine.map((c) => c.name).join(', ')}`);
  } finally {
    redis.disconnect();
  }
}

try {
  await (process.argv[2] === 'heartbeat' ? heartbeat() : http());
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
