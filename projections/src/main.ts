// The projections container of docker-compose.yml: follows the event store into the Redis read models, and runs
// the reactors: mail (account events → `mail` jobs) and orders (OrderPlaced → confirmation mail, CheckoutStarted →
// delayed expiry, on the `orders` queue) and back-office (ImageUploaded → `images` resize job, promo start/end →
// delayed `promos` timers) for the workers container.
import { join } from 'node:path';
import { piiFields } from '@shop/contracts';
import { openEventStore } from '@shop/platform';
import { createSessionTokens, loadSecrets } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteKeyStore } from '@shop/platform/keys/index';
import { connectRedis } from '@shop/platform/redis';
import { runService } from '@shop/platform/service-main';
import { startHeartbeat } from '@shop/platform/health/components';
import { createProjections } from './index';
import { startShopReactors } from './reactors/start-reactors';

runService('projections', async (ctx) => {
  const { config, logger } = ctx;
  const prefix = config.REDIS_PREFIX;
  const redis = await connectRedis(config.REDIS_URL, { name: 'projections', logger, autoPipelining: true });
  ctx.onStop(() => redis.quit());
  // BullMQ defines its Lua scripts on the connection a Queue is given, and ioredis copies them into every MULTI made
  // on it: the queues get their own connection so the projections' MULTI per event stays cheap.
  const queueRedis = await connectRedis(config.REDIS_URL, { name: 'projections-queues', logger });
  ctx.onStop(() => queueRedis.quit());
  const raw = openEventStore(config);
  ctx.onStop(() => raw.close());
  // Personal fields are decrypted with the per-user keys of DATA_DIR/keys.sqlite (a volume shared with command-api).
  const keys = createSqliteKeyStore({ file: join(config.DATA_DIR, 'keys.sqlite') });
  ctx.onStop(() => keys.close());
  const store = withPersonalData(raw, keys, piiFields);
  const publicUrl = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;

  const projections = createProjections({ store, redis, prefix, logger });
  await projections.start();
  ctx.onStop(() => projections.stop());

  const reactors = await startShopReactors({
    config,
    store,
    redis,
    queueConnection: queueRedis,
    tokens: createSessionTokens(loadSecrets(config.DATA_DIR, config).jwtSecret),
    publicUrl,
    logger,
  });
  ctx.onStop(() => reactors.close());
  // GET /api/health (read-api) reads where each of them is from Redis: this process writes it every 2 s.
  const heartbeat = startHeartbeat({
    redis,
    prefix,
    components: () => [projections.status(), ...reactors.status()],
  });
  ctx.onStop(() => heartbeat.stop());
  logger.info({}, 'projections, mail, order and back-office reactors running');
});
