// The workers container of docker-compose.yml: the BullMQ processors. `mail` (account mails) and `orders` (order
// confirmation mails, expiry of checkouts never placed through the order handler). Mails go to SMTP_URL, or without
// it to ${DATA_DIR}/outbox as .eml files. Addresses are read through the personal-data wrapper (DATA_DIR/keys.sqlite).
// `images` resizes the uploads of DATA_DIR/uploads (the `uploads` volume, written by command-api) into WebP copies and
// records RecordImageResized; `promos` announces a promo's start and end on the change channel.
import { join } from 'node:path';
import { piiFields } from '@shop/contracts';
import { createCommandHandler } from '@shop/command-api';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { openEventStore } from '@shop/platform';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteKeyStore } from '@shop/platform/keys/index';
import { connectRedis } from '@shop/platform/redis';
import { runService } from '@shop/platform/service-main';
import {
  createImageWorkers,
  createMailer,
  createOrderWorkers,
  createPromoWorkers,
  createWorkers,
} from './index';

runService('workers', async (ctx) => {
  const { config, logger } = ctx;
  const redis = await connectRedis(config.REDIS_URL, { name: 'workers', logger });
  ctx.onStop(() => redis.quit());
  const raw = openEventStore(config);
  ctx.onStop(() => raw.close());
  const keys = createSqliteKeyStore({ file: join(config.DATA_DIR, 'keys.sqlite') });
  ctx.onStop(() => keys.close());
  const store = withPersonalData(raw, keys, piiFields);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: join(config.DATA_DIR, 'outbox'),
    ...(config.MAIL_FROM ? { from: config.MAIL_FROM } : {}),
  });
  const mail = createWorkers({ connection: redis, prefix: config.REDIS_PREFIX, mailer, logger });
  ctx.onStop(() => mail.close()); // closes the mailer too, after the order worker (closed first)
  const orders = createOrderWorkers({
    connection: redis,
    prefix: config.REDIS_PREFIX,
    store,
    handleOrder: createOrderHandler({ store }),
    mailer,
    logger,
  });
  ctx.onStop(() => orders.close());
  const images = createImageWorkers({
    connection: redis,
    prefix: config.REDIS_PREFIX,
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    handle: createCommandHandler({ store }),
    logger,
  });
  ctx.onStop(() => images.close());
  const promos = createPromoWorkers({ connection: redis, prefix: config.REDIS_PREFIX, logger });
  ctx.onStop(() => promos.close());
  await Promise.all([mail.ready, orders.ready, images.ready, promos.ready]);
  logger.info({ mail: mailer.description }, 'workers running (mail, orders, images, promos)');
});
