import { systemActor, type ExpireCheckoutJob } from '@shop/contracts';
import type { HandleOrder } from '@shop/command-api/orders/handle';

/**
 * Closes a checkout never placed through the order handler, as the system (ExpireCheckout → CheckoutExpired). When
 * the order was placed, cancelled or expired meanwhile the decider answers nothing: a no-op, not a failure.
 */
export async function expireCheckout(
  job: ExpireCheckoutJob,
  handleOrder: HandleOrder,
): Promise<{ expired: boolean }> {
  const result = await handleOrder(
    { type: 'ExpireCheckout', data: { orderId: job.orderId } },
    { userId: systemActor.userId, role: systemActor.role, correlationId: `expire-checkout:${job.orderId}` },
  );
  return { expired: result.events.some((e) => e.type === 'CheckoutExpired') };
}
