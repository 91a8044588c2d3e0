import type { ExpireCheckoutJob } from '@shop/contracts';
import type { CommandPort } from '@shop/platform/commands/port';

/**
 * Closes a checkout never placed, through the command port, as the system (ExpireCheckout → CheckoutExpired). When
 * the order was placed, cancelled or expired meanwhile the decider answers nothing: a no-op, not a failure.
 */
export async function expireCheckout(
  job: ExpireCheckoutJob,
  commands: CommandPort,
): Promise<{ expired: boolean }> {
  const result = await commands.send({ type: 'ExpireCheckout', orderId: job.orderId });
  return { expired: result.events.includes('CheckoutExpired') };
}
