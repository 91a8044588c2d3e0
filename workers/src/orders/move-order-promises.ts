import type { Redis } from 'ioredis';
import type { MoveOrderPromisesJob } from '@shop/contracts';
import type { CommandPort } from '@shop/platform/commands/port';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';

/**
 * A kitchen delay reaches every open order (docs/kitchen.md): the orders not finished, from the staff's list, each
 * sent MoveOrderPromise as the system. An order finished, cancelled or already moved meanwhile is a no-op; a failure
 * fails the job, whose retry sends the moves again (the ones done are no-ops then).
 */
export async function moveOrderPromises(
  job: MoveOrderPromisesJob,
  { redis, prefix, commands }: { redis: Redis; prefix: string; commands: CommandPort },
): Promise<{ orders: number; moved: number }> {
  const version = await redis.get(sharedKeys(prefix).current);
  if (version === null) return { orders: 0, moved: 0 };
  const ids = await redis.zrange(readModelKeys(prefix, Number(version)).orders('unfinish'), 0, '-1');
  let moved = 0;
  for (const orderId of ids) {
    const result = await commands.send({ type: 'MoveOrderPromise', orderId, delayMinutes: job.delayMinutes });
    if (result.events.includes('OrderPromiseMoved')) moved += 1;
  }
  return { orders: ids.length, moved };
}
