import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';

/**
 * The order's display number (`orderID`, 1, 2, 3… the number the screens show), from the orders read model. The
 * confirmation job usually runs a few milliseconds after OrderPlaced, so the projection may not have numbered the
 * order yet: it is asked again every 100 ms for up to `waitMs`; null when it still has no number.
 */
export async function orderDisplayNumber(
  redis: Redis,
  prefix: string,
  orderId: string,
  waitMs = 3_000,
): Promise<number | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const version = await redis.get(sharedKeys(prefix).current);
    if (version !== null) {
      const raw = await redis.get(readModelKeys(prefix, Number(version)).order(orderId));
      const number = raw === null ? undefined : (JSON.parse(raw) as { orderID?: unknown }).orderID;
      if (typeof number === 'number') return number;
    }
    if (Date.now() >= deadline) return null;
    await sleep(100);
  }
}
