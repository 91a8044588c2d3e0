import type { OrderConfirmationJob } from '@shop/contracts';
import type { Redis } from 'ioredis';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Mailer, SentMail } from '../mail/mailer';
import { currentCustomer } from './customer';
import { orderDisplayNumber } from './display-number';
import { displayNumber, placedOrder } from './placed-order';
import { renderOrderMail } from './render-order-mail';

export type ConfirmationOutcome =
  ({ sent: true } & SentMail) | { sent: false; reason: 'account erased' | 'order not placed' };

/**
 * Sends the confirmation of a placed order to its customer, read now through the personal-data wrapper: an account
 * erased since the order gets nothing. A failure to send throws (BullMQ retries).
 */
export async function sendOrderConfirmation(
  job: OrderConfirmationJob,
  deps: {
    store: EventStore;
    mailer: Mailer;
    redis: Redis;
    prefix: string;
    /** The mail's id: the job's (= the OrderPlaced event's) id, sent once (send-once.ts). */
    mailId: string;
    numberWaitMs?: number;
  },
): Promise<ConfirmationOutcome> {
  const { store, mailer } = deps;
  const [customer, order] = await Promise.all([
    currentCustomer(store, job.userId),
    placedOrder(store, job.orderId),
  ]);
  if (!customer) return { sent: false, reason: 'account erased' };
  if (!order || order.userId !== job.userId) return { sent: false, reason: 'order not placed' };
  const mail = renderOrderMail({
    language: customer.language,
    name: customer.name,
    number: String(
      (await orderDisplayNumber(deps.redis, deps.prefix, order.orderId, deps.numberWaitMs)) ??
        displayNumber(order),
    ),
    placed: order,
    link: job.link,
  });
  return { sent: true, ...(await mailer.send({ id: deps.mailId, to: customer.address, ...mail })) };
}
