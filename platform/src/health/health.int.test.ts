// GET /api/health's report (report.ts) over a real Redis and SQLite store, with a follower publishing its state as a
// process does (components.ts): its lag in events and seconds while it is stopped, `degraded` past a threshold, a
// failing follower's error line, and `down` when Redis or the store does not answer. Over HTTP: only the status to a
// caller through a proxy, the whole report locally or to an admin; the lag reads bounded by a deadline.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import express from 'express';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStoreFollower, type StoreFollower } from '../eventstore/follow-store';
import type { EventStore } from '../eventstore/port';
import { createSqliteEventStore } from '../eventstore/sqlite';
import { listenLocally, type LocalServer } from '../testing/local-server';
import { freePort } from '../testing/service-process';
import { deleteKeysWithPrefix } from '../testing/redis-keys';
import { startHeartbeat, type Heartbeat } from './components';
import { readHealth, serveHealth } from './report';

let prefix: string;
let dir: string;
let redis: Redis;
let store: EventStore;
let follower: StoreFollower;
let heartbeat: Heartbeat;
let fail: Error | undefined;
const quiet = { error: () => undefined };
const thresholds = { maxLagEvents: 3, maxLagSeconds: 60 };

const append = (n: number) =>
  store.append(
    `thing-${randomUUID()}`,
    Array.from({ length: n }, () => ({
      id: randomUUID(),
      type: 'ThingHappened',
      data: {},
      metadata: { correlationId: 'test' },
    })),
    { expectedRevision: 'any' },
  );

beforeEach(async () => {
  prefix = `test:${randomUUID().slice(0, 8)}:`;
  dir = mkdtempSync(join(tmpdir(), 'health-'));
  redis = new Redis('redis://127.0.0.1:6379');
  store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  fail = undefined;
  follower = createStoreFollower({
    store,
    redis,
    checkpointKey: `${prefix}reactor:things:checkpoint`,
    name: 'thing reactor',
    logger: quiet,
    retry: { initialMs: 50, maxMs: 50 },
    handle: async () => {
      if (fail) throw fail;
    },
  });
  heartbeat = startHeartbeat({ redis, prefix, components: () => [follower.status()], intervalMs: 100 });
});

