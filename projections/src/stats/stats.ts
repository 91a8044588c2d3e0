import { localDayHour } from '@shop/contracts';
import { readJson, writeJson, defineProjection, type ProjectionContext } from '../projection';

export { localDayHour };

// The numbers of the back-office (GET /api/stats): counters kept up to date per placed order, so the dashboard reads
// a handful of hashes and never scans orders. A cancelled order is taken out again, exactly as it was counted (its
// contribution is kept under stats:order:{id}). Days and hours are Africa/Algiers wall-clock time. A visit (one per
// browser per day, spec §7) counts on the day the command gave it, the day of its stream; a staff browser's visit
// does not count (StaffVisitRecorded takes out the visit it had before staff logged in).

/** What one order added to the counters. */
export type OrderContribution = {
  day: string;
  hour: number;
  type: string;
  revenue: number;
  promo: { code: string; discount: number } | null;
  lines: { productId: string; name: string; quantity: number; revenue: number }[];
  cancelled: boolean;
};

const add = (ctx: ProjectionContext, c: OrderContribution, sign: 1 | -1): void => {
  const { tx, keys } = ctx;
  const s = keys.stats;
  tx.hincrby(s.dayOrders, c.day, sign);
  tx.hincrby(s.dayRevenue, c.day, sign * c.revenue);
  tx.hincrby(s.hourOrders, String(c.hour), sign);
  tx.hincrby(s.typeOrders, c.type, sign);
  tx.hincrby(s.totals, 'orders', sign);
  tx.hincrby(s.totals, 'revenue', sign * c.revenue);
  if (c.promo) {
    tx.hincrby(s.promoOrders, c.promo.code, sign);
    tx.hincrby(s.promoDiscount, c.promo.code, sign * c.promo.discount);
    tx.hincrby(s.totals, 'withPromo', sign);
    tx.hincrby(s.totals, 'discount', sign * c.promo.discount);
  }
  for (const line of c.lines) {
    tx.zincrby(s.productQuantity, sign * line.quantity, line.productId);
    tx.zincrby(s.productRevenue, sign * line.revenue, line.productId);
    if (sign === 1) tx.hset(s.productNames, line.productId, line.name);
  }
};

export const statsProjection = defineProjection({
  name: 'stats',
  handles: ['OrderPlaced', 'OrderCancelled', 'VisitRecorded', 'StaffVisitRecorded', 'OrderRated'],
  async apply(event, ctx) {
    const { keys, redis, tx } = ctx;
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        if ((await redis.exists(keys.stats.order(d.orderId))) === 1) return [];
        const { day, hour } = localDayHour(d.placedAt);
        const c: OrderContribution = {
          day,
          hour,
          type: d.type,
          revenue: d.totals.total,
          promo: d.promo ? { code: d.promo.code, discount: d.totals.promoDiscount } : null,
          lines: d.lines.map((l) => ({
            productId: l.productId,
            name: l.name,
            quantity: l.quantity,
            revenue: l.lineTotal,
          })),
          cancelled: false,
        };
        add(ctx, c, 1);
        writeJson(tx, keys.stats.order(d.orderId), c);
        return [{ topic: 'stats', audience: 'staff' }];
      }
      case 'OrderCancelled': {
        const c = await readJson<OrderContribution>(redis, keys.stats.order(event.data.orderId));
        if (c === null) return []; // a checkout never placed
        if (c.cancelled) return [];
        add(ctx, c, -1);
        tx.hincrby(keys.stats.totals, 'cancelled', 1);
        writeJson(tx, keys.stats.order(event.data.orderId), { ...c, cancelled: true });
        return [{ topic: 'stats', audience: 'staff' }];
      }
      case 'OrderRated': {
        // Counted on the day it was given (Africa/Algiers); the decider takes one rating per order.
        const { day } = localDayHour(event.data.at);
        tx.hincrby(keys.stats.dayRatings, day, 1);
        tx.hincrby(keys.stats.dayStars, day, event.data.stars);
        return [{ topic: 'stats', audience: 'staff' }];
      }
      case 'VisitRecorded':
        tx.hincrby(keys.stats.dayVisits, event.data.day, 1);
        tx.hincrby(keys.stats.totals, 'visits', 1);
        return [{ topic: 'stats', audience: 'staff' }];
      case 'StaffVisitRecorded':
        // A staff browser: not counted, and its earlier visit of the day (before staff logged in) taken out.
        if (!event.data.wasCounted) return [];
        tx.hincrby(keys.stats.dayVisits, event.data.day, -1);
        tx.hincrby(keys.stats.totals, 'visits', -1);
        return [{ topic: 'stats', audience: 'staff' }];
      default:
        return [];
    }
  },
});
