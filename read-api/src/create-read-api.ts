import type { Server } from 'node:http';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import { orderReadRoutes } from '@shop/contracts/orders/read-routes';
import { orderReadSchemas } from '@shop/contracts/orders/read-route-schemas';
import { revokedSessionsChannel } from '@shop/platform/auth/revocation';
import type { SessionTokens } from '@shop/platform/auth/session';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { serveRoute } from '@shop/platform/http/serve-route';
import type { EventStore } from '@shop/platform/eventstore/port';
import { sharedKeys } from '@shop/platform/read-model-keys';
import { defaultHealthThresholds, serveHealth, type HealthThresholds } from '@shop/platform/health/report';
import { usersRoutes } from './accounts/users-routes';
import { backOfficeRoutes } from './back-office/routes';
import { createIdentify } from './accounts/viewer';
import { addCatalogueRoutes } from './catalogue-routes';
import { subscribeToChanges } from './change-feed';
import type { Logger } from './logger';
import { minPosition } from './min-position';
import { deliveryRoutes } from './orders/delivery-routes';
import { customerRoutes } from './orders/customer-routes';
import { orderRoutes } from './orders/order-routes';
import { trustRoutes } from './orders/trust-routes';
import { createPositionWaiter } from './position-waiter';
import { riderRoutes } from './riders/routes';
import { createReadModelPointer } from './read-model-pointer';
import { createWebSocketHub } from './websocket-hub';

export type ReadApiDeps = {
  redis: Redis;
  /** A connection of its own: it is put in subscriber mode (SUBSCRIBE `{p}changed`). */
  subscriber: Redis;
  prefix: string;
  logger: Logger;
  /** How long X-Min-Position may hold a request (2 s). */
  minPositionTimeoutMs?: number;
  keepaliveMs?: number;
  now?: () => Date;
  /** Verifies session tokens (platform/auth/session). Without it every request is a visitor's. */
  sessions?: Pick<SessionTokens, 'verify'>;
  /** PUBLIC_URL: the origin a /ws upgrade must come from (else the host it was made to). */
  publicUrl?: string;
  /**
   * Read-only access to the event store, through the personal-data wrapper, for the one route that reads a
   * stream (the audit timeline `GET /api/orders/:id/history`, docs/architecture.md "Audit"); without it that route is absent.
   */
  store?: Pick<EventStore, 'readStream'>;
  /** The VAPID public key browsers subscribe to Web Push with (`GET /api/push/key`); without it that route is absent. */
  vapidPublicKey?: string;
  /** GET /api/health: the raw store (head, lag) and the lag thresholds (HEALTH_MAX_LAG_*); without a store, no lag. */
  health?: { store?: Pick<EventStore, 'headPosition' | 'readAll'>; thresholds?: HealthThresholds };
};

export type ReadApi = {
  /** Mounted at /api. */
  router: Router;
  attachWebSocket(server: Server, path?: string): void;
  /** Resolves once the change channel is subscribed (messages published before may be missed). */
  ready: Promise<void>;
  close(): Promise<void>;
};

export function createReadApi(deps: ReadApiDeps): ReadApi {
  const { redis, subscriber, prefix, logger, minPositionTimeoutMs = 2_000, now = () => new Date() } = deps;
  const shared = sharedKeys(prefix);
  const pointer = createReadModelPointer(redis, prefix, shared);
  const waiter = createPositionWaiter(async () => {
    const raw = await redis.get((await pointer.keys()).checkpoint);
    return raw === null ? null : BigInt(raw);
  });
  const identify = createIdentify(redis, () => pointer.keys(), deps.sessions);
  const hub = createWebSocketHub(logger, deps.keepaliveMs, async (req) => (await identify(req)).viewer, {
    ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}),
  });
  const feed = subscribeToChanges(
    subscriber,
    shared,
    logger,
    {
      onChange(message) {
        void pointer.refresh().catch(() => undefined);
        waiter.reached(BigInt(message.position));
        hub.broadcast(message);
      },
      onSwap(version) {
        pointer.set(version);
        waiter.recheck();
      },
      onSessionEnded: (userId) => hub.reidentifyUser(userId),
    },
    revokedSessionsChannel(prefix),
  );

  let closing: Promise<void> | undefined;
  const router = Router();
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Redis and the store reachable, each projection's and reactor's lag (platform/src/health/report.ts); 503 when down.
  const healthDeps = {
    redis,
    prefix,
    thresholds: deps.health?.thresholds ?? defaultHealthThresholds,
    ...(deps.health?.store ? { store: deps.health.store } : {}),
  };
  // The details (hosts, pids, errors) to a signed-in admin (or a local caller): anyone else sees the status only.
  serveHealth(router, healthDeps, async (req) => (await identify(req as Request)).viewer?.role === 'admin');
  if (deps.vapidPublicKey) {
    const publicKey = deps.vapidPublicKey;
    serveRoute(router, orderReadRoutes.pushKey, orderReadSchemas.pushKey, () => ({ data: { publicKey } }));
  }
  router.use(minPosition(waiter, minPositionTimeoutMs));
  addCatalogueRoutes(router, redis, pointer, now);
  router.use(usersRoutes(redis, pointer, identify));
  router.use(backOfficeRoutes(redis, pointer, identify));
  // Before the order routes: /orders/:id/delivery is not an order's detail.
  router.use(deliveryRoutes({ redis, pointer, identify }));
  router.use(customerRoutes({ redis, pointer, identify }));
  router.use(riderRoutes({ redis, pointer, identify, now }));
  router.use(trustRoutes({ redis, pointer, identify }));
  router.use(orderRoutes({ redis, pointer, identify, ...(deps.store ? { store: deps.store } : {}) }));

  // The one error → HTTP mapping (platform/http/problem): a bad URL is a 400, Redis down a 503.
  router.use(createProblemMiddleware({ logger }));

  return {
    router,
    attachWebSocket: (server, path = '/ws') => hub.attach(server, path),
    ready: feed.ready,
    close() {
      closing ??= (async () => {
        waiter.close();
        await hub.close(); // the sockets first: clients hear 1001 at once, not after the feed's unsubscribe
        await feed.close();
      })();
      return closing;
    },
  };
}
