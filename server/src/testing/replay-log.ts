// Replay an exported event log against today's code (README "Replay a production log"): the log is imported into a
// store of its own, the projections run to its head, and a command-api and a read-api are served over them, routed
// as the shop routes them (GET → read-api, the rest → command-api). Where a Docker engine answers, EventStoreDB and
// Redis run in containers (testcontainers, the images of docker-compose.yml); where none does, the embedded SQLite
// store and a private redis-server. Which one, and why, is printed.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { Redis } from 'ioredis';
import type { StartedTestContainer } from 'testcontainers';
import { piiFields } from '@shop/contracts';
import { createSessionTokens } from '@shop/platform/auth/index';
import { findDockerEngine } from '@shop/platform/eventstore/docker-engine';
import { createEsdbEventStore } from '@shop/platform/eventstore/esdb';
import { importLog, readLogFile, type LogLine } from '@shop/platform/eventstore/log/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { withSchemaVersions } from '@shop/platform/eventstore/schema-versions';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createLogger } from '@shop/platform/logger';
import { jsonCaller, type JsonCall } from '@shop/platform/testing/json-call';
import { listenLocally } from '@shop/platform/testing/local-server';
import { startEventStoreDb, startRedis } from '@shop/platform/testing/containers';
import { startPrivateRedis } from '@shop/platform/testing/private-redis';
import { createProjections, type Projections } from '@shop/projections';
import { createReadApi } from '@shop/read-api';
import { createTestCommandApi } from './test-command-api';

export type ReplayEngine = 'testcontainers' | 'embedded';

export type ReplayOptions = {
  /**
   * The key store of the log's personal data (a copy of the shop's DATA_DIR/keys.sqlite; it is copied, never
   * written). Without it every personal field reads null, as for an erased account.
   */
  keysFile?: string;
  /** 'auto' (default): testcontainers where a Docker engine answers, else embedded. */
  engine?: ReplayEngine | 'auto';
  /** How long the projections may take to reach the head (60 s). */
  timeoutMs?: number;
};

export type ReplayedShop = {
  engine: ReplayEngine;
  /** Why this engine (the Docker engine's endpoint, or why none answered). */
  reason: string;
  /** `http://127.0.0.1:<port>`: /api as the shop serves it. */
  url: string;
  /** JSON calls to `${url}/api`. */
  call: JsonCall;
  /** A session of any user of the log (staff or customer), for `call`'s headers. */
  as(userId: string): Promise<Record<string, string>>;
  /** The store with the shop's wrappers (schema versions, personal data): what the services read. */
  store: EventStore;
  /** The store as stored. */
  raw: EventStore;
  redis: Redis;
  prefix: string;
  projections: Projections;
  /** How many events the log had and how many the import appended. */
  events: number;
  close(): Promise<void>;
};

export async function readLog(file: string): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  for await (const line of readLogFile(file)) lines.push(line);
  return lines;
}

type Backend = { raw: EventStore; redisUrl: string; stop(): Promise<void> };

async function containers(): Promise<Backend> {
  const started: StartedTestContainer[] = [];
  try {
    const esdb = await startEventStoreDb();
    started.push(esdb.container);
    const redis = await startRedis();
    started.push(redis.container);
    return {
      raw: createEsdbEventStore({ connectionString: esdb.connectionString }),
      redisUrl: redis.url,
      stop: async () => void (await Promise.all(started.map((c) => c.stop()))),
    };
  } catch (err) {
    await Promise.all(started.map((c) => c.stop()));
    throw err;
  }
}

async function embedded(dir: string): Promise<Backend> {
  const redis = await startPrivateRedis();
  return {
    raw: createSqliteEventStore({ file: join(dir, 'events.sqlite') }),
    redisUrl: redis.url,
    stop: () => redis.stop(),
  };
}

export async function replayLog(file: string, options: ReplayOptions = {}): Promise<ReplayedShop> {
  const { engine: wanted = 'auto', timeoutMs = 60_000 } = options;
  const docker = wanted === 'embedded' ? undefined : await findDockerEngine();
  let engine: ReplayEngine;
  let reason: string;
  if (wanted === 'embedded') [engine, reason] = ['embedded', 'asked for'];
  else if (docker?.answers) [engine, reason] = ['testcontainers', `Docker engine at ${docker.endpoint}`];
  else if (wanted === 'testcontainers')
    throw new Error(`replayLog: no Docker engine answers (${docker?.reason ?? ''})`);
  else [engine, reason] = ['embedded', `no Docker engine answers (${docker?.reason ?? ''})`];
  console.log(
    engine === 'testcontainers'
      ? `replayLog: EventStoreDB and Redis in containers (${reason})`
      : `replayLog: embedded SQLite store and a private redis-server (${reason})`,
  );

  const lines = await readLog(file);
  const dir = mkdtempSync(join(tmpdir(), 'replay-'));
  const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const backend = engine === 'testcontainers' ? await containers() : await embedded(dir);
    cleanups.push(backend.stop);
    const { raw } = backend;
    cleanups.push(() => raw.close());
    const imported = await importLog(raw, lines);

    const keysPath = join(dir, 'keys.sqlite');
    if (options.keysFile) copyFileSync(options.keysFile, keysPath);
    const keys = createSqliteKeyStore({ file: keysPath });
    cleanups.push(() => keys.close());
    const store = withPersonalData(withSchemaVersions(raw), keys, piiFields);

    const prefix = `replay:${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(backend.redisUrl);
    cleanups.push(() => redis.quit());
    const subscriber = new Redis(backend.redisUrl);
    cleanups.push(() => subscriber.quit());
    const logger = createLogger('replay', process.env.LOG_LEVEL === 'debug' ? 'debug' : 'warn');
    const projections = createProjections({
      store,
      redis,
      prefix,
      logger,
      freezeViews: true,
    });
    await projections.start();
    cleanups.push(() => projections.stop());
    await projections.waitForIdle(timeoutMs);

    const sessions = createSessionTokens(randomBytes(32).toString('hex'));
    const commandApi = createTestCommandApi({ store, logger, keys, sessions, redis, prefix, points: 10_000 });
    const readApi = createReadApi({ redis, subscriber, prefix, logger, sessions, store });
    await readApi.ready;
    cleanups.push(async () => readApi.close());
    const app = express();
    app.use('/api', (req, res, next) =>
      req.method === 'GET' || req.method === 'HEAD'
        ? readApi.router(req, res, next)
        : commandApi(req, res, next),
    );
    const server = createServer(app);
    readApi.attachWebSocket(server, '/ws');
    const local = await listenLocally(server);
    cleanups.push(async () => {
      server.closeAllConnections();
      await local.close();
    });

    return {
      engine,
      reason,
      url: local.url,
      call: jsonCaller(`${local.url}/api`),
      as: async (userId) => ({ authorization: `Bearer ${await sessions.sign(userId)}` }),
      store,
      raw,
      redis,
      prefix,
      projections,
      events: imported.appended,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
