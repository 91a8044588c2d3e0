// The workers container of docker-compose.yml: the BullMQ processors. `mail` (account mails) and `orders` (order
// confirmation mails, expiry of checkouts never placed through the order handler). Mails go to SMTP_URL, or without
// it to ${DATA_DIR}/outbox as .eml files. Addresses are read through the personal-data wrapper (DATA_DIR/keys.sqlite).
// `images` resizes the uploads of DATA_DIR/uploads (the `uploads` volume, written by command-api) into WebP copies and
// records RecordImageResized; `promos` announces a promo's start and end on the change channel.
// The commands the workers send (expiries, releases, RecordImageResized, dropped push subscriptions) go to the
// command-api container's internal route (COMMAND_API_URL, with the internal secret of INTERNAL_SECRET or
// DATA_DIR/internal.json): the workers read the event store, they never append to it.
import { join } from 'node:path';
import { piiFields } from '@shop/contracts';
import { openEventStore } from '@shop/platform';
import { loadInternalSecret } from '@shop/platform/auth/secrets';
import { httpCommandPort } from '@shop/platform/commands/http-port';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteKeyStore } from '@shop/platform/keys/index';
import { connectRedis } from '@shop/platform/redis';
import { runService } from '@shop/platform/service-main';
import { startHeartbeat } from '@shop/platform/health/components';
import { startShopWorkers } from './start-workers';

runService(
  'workers',
  async (ctx) => {
    const { config, logger } = ctx;
    const redis = await connectRedis(config.REDIS_URL, { name: 'workers', logger, autoPipelining: true });
    ctx.onStop(() => redis.quit());
    const raw = openEventStore(config);
    ctx.onStop(() => raw.close());
    const keys = createSqliteKeyStore({ file: join(config.DATA_DIR, 'keys.sqlite') });
    ctx.onStop(() => keys.close());
    const store = withPersonalData(raw, keys, piiFields);
    const commands = httpCommandPort({
      url: config.COMMAND_API_URL,
      secret: loadInternalSecret(config.DATA_DIR, config),
    });
    const workers = await startShopWorkers({ config, connection: redis, store, commands, logger });
    ctx.onStop(() => workers.close());
    // GET /api/health (read-api) lists the workers process as running while this beats every 2 s.
    const heartbeat = startHeartbeat({
      redis,
      prefix: config.REDIS_PREFIX,
      components: () => [{ name: 'workers', running: true }],
    });
    ctx.onStop(() => heartbeat.stop());
    logger.info({ mail: workers.mail }, 'workers running (mail, orders, images, promos)');
  },
  { requiredInProduction: { MAIL_FROM: 'the sender of the mails, e.g. Oran Food <no-reply@example.dz>' } },
);
