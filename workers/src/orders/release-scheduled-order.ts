import type { ReleaseScheduledOrderJob } from '@shop/contracts';
import type { CommandPort } from '@shop/platform/commands/port';

/**
 * Moves a scheduled order to the staff's live list through the command port, as the system
 * (ReleaseScheduledOrder → ScheduledOrderReleased). Cancelled or released meanwhile: a no-op, not a failure.
 */
export async function releaseScheduledOrder(
  job: ReleaseScheduledOrderJob,
  commands: CommandPort,
): Promise<{ released: boolean }> {
  const result = await commands.send({ type: 'ReleaseScheduledOrder', orderId: job.orderId });
  return { released: result.events.includes('ScheduledOrderReleased') };
}
