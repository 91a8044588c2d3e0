import type { SessionTokens } from '@shop/platform/auth/index';
import type { Config } from '@shop/platform';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { StoreFollower } from '@shop/platform/eventstore/follow-store';
import type { ComponentStatus } from '@shop/platform/health/components';
import type { Logger } from '@shop/platform/logger';
import type { Redis } from 'ioredis';
import { createBackOfficeReactor } from './back-office-reactor';
import { createMailQueue } from './mail-queue';
import { createMailReactor } from './mail-reactor';
import { createOrderReactor } from './order-reactor';
import { createOrdersQueue } from './orders-queue';
import { createPushReactor } from './push-reactor';

export type ShopReactorsDeps = {
  config: Pick<Config, 'REDIS_PREFIX' | 'CHECKOUT_TTL_MINUTES'>;
  /** The store through the personal-data wrapper: addresses arrive decrypted, or null. */
  store: EventStore;
  redis: Redis;
  /**
   * The BullMQ producers' own connection: a Queue defines its Lua scripts on the connection it is given, and ioredis
   * copies them into every MULTI made on it, which the projections' MULTI per event would pay.
   */
  queueConnection: Redis;
  tokens: Pick<SessionTokens, 'signPurposeToken'>;
  /** Where the mails' links point: PUBLIC_URL, or the server's own address. */
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
};

export type ShopReactors = {
  close(): Promise<void>;
  /** Each reactor's state for GET /api/health (platform/src/health). */
  status(): ComponentStatus[];
};

/**
 * The reactors that turn events into jobs, wired once for the one-process shop (server/src/create-shop.ts) and the
 * projections container (main.ts): mail (account events → `mail` jobs), orders (OrderPlaced → confirmation mail,
 * CheckoutStarted → delayed expiry, on `orders`) and back-office (ImageUploaded → `images` resize, promo start and
 * end → delayed `promos` timers) and push (order steps → `push` jobs, the customer's Web Push notifications).
 */
export async function startShopReactors(deps: ShopReactorsDeps): Promise<ShopReactors> {
  const { config, store, redis, queueConnection, publicUrl, logger } = deps;
  const prefix = config.REDIS_PREFIX;
  const clock = deps.now ? { now: deps.now } : {};
  const stops: (() => Promise<unknown>)[] = [];
  const followers: Pick<StoreFollower, 'status'>[] = [];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const mailQueue = createMailQueue(queueConnection, prefix);
    stops.push(() => mailQueue.close());
    const mail = createMailReactor({
      store,
      redis,
      prefix,
      queue: mailQueue,
      tokens: deps.tokens,
      publicUrl,
      logger: logger.child({ service: 'mail-reactor' }),
    });
    await mail.start();
    followers.push(mail);
    stops.push(() => mail.stop());
    const ordersQueue = createOrdersQueue(queueConnection, prefix);
    stops.push(() => ordersQueue.close());
    const orders = createOrderReactor({
      store,
      redis,
      prefix,
      queue: ordersQueue,
      publicUrl,
      checkoutTtlMs: config.CHECKOUT_TTL_MINUTES * 60_000,
      logger: logger.child({ service: 'order-reactor' }),
      ...clock,
    });
    await orders.start();
    followers.push(orders);
    stops.push(() => orders.stop());
    const backOffice = createBackOfficeReactor({
      store,
      redis,
      queueConnection,
      prefix,
      logger: logger.child({ service: 'back-office-reactor' }),
      ...clock,
    });
    await backOffice.start();
    followers.push(backOffice);
    stops.push(() => backOffice.close());
    const push = createPushReactor({
      store,
      redis,
      queueConnection,
      prefix,
      logger: logger.child({ service: 'push-reactor' }),
      ...clock,
    });
    await push.start();
    followers.push(push);
    stops.push(() => push.close());
  } catch (error) {
    await close();
    throw error;
  }
  return { close, status: () => followers.map((follower) => follower.status()) };
}
