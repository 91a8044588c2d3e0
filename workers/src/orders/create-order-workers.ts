import type { Redis } from 'ioredis';
import { orderJob, ordersQueueName } from '@shop/contracts';
import type { CommandPort } from '@shop/platform/commands/port';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { sendOrderConfirmation } from './confirmation-mail';
import { expireCheckout } from './expire-checkout';
import { releaseScheduledOrder } from './release-scheduled-order';
import { moveOrderPromises } from './move-order-promises';
import { startQueueWorker, type QueueWorker } from '../queue-worker';

export type OrderWorkersDeps = {
  /** A Redis connection; the worker opens its own blocking duplicate of it and closes that on close(). */
  connection: Redis;
  /** REDIS_PREFIX: the queue lives under `${prefix}bull:orders:`. */
  prefix: string;
  /** The store through the personal-data wrapper: the customer's address is read when the mail is sent. */
  store: EventStore;
  /** The write side (platform/src/commands/port.ts): expiries and releases are sent through it. */
  commands: CommandPort;
  /** Shared with the mail workers, which close it. */
  mailer: Mailer;
  logger: Logger;
  concurrency?: number;
};

export type OrderWorkers = QueueWorker;

/** The `orders` queue: confirmation mails of placed orders, the expiry of checkouts never placed and the release of scheduled orders. */
export function createOrderWorkers(deps: OrderWorkersDeps): OrderWorkers {
  const { connection, prefix, store, commands, mailer, logger, concurrency = 4 } = deps;
  return startQueueWorker({
    connection,
    prefix,
    queue: ordersQueueName,
    concurrency,
    logger,
    what: 'order job',
    async process(job) {
      const data = orderJob.parse(job.data);
      if (data.kind === 'order-confirmation') {
        const outcome = await sendOrderConfirmation(data, {
          store,
          mailer,
          redis: connection,
          prefix,
          mailId: job.id!,
        });
        logger.info(
          { job: job.id, kind: data.kind, order: data.orderId, ...outcome },
          outcome.sent && !outcome.notSentAgain ? 'order confirmation sent' : 'order confirmation not sent',
        );
        return outcome;
      }
      if (data.kind === 'move-order-promises') {
        const outcome = await moveOrderPromises(data, { redis: connection, prefix, commands });
        logger.info({ job: job.id, kind: data.kind, ...outcome }, 'order promises moved');
        return outcome;
      }
      // Trust (docs/phone-and-trust.md): both end in a command its decider makes a no-op the second time.
      if (data.kind === 'call-reminder') {
        const result = await commands.send({ type: 'RemindCall', orderId: data.orderId });
        const outcome = { reminded: result.events.includes('OrderCallReminded') };
        logger.info({ job: job.id, kind: data.kind, order: data.orderId, ...outcome }, 'call reminder');
        return outcome;
      }
      if (data.kind === 'record-no-show') {
        const result = await commands.send({
          type: 'RecordNoShow',
          orderId: data.orderId,
          source: data.source,
        });
        const outcome = { recorded: result.events.includes('NoShowRecorded') };
        logger.info({ job: job.id, kind: data.kind, order: data.orderId, ...outcome }, 'no-show');
        return outcome;
      }
      if (data.kind === 'release-scheduled-order') {
        const outcome = await releaseScheduledOrder(data, commands);
        logger.info(
          { job: job.id, kind: data.kind, order: data.orderId, ...outcome },
          'scheduled order release',
        );
        return outcome;
      }
      const outcome = await expireCheckout(data, commands);
      logger.info({ job: job.id, kind: data.kind, order: data.orderId, ...outcome }, 'checkout expiry');
      return outcome;
    },
  });
}
