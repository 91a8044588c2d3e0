import { orderEvent, type OrderJob } from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';

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

/**
 * What a confirmation needs of OrderPlaced. The reactor reads no personal field (its events come through
 * withoutPersonalData, the delivery details null), so only these are checked, not the whole event.
 */
function placedOrderOf(data: unknown): { orderId: string; userId: string; placedAt: string } | null {
  const { orderId, userId, placedAt } = (data ?? {}) as Record<string, unknown>;
  if (typeof orderId !== 'string' || orderId === '' || typeof userId !== 'string' || userId === '')
    return null;
  if (typeof placedAt !== 'string' || Number.isNaN(Date.parse(placedAt))) return null;
  return { orderId, userId, placedAt };
}

export function orderJobOf(recorded: RecordedEvent, opts: OrderJobOptions): OrderJobRequest | null {
  if (recorded.type === 'OrderPlaced') {
    const placed = placedOrderOf(recorded.data);
    if (!placed) return null;
    const { orderId, userId, placedAt } = placed;
    if (opts.now.getTime() - Date.parse(placedAt) > CONFIRMATION_MAX_AGE_MS) return null;
    return {
      job: { kind: 'order-confirmation', orderId, userId, link: orderPageLink(opts.publicUrl, orderId) },
      delayMs: 0,
    };
  }
  if (recorded.type !== 'CheckoutStarted') return null;
  const parsed = orderEvent.safeParse({ type: recorded.type, data: recorded.data });
  if (!parsed.success || parsed.data.type !== 'CheckoutStarted') return null;
  const { orderId, startedAt } = parsed.data.data;
  const due = Date.parse(startedAt) + opts.checkoutTtlMs;
  return { job: { kind: 'expire-checkout', orderId }, delayMs: Math.max(0, due - opts.now.getTime()) };
}
