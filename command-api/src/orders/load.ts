import type { Redis } from '@shop/platform/redis';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';

/**
 * The kitchen's load for a promised time (docs/kitchen.md): the staff's count of placed orders not finished yet, from
 * the orders read model. An estimate, not a rule: a count a moment behind the log moves a promise by a few minutes at
 * most, and no decision refuses anything on it (0 when the read models are not there yet).
 */
export const ordersInPreparationFrom = (redis: Redis, prefix: string) => async (): Promise<number> => {
  const version = await redis.get(sharedKeys(prefix).current);
  if (version === null) return 0;
  const count = Number(await redis.get(readModelKeys(prefix, Number(version)).ordersNewCount));
  return Number.isFinite(count) && count > 0 ? count : 0;
};
