import type { Redis } from 'ioredis';
import type { PromoView, StaffPromoView } from '@shop/contracts';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';
import { withCurrentActivity } from './promo-window';

/**
 * Every promo as staff see it at `at`: `enabled` is the staff flag, `active` whether a customer can use it now
 * (flag on and `at` inside its window). By start, then code.
 */
export async function promosAt(redis: Redis, keys: ReadModelKeys, at: Date): Promise<StaffPromoView[]> {
  const codes = await redis.smembers(keys.promos);
  const raws = codes.length === 0 ? [] : await redis.mget(codes.map(keys.promo));
  return raws
    .flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as PromoView]))
    .map((p) => ({ ...withCurrentActivity(p, at), enabled: p.active }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.promo_code.localeCompare(b.promo_code));
}
