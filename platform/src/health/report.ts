// GET /api/health (read-api, and command-api for its own healthcheck): what is reachable and how far behind the log
// each projection and reactor is (docs/operations.md "Health and logs"). `down` (503) when Redis or the store does not
// answer within a second; `degraded` when a follower lags past HEALTH_MAX_LAG_EVENTS / HEALTH_MAX_LAG_SECONDS or
// stopped at an error; else `ok`.
import type { IncomingMessage } from 'node:http';
import type { Router } from 'express';
import { operationsReadRoutes } from '@shop/contracts/operations/read-routes';
import {
  operationsReadSchemas,
  type HealthReport as HealthReportOfContracts,
} from '@shop/contracts/operations/read-route-schemas';
import type { Redis } from 'ioredis';
import type { EventStore } from '../eventstore/port';
import { reply, serveRoute } from '../http/serve-route';
import { readModelKeys, sharedKeys } from '../read-model-keys';
import { errorLine, healthComponentsKey, HEARTBEAT_STALE_MS, type PublishedComponent } from './components';

export type HealthThresholds = HealthReport['thresholds'];

/** HEALTH_MAX_LAG_EVENTS and HEALTH_MAX_LAG_SECONDS's defaults (platform/src/config.ts). */
export const defaultHealthThresholds: HealthThresholds = { maxLagEvents: 500, maxLagSeconds: 30 };

export type HealthDeps = {
  redis: Redis;
  prefix: string;
  /** The raw store (no decryption needed): its head, and the first events past a checkpoint. */
  store?: Pick<EventStore, 'headPosition' | 'readAll'>;
  thresholds: HealthThresholds;
  /** Each probe's timeout (1 s); the lag reads of the log share twice that. */
  timeoutMs?: number;
  now?: () => number;
};

/** Lag in events is counted up to this many (a read of the log past the checkpoint); beyond, `eventsAtLeast`. */
const LAG_COUNT_CAP = 1_000;

/** One projection's or reactor's line of the report. */
export type FollowerHealth = HealthReport['followers'][number];

/** The whole report (contracts' healthReport); the route answers it to admins and local callers, else the status. */
export type HealthReport = HealthReportOfContracts;

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

export async function readHealth(deps: HealthDeps): Promise<HealthReport> {
  const { redis, prefix, store, thresholds, timeoutMs = 1_000 } = deps;
  const now = deps.now ?? Date.now;
  const shared = sharedKeys(prefix);
  const [redisProbe, storeProbe] = await Promise.all([
    within(redis.ping(), timeoutMs, 'Redis').then(
      () => ({ reachable: true as const }),
      (err: unknown) => ({ reachable: false as const, error: errorLine(err) }),
    ),
    store
      ? within(store.headPosition(), timeoutMs, 'the event store').then(
          (head) => ({ reachable: true as const, head }),
          (err: unknown) => ({ reachable: false as const, error: errorLine(err) }),
        )
      : Promise.resolve(undefined),
  ]);
  const head = storeProbe?.reachable ? storeProbe.head : undefined;
  let lagUnknown = false;
  const report: HealthReport = {
    status: 'ok',
    redis: redisProbe,
    store: storeProbe
      ? storeProbe.reachable
        ? { reachable: true, head: String(storeProbe.head) }
        : { reachable: false, error: storeProbe.error }
      : { reachable: true },
    followers: [],
    processes: [],
    thresholds,
  };
  if (!redisProbe.reachable) return { ...report, status: 'down' };

  const [current, stopped, published] = await within(
    Promise.all([
      redis.get(shared.current),
      redis.get(shared.stopped),
      redis.hgetall(healthComponentsKey(prefix)),
    ]),
    timeoutMs,
    'Redis',
  );
  const version = current === null ? undefined : Number(current);
  const projectionsCheckpointKey =
    version === undefined ? undefined : readModelKeys(prefix, version).checkpoint;
  const components = Object.values(published).map((json) => JSON.parse(json) as PublishedComponent);
  // Read models exist (some projections made them) but no projections process ever wrote: report them all the same.
  if (version !== undefined && !components.some((c) => c.name === 'projections'))
    components.unshift({ name: 'projections', running: false, host: '', pid: 0, at: Number.NaN });

  // The lag reads (up to LAG_COUNT_CAP events per follower) share one deadline; past it they stop, lag unknown.
  const lagDeadline = new AbortController();
  const lagTimer = setTimeout(() => lagDeadline.abort(), 2 * timeoutMs);
  const followers = await Promise.all(
    components
      .filter((c) => c.checkpointKey !== undefined || c.name === 'projections')
      .map(async (c): Promise<FollowerHealth> => {
        const age = now() - c.at;
        const alive = Number.isFinite(age) && age <= HEARTBEAT_STALE_MS;
        // The projections follow the active version (a rebuild may have swapped it since the process wrote).
        const checkpointKey = c.name === 'projections' ? projectionsCheckpointKey : c.checkpointKey;
        const live =
          alive && c.position !== undefined && checkpointKey === (c.checkpointKey ?? checkpointKey);
        const stored = checkpointKey ? await redis.get(checkpointKey) : null;
        const checkpoint = live ? c.position! : stored;
        const lag =
          head === undefined || !store
            ? null
            : await within(
                lagOf(store, checkpoint, head, now(), lagDeadline.signal),
                2 * timeoutMs,
                'the log',
              ).catch(() => {
                lagUnknown = true;
                return null;
              });
        return {
          name: c.name,
          checkpoint,
          head: head === undefined ? null : String(head),
          lag,
          running: alive && c.running,
          ...(c.stoppedWithError ? { stoppedWithError: c.stoppedWithError } : {}),
          ...(alive && c.failing ? { failing: c.failing } : {}),
          heartbeatAgeSeconds: Number.isFinite(age) ? Math.round(age / 100) / 10 : null,
          ...(c.host ? { host: c.host, pid: c.pid } : {}),
        };
      }),
  );
  clearTimeout(lagTimer);
  lagDeadline.abort();
  report.followers = followers;
  report.processes = components
    .filter((c) => c.checkpointKey === undefined && c.name !== 'projections')
    .map((c) => {
      const age = now() - c.at;
      return {
        name: c.name,
        running: age <= HEARTBEAT_STALE_MS && c.running,
        heartbeatAgeSeconds: Math.round(age / 100) / 10,
        host: c.host,
        pid: c.pid,
      };
    });
  if (version !== undefined && projectionsCheckpointKey)
    report.readModel = { version, checkpoint: await redis.get(projectionsCheckpointKey) };
  if (stopped !== null) report.projections = { stopped: JSON.parse(stopped) as unknown };

  if (!report.store.reachable) report.status = 'down';
  else if (
    stopped !== null ||
    lagUnknown ||
    followers.some(
      (f) =>
        f.stoppedWithError !== undefined ||
        (f.lag !== null &&
          (f.lag.events > thresholds.maxLagEvents || f.lag.seconds > thresholds.maxLagSeconds)),
    )
  )
    report.status = 'degraded';
  return report;
}

