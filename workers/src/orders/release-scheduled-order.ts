import { systemActor, type ReleaseScheduledOrderJob } from '@shop/contracts';
import type { HandleOrder } from '@shop/command-api/orders/handle';

/**
 * Moves a scheduled order to the staff's live list through the order handler, as the system
 * (ReleaseScheduledOrder → ScheduledOrderReleased). Cancelled or released meanwhile: a no-op, not a failure.
 */
export async function releaseScheduledOrder(
  job: ReleaseScheduledOrderJob,
  handleOrder: HandleOrder,
): Promise<{ released: boolean }> {
  const result = await handleOrder(
    { type: 'ReleaseScheduledOrder', data: { orderId: job.orderId } },
    { userId: systemActor.userId, role: systemActor.role, correlationId: `release-order:${job.orderId}` },
  );
  return { released: result.events.some((e) => e.type === 'ScheduledOrderReleased') };
}
