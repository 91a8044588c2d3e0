// The read-api container of docker-compose.yml: GET /api/* over the Redis read models and the /ws feed, on PORT.
// Sessions are verified with the JWT secret of DATA_DIR (the app-data volume); the order audit route reads the
// order's stream through the personal-data wrapper (keys in DATA_DIR/keys.sqlite).
import { join } from 'node:path';
import express from 'express';
import { piiFields } from '@shop/contracts';
import { openEventStore } from '@shop/platform';
import {
  createSessionRevocations,
  createSessionTokens,
  loadSecrets,
  loadVapidKeys,
} from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createProblemMiddleware, notFoundHandler } from '@shop/platform/http/problem';
import { securityHeaders } from '@shop/platform/http/security-headers';
import { createSqliteKeyStore } from '@shop/platform/keys/index';
import { connectRedis } from '@shop/platform/redis';
import { trustGateway } from '@shop/platform/http/trust-proxy';
import { listenHttp, runService } from '@shop/platform/service-main';
import { healthThresholdsOf } from '@shop/platform/health/report';
import { createReadApi } from './index';

runService('read-api', async (ctx) => {
  const { config, logger } = ctx;
  const redis = await connectRedis(config.REDIS_URL, { name: 'read-api', logger, autoPipelining: true });
  ctx.onStop(() => redis.quit());
  const subscriber = await connectRedis(config.REDIS_URL, { name: 'read-api-subscriber', logger });
  ctx.onStop(() => subscriber.quit());
  const raw = openEventStore(config);
  ctx.onStop(() => raw.close());
  const keys = createSqliteKeyStore({ file: join(config.DATA_DIR, 'keys.sqlite') });
  ctx.onStop(() => keys.close());
  // The sessions command-api's logouts revoked are in the shared Redis.
  const sessions = createSessionTokens(loadSecrets(config.DATA_DIR, config).jwtSecret, {
    revocations: createSessionRevocations(redis, config.REDIS_PREFIX),
  });
  const readApi = createReadApi({
    redis,
    subscriber,
    prefix: config.REDIS_PREFIX,
    logger,
    sessions,
    ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
    store: withPersonalData(raw, keys, piiFields),
    vapidPublicKey: loadVapidKeys(config.DATA_DIR, config).publicKey,
    health: { store: raw, thresholds: healthThresholdsOf(config) },
  });
  ctx.onStop(() => readApi.close());
  await readApi.ready;

  const app = express();
  app.disable('x-powered-by');
  trustGateway(app); // behind the gateway: req.ip is the address nginx saw
  app.use(securityHeaders(config.PUBLIC_URL));
  app.use('/api', readApi.router);
  app.use(notFoundHandler);
  app.use(createProblemMiddleware({ logger }));
  // On stop the sockets are closed first (1001 'server shutting down'), then HTTP drains (service-main.ts).
  await listenHttp(app, ctx, (server) => {
    readApi.attachWebSocket(server, '/ws');
    return () => readApi.close();
  });
});
