import { releaseAt, type OrderJob } from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { parseOrStop } from '../event-schemas';

// Which order events ask for a job, and when it should run. Pure.

export type OrderJobRequest = { job: OrderJob; /** ms from now; 0 = at once */ delayMs: number };

export type OrderJobOptions = {
  /** PUBLIC_URL (or the server's own address): the mail links to the customer's order page under it. */
  publicUrl: string;
  checkoutTtlMs: number;
  now: Date;
};

/** A confirmation this late confirms nothing (a replay of an old log mails nobody). */
export const CONFIRMATION_MAX_AGE_MS = 24 * 3_600_000;

export const orderPageLink = (publicUrl: string, orderId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/myAccount/myOrders/${encodeURIComponent(orderId)}`;

export function orderJobOf(recorded: RecordedEvent, opts: OrderJobOptions): OrderJobRequest | null {
  if (recorded.type === 'OrderPlaced') {
    // The reactor reads through withoutPersonalData: the read-side schema accepts the delivery details null.
    const placed = parseOrStop(recorded);
    if (placed?.type !== 'OrderPlaced') return null;
    const { orderId, userId, placedAt } = placed.data;
    if (opts.now.getTime() - Date.parse(placedAt) > CONFIRMATION_MAX_AGE_MS) return null;
    return {
      job: { kind: 'order-confirmation', orderId, userId, link: orderPageLink(opts.publicUrl, orderId) },
      delayMs: 0,
    };
  }
  if (recorded.type !== 'CheckoutStarted') return null;
  const started = parseOrStop(recorded);
  if (started?.type !== 'CheckoutStarted') return null;
  const { orderId, startedAt } = started.data;
  const due = Date.parse(startedAt) + opts.checkoutTtlMs;
  return { job: { kind: 'expire-checkout', orderId }, delayMs: Math.max(0, due - opts.now.getTime()) };
}

/**
 * OrderPlaced for a slot → the job moving it to the live list RELEASE_BEFORE_MINUTES before the slot (at once when
 * that is past: the decider makes a second release a no-op, so a replay changes nothing).
 */
export function scheduledReleaseJobOf(recorded: RecordedEvent, now: Date): OrderJobRequest | null {
  if (recorded.type !== 'OrderPlaced') return null;
  const placed = parseOrStop(recorded);
  if (placed?.type !== 'OrderPlaced' || placed.data.slot === null) return null;
  return {
    job: { kind: 'release-scheduled-order', orderId: placed.data.orderId },
    delayMs: Math.max(0, releaseAt(placed.data.slot) - now.getTime()),
  };
}

/**
 * KitchenDelaySet with a delay (docs/kitchen.md) → the job moving every open order's promise to it, at once. A delay
 * set over a day ago moves nothing (a replay of an old log leaves today's orders alone).
 */
export function promiseMovesJobOf(recorded: RecordedEvent, now: Date): OrderJobRequest | null {
  if (recorded.type !== 'KitchenDelaySet') return null;
  const set = parseOrStop(recorded);
  if (set?.type !== 'KitchenDelaySet' || set.data.minutes === 0) return null;
  if (now.getTime() - Date.parse(set.data.at) > CONFIRMATION_MAX_AGE_MS) return null;
  return { job: { kind: 'move-order-promises', delayMinutes: set.data.minutes }, delayMs: 0 };
}

/**
 * Trust (docs/phone-and-trust.md): OrderHeldForCall → the reminder at its `remindAt` (at once when past: RemindCall
 * is a no-op for an order confirmed, cancelled or already reminded); OrderCancelled no_show and DeliveryFailed
 * no_answer → the no-show recorded on the customer's number (at once; once per order by its decider).
 */
export function trustJobOf(recorded: RecordedEvent, now: Date): OrderJobRequest | null {
  if (recorded.type === 'OrderHeldForCall') {
    const held = parseOrStop(recorded);
    if (held?.type !== 'OrderHeldForCall') return null;
    return {
      job: { kind: 'call-reminder', orderId: held.data.orderId },
      delayMs: Math.max(0, Date.parse(held.data.remindAt) - now.getTime()),
    };
  }
  if (recorded.type === 'OrderCancelled') {
    const cancelled = parseOrStop(recorded);
    if (cancelled?.type !== 'OrderCancelled' || cancelled.data.reason !== 'no_show') return null;
    return {
      job: { kind: 'record-no-show', orderId: cancelled.data.orderId, source: 'no_show' },
      delayMs: 0,
    };
  }
  if (recorded.type === 'DeliveryFailed') {
    const failed = parseOrStop(recorded);
    if (failed?.type !== 'DeliveryFailed' || failed.data.reason !== 'no_answer') return null;
    return { job: { kind: 'record-no-show', orderId: failed.data.orderId, source: 'no_answer' }, delayMs: 0 };
  }
  return null;
}
