// The command-api container of docker-compose.yml: the write side alone on PORT (/api, any method but GET): auth,
// accounts, staff catalogue and order routes. It seeds the demo menu once (idempotent, marked in the event store) and
// creates the first admin (ADMIN_EMAIL/ADMIN_PASSWORD, or a generated login logged once), as `npm start` does.
// Uploads (POST /api/uploads, /api/banners) are written to DATA_DIR/uploads: the `uploads` volume, read by the workers
// (resizing) and served by the gateway at /uploads/. It also runs the deletion finisher (accounts/deletion-finisher.ts):
// the address release and key destruction of deletions that stopped half-way and were not retried.
// POST /internal/worker-commands takes the workers container's commands (expiries, releases, resized images,
// dropped push subscriptions) with the internal secret; the gateway never passes it on (only /api and /ws).
import { join } from 'node:path';
import express from 'express';
import { openEventStore } from '@shop/platform';
import { createProblemMiddleware, notFoundHandler } from '@shop/platform/http/problem';
import { securityHeaders } from '@shop/platform/http/security-headers';
import { sameOriginWrites } from '@shop/platform/http/same-origin';
import { connectRedis } from '@shop/platform/redis';
import { trustGateway } from '@shop/platform/http/trust-proxy';
import { pushEndpointPolicy } from '@shop/platform/push/endpoints';
import { listenHttp, runService } from '@shop/platform/service-main';
import { startHeartbeat } from '@shop/platform/health/components';
import { healthThresholdsOf, serveHealth } from '@shop/platform/health/report';
import { loadInternalSecret } from '@shop/platform/auth/secrets';
import { contactMessageRateLimit } from './http/contact-messages';
import { visitRateLimit } from './http/visits';
import { createCommandApi, createCommandHandler, openAccountsInfra, seedDemoData } from './index';
import { createWorkerCommands, workerCommandsRoute } from './worker-commands';

runService('command-api', async (ctx) => {
  const { config, logger } = ctx;
  const redis = await connectRedis(config.REDIS_URL, { name: 'command-api', logger, autoPipelining: true });
  ctx.onStop(() => redis.quit());
  const raw = openEventStore(config);
  ctx.onStop(() => raw.close());
  // Per-user keys in DATA_DIR/keys.sqlite (the app-data volume, shared with projections, read-api and workers).
  const infra = openAccountsInfra(config, redis);
  ctx.onStop(() => infra.close());
  const store = infra.wrap(raw);

  if (process.env.SEED_DEMO !== 'false') {
    const seeded = await seedDemoData(createCommandHandler({ store }), { now: () => new Date(), store });
    logger.info({ skipped: seeded.skipped }, 'demo data');
  }
  // In production the first admin's password comes from ADMIN_PASSWORD (none generated into the logs); once the shop
  // has had an admin, nothing is created or promoted again (accounts.ensureFirstAdmin).
  const admin = await infra.ensureFirstAdmin(raw, { requirePassword: process.env.NODE_ENV === 'production' });
  if (admin.password) {
    logger.warn(
      { email: admin.email, password: admin.password },
      'first admin created: log in with this password (shown once) and change it in the profile',
    );
  } else if (admin.created) logger.info({ email: admin.email }, 'first admin created');
  else if (config.ADMIN_PASSWORD)
    logger.info('the shop has an admin: ADMIN_PASSWORD is no longer read, remove it from the environment');
  // Deletions that stopped after AccountDeleted are finished here, where the key store is written.
  const deletionFinisher = infra.deletionFinisher(raw, logger);
  await deletionFinisher.start();
  ctx.onStop(() => deletionFinisher.stop());
  // GET /api/health (read-api) reads where the finisher is from Redis: this process writes it every 2 s.
  const heartbeat = startHeartbeat({
    redis,
    prefix: config.REDIS_PREFIX,
    components: () => [deletionFinisher.status()],
  });
  ctx.onStop(() => heartbeat.stop());

  const app = express();
  app.disable('x-powered-by');
  trustGateway(app); // behind the gateway: req.ip is the address nginx saw
  app.use(securityHeaders(config.PUBLIC_URL));
  // The same report as read-api's, for this container's healthcheck (the gateway sends GET /api/* to read-api).
  const health = express.Router();
  serveHealth(health, {
    redis,
    prefix: config.REDIS_PREFIX,
    store: raw,
    thresholds: healthThresholdsOf(config),
  });
  app.use('/api', health);
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  // Ahead of the rate limits too: another site's forged posts must not use up the shop's visitors' allowance.
  app.use('/api', sameOriginWrites(config.PUBLIC_URL));
  app.use('/api/contactMessages', contactMessageRateLimit(redis, config.REDIS_PREFIX));
  app.use('/api/visits', visitRateLimit(redis, config.REDIS_PREFIX));
  const commandApi = createCommandApi({
    store,
    logger,
    accounts: infra.deps,
    uploadsDir,
    push: { endpoints: pushEndpointPolicy(config) },
  });
  app.use('/api', commandApi);
  // The workers container's commands (platform/src/commands/port.ts), with the internal secret only; outside /api,
  // so never behind the gateway.
  app.use(workerCommandsRoute(createWorkerCommands({ store }), loadInternalSecret(config.DATA_DIR, config)));
  app.use(notFoundHandler);
  app.use(createProblemMiddleware({ logger }));
  await listenHttp(app, ctx);
});