afterEach(async () => {
  await follower.stop();
  await heartbeat.stop();
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const thing = async (report: Promise<Awaited<ReturnType<typeof readHealth>>>) =>
  (await report).followers.find((f) => f.name === 'thing reactor');

describe('the health report', () => {
  it('reports a follower at the head as ok, and its lag in events and seconds once it stopped', async () => {
    await append(2);
    await follower.start();
    await follower.waitForIdle();
    await heartbeat.beat();
    const idle = await readHealth({ redis, prefix, store, thresholds });
    expect(idle).toMatchObject({
      status: 'ok',
      redis: { reachable: true },
      store: { reachable: true, head: '2' },
    });
    expect(idle.followers.find((f) => f.name === 'thing reactor')).toMatchObject({
      checkpoint: '2',
      head: '2',
      lag: { events: 0, seconds: 0 },
      running: true,
    });

    await follower.stop();
    await heartbeat.beat();
    await append(3);
    const behind = await thing(
      readHealth({ redis, prefix, store, thresholds, now: () => Date.now() + 5_000 }),
    );
    expect(behind).toMatchObject({ checkpoint: '2', head: '5', lag: { events: 3 }, running: false });
    expect(behind!.lag!.seconds).toBeGreaterThanOrEqual(5);
    // 3 events is the threshold, not past it; one more is.
    expect((await readHealth({ redis, prefix, store, thresholds })).status).toBe('ok');
    await append(1);
    expect((await readHealth({ redis, prefix, store, thresholds })).status).toBe('degraded');
    // The age of the oldest unhandled event passes the seconds threshold too.
    expect(
      (await readHealth({ redis, prefix, store, thresholds: { maxLagEvents: 100, maxLagSeconds: 60 } }))
        .status,
    ).toBe('ok');
    expect(
      (
        await readHealth({
          redis,
          prefix,
          store,
          thresholds: { maxLagEvents: 100, maxLagSeconds: 60 },
          now: () => Date.now() + 61_000,
        })
      ).status,
    ).toBe('degraded');
  });

  it('shows a failing follower’s error line while it retries', async () => {
    await follower.start();
    fail = new Error('Redis said no\n    at somewhere (stack)');
    await append(1);
    await expect.poll(() => follower.status().failing?.error, { timeout: 5_000 }).toBe('Redis said no');
    await heartbeat.beat();
    expect(await thing(readHealth({ redis, prefix, store, thresholds }))).toMatchObject({
      running: true,
      failing: { error: 'Redis said no' },
      lag: { events: 1 },
    });
    fail = undefined;
    await follower.waitForIdle();
    await heartbeat.beat();
    const recovered = await thing(readHealth({ redis, prefix, store, thresholds }));
    expect(recovered).toMatchObject({ lag: { events: 0 } });
    expect(recovered?.failing).toBeUndefined();
  });

  it('is down when the store or Redis does not answer', async () => {
    const closed = createSqliteEventStore({ file: join(dir, 'other.sqlite') });
    await closed.close();
    const noStore = await readHealth({ redis, prefix, store: closed, thresholds });
    expect(noStore).toMatchObject({
      status: 'down',
      redis: { reachable: true },
      store: { reachable: false },
    });

    const nowhere = new Redis({
      port: await freePort(),
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    nowhere.on('error', () => undefined);
    const noRedis = await readHealth({ redis: nowhere, prefix, store, thresholds, timeoutMs: 500 });
    expect(noRedis).toMatchObject({
      status: 'down',
      redis: { reachable: false },
      store: { reachable: true },
    });
    nowhere.disconnect();
  });
});

describe('GET /api/health over HTTP (serveHealth)', () => {
  const serve = async (mayReadDetails?: () => Promise<boolean>) => {
    const router = express.Router();
    serveHealth(router, { redis, prefix, store, thresholds }, mayReadDetails);
    const app = express();
    app.use('/api', router);
    const server = await listenLocally(createServer(app));
    servers.push(server);
    return (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/health`, { headers }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      }));
  };
  const servers: LocalServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('answers only the status through a proxy (X-Forwarded-For, even from 127.0.0.1), the whole report locally or to whom mayReadDetails admits', async () => {
    await append(1);
    await follower.start();
    await follower.waitForIdle();
    await heartbeat.beat();
    const anonymous = await serve();
    const viaGateway = await anonymous({ 'x-forwarded-for': '203.0.113.7' });
    expect(viaGateway).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await anonymous({ forwarded: 'for=203.0.113.7' })).body).toEqual({ status: 'ok' });
    // The container's healthcheck (scripts/healthcheck.mjs): 127.0.0.1, no proxy header.
    const local = await anonymous();
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({
      status: 'ok',
      followers: [{ name: 'thing reactor', host: hostname() }],
    });

    const admin = await serve(async () => true);
    expect((await admin({ 'x-forwarded-for': '203.0.113.7' })).body).toMatchObject({
      status: 'ok',
      redis: { reachable: true },
      followers: [{ name: 'thing reactor' }],
    });
  });

  it('bounds the lag reads of the log: a store that never ends its read gives degraded within the deadline', async () => {
    await append(1);
    await follower.start();
    await follower.waitForIdle();
    await follower.stop();
    await heartbeat.beat();
    await append(2);
    const stuck: Pick<EventStore, 'headPosition' | 'readAll'> = {
      headPosition: () => store.headPosition(),
      // eslint-disable-next-line require-yield
      readAll: async function* () {
        await new Promise(() => undefined);
      },
    };
    const started = Date.now();
    const report = await readHealth({ redis, prefix, store: stuck, thresholds, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(report.status).toBe('degraded');
    expect(report.followers.find((f) => f.name === 'thing reactor')).toMatchObject({ lag: null });
  });
});
