import { join } from 'node:path';
import type { Config } from '@shop/platform';
import type { CommandPort } from '@shop/platform/commands/port';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Logger as PinoLogger } from '@shop/platform/logger';
import type { Redis } from 'ioredis';
import { createWorkers } from './create-workers';
import { createImageWorkers } from './images/create-image-workers';
import { sendOnce } from './mail/send-once';
import { createThreadedMailer } from './mail/threaded-mailer';
import { createOrderWorkers } from './orders/index';
import { createPromoWorkers } from './promos/create-promo-workers';
import { createSoldOutWorkers } from './sold-out/create-sold-out-workers';
import { loadVapidKeys } from '@shop/platform/auth/secrets';
import { pushEndpointPolicy } from '@shop/platform/push/endpoints';
import { createPushWorkers } from './push/create-push-workers';

export type ShopWorkersDeps = {
  config: Pick<Config, 'REDIS_PREFIX' | 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM' | 'VAPID_SUBJECT'> &
    Partial<
      Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'PUSH_ALLOWED_HOSTS' | 'PUSH_ALLOW_LOOPBACK'>
    >;
  /** A Redis connection; each worker opens its own blocking duplicate of it. */
  connection: Redis;
  /** The store through the personal-data wrapper: addresses and push subscriptions are read through it. */
  store: EventStore;
  /**
   * The write side (platform/src/commands/port.ts): command-api's handlers in the one-process shop
   * (server/src/create-shop.ts), command-api's internal route over HTTP in the workers container (main.ts).
   */
  commands: CommandPort;
  logger: PinoLogger;
  now?: () => Date;
};

export type ShopWorkers = {
  /** Where mails go: `smtp://host:port`, or `outbox:<DATA_DIR>/outbox`. */
  mail: string;
  close(): Promise<void>;
};

/**
 * Every BullMQ worker of the shop, wired once for the one-process shop (server/src/create-shop.ts) and the workers
 * container (main.ts): `mail` (account mails), `orders` (order confirmation mails, expiry of checkouts never placed),
 * `images` (resizes the uploads of DATA_DIR/uploads, then RecordImageResized), `promos` (a promo's start and end
 * announced on the change channel), `sold-out` (a sold-out mark's end: EndProductSoldOut) and `push` (order steps to the customers' browsers by Web Push). Mails go to
 * SMTP_URL, or without it to DATA_DIR/outbox as .eml files. Resolves
 * once every worker takes jobs.
 */
export async function startShopWorkers({
  config,
  connection,
  store,
  commands,
  logger,
  now,
}: ShopWorkersDeps): Promise<ShopWorkers> {
  const prefix = config.REDIS_PREFIX;
  const clock = now ? { now } : {};
  // On a thread of its own: building and writing each mail stays off the event loop that shows orders to staff.
  // Every mail once per id, whatever BullMQ re-runs after a killed process (send-once.ts).
  const mailer = sendOnce(
    createThreadedMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: join(config.DATA_DIR, 'outbox'),
      ...(config.MAIL_FROM ? { from: config.MAIL_FROM } : {}),
    }),
    { redis: connection, prefix },
  );
  // Closed last: it closes the mailer the order worker sends with too.
  const mail = createWorkers({ connection, prefix, mailer, logger: logger.child({ service: 'workers' }) });
  const orders = createOrderWorkers({
    connection,
    prefix,
    store,
    commands,
    mailer,
    logger: logger.child({ service: 'order-workers' }),
  });
  const images = createImageWorkers({
    connection,
    prefix,
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    commands,
    logger: logger.child({ service: 'image-workers' }),
  });
  const promos = createPromoWorkers({
    connection,
    prefix,
    logger: logger.child({ service: 'promo-workers' }),
    ...clock,
  });
  const soldOut = createSoldOutWorkers({
    connection,
    prefix,
    commands,
    logger: logger.child({ service: 'sold-out-workers' }),
    ...clock,
  });
  // The VAPID pair of DATA_DIR/vapid.json (made on first start) or of the environment, as read-api hands out.
  const push = createPushWorkers({
    connection,
    redis: connection,
    prefix,
    store,
    vapid: { ...loadVapidKeys(config.DATA_DIR, config), subject: config.VAPID_SUBJECT },
    commands,
    // The push services of PUSH_ALLOWED_HOSTS only, never a private address (checked again on every send).
    endpoints: pushEndpointPolicy(config),
    logger: logger.child({ service: 'push-workers' }),
  });
  const all = [push, soldOut, promos, images, orders, mail];
  const close = async () => {
    for (const worker of all) await worker.close();
  };
  try {
    await Promise.all(all.map((w) => w.ready));
  } catch (error) {
    await close();
    throw error;
  }
  return { mail: mailer.description, close };
}
