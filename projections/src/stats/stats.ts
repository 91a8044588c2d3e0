import type { Projection, ProjectionContext } from '../projection';

// The numbers of the back-office (GET /api/stats): counters kept up to date per placed order, so the dashboard reads
// a handful of hashes and never scans orders. A cancelled order is taken out again, exactly as it was counted (its
// contribution is kept under stats:order:{id}). Days and hours are Africa/Algiers wall-clock time.

const TIME_ZONE = 'Africa/Algiers';

/** `YYYY-MM-DD` and hour 0–23 of an instant in Oran. */
// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it.
const dayHourFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

export function localDayHour(iso: string): { day: string; hour: number } {
  const parts = dayHourFormat.formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

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

export const statsProjection: Projection = {
  name: 'stats',
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
        tx.set(keys.stats.order(d.orderId), JSON.stringify(c));
        return [{ topic: 'stats', audience: 'staff' }];
      }
      case 'OrderCancelled': {
        const raw = await redis.get(keys.stats.order(event.data.orderId));
        if (raw === null) return []; // a checkout never placed
        const c = JSON.parse(raw) as OrderContribution;
        if (c.cancelled) return [];
        add(ctx, c, -1);
        tx.hincrby(keys.stats.totals, 'cancelled', 1);
        tx.set(keys.stats.order(event.data.orderId), JSON.stringify({ ...c, cancelled: true }));
        return [{ topic: 'stats', audience: 'staff' }];
      }
      default:
        return [];
    }
  },
};