/** Events past `checkpoint` up to `head` (counted up to LAG_COUNT_CAP) and the age of the oldest of them. */
async function lagOf(
  store: Pick<EventStore, 'readAll'>,
  checkpoint: string | null,
  head: bigint,
  now: number,
  signal: AbortSignal,
): Promise<FollowerHealth['lag']> {
  const from = checkpoint === null ? -1n : BigInt(checkpoint);
  if (from >= head) return { events: 0, seconds: 0 };
  let events = 0;
  let oldest: Date | undefined;
  for await (const event of store.readAll({
    ...(checkpoint === null ? {} : { fromPosition: from }),
    maxCount: LAG_COUNT_CAP,
  })) {
    if (event.position > head || signal.aborted) break;
    oldest ??= event.createdAt;
    events += 1;
  }
  const seconds = oldest ? Math.max(0, Math.round((now - oldest.getTime()) / 100) / 10) : 0;
  return { events, ...(events >= LAG_COUNT_CAP ? { eventsAtLeast: true as const } : {}), seconds };
}

/** readHealth, or `down` with Redis's error when Redis failed half-way through: never throws. */
export const healthReport = (deps: HealthDeps): Promise<HealthReport> =>
  readHealth(deps).catch((err: unknown): HealthReport => ({
    status: 'down',
    redis: { reachable: false, error: errorLine(err) },
    store: { reachable: false },
    followers: [],
    processes: [],
    thresholds: deps.thresholds,
  }));

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A caller on the service's own machine with no proxy in between: the socket peer is a loopback address and no proxy
 * header is present (the container's healthcheck, `docker compose exec`). Behind the gateway the socket peer is the
 * gateway, and a proxy on the same host adds X-Forwarded-For: neither counts (req.ip would, being the client's).
 */
export const isLocalCaller = (req: IncomingMessage): boolean =>
  LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '') &&
  req.headers['x-forwarded-for'] === undefined &&
  req.headers['x-real-ip'] === undefined &&
  req.headers.forwarded === undefined;

/**
 * GET /api/health served from contracts' table (read-api, and command-api for its container's healthcheck): 200, 503
 * when `down` (the compose healthchecks' test), never cached. The whole report only to a local caller or one
 * `mayReadDetails` admits (read-api: a signed-in admin); anyone else gets `{ status }`. Calls that arrive while a
 * report is being read share it: the reads of the log never pile up.
 */
export const serveHealth = (
  router: Router,
  deps: HealthDeps,
  mayReadDetails: (req: IncomingMessage) => Promise<boolean> = async () => false,
): void => {
  let reading: Promise<HealthReport> | undefined;
  const shared = () =>
    (reading ??= healthReport(deps).finally(() => {
      reading = undefined;
    }));
  serveRoute(router, operationsReadRoutes.health, operationsReadSchemas.health, async ({ req }) => {
    const [report, details] = await Promise.all([
      shared(),
      isLocalCaller(req) ? true : mayReadDetails(req).catch(() => false),
    ]);
    return reply(details ? report : { status: report.status }, {
      status: report.status === 'down' ? 503 : 200,
      headers: { 'Cache-Control': 'no-store' },
    });
  });
};

/** The thresholds of the configuration (HEALTH_MAX_LAG_EVENTS, HEALTH_MAX_LAG_SECONDS). */
export const healthThresholdsOf = (config: {
  HEALTH_MAX_LAG_EVENTS: number;
  HEALTH_MAX_LAG_SECONDS: number;
}): HealthThresholds => ({
  maxLagEvents: config.HEALTH_MAX_LAG_EVENTS,
  maxLagSeconds: config.HEALTH_MAX_LAG_SECONDS,
});
