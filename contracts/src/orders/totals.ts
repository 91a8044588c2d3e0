// The order's money (docs/orders.md "Orders"). Whole DA everywhere; 1 bonus point = 1 DA off.
//   items         = Σ line totals, each line = finalUnitPrice (product discount while the flag is on) × quantity
//   promoDiscount = round(items × promo% / 100)
//   points        = the points actually deducted: min(points used, items − promoDiscount) (points never pay delivery)
//   delivery      = the district's delivery price (0 on site)
//   total         = items − promoDiscount − points + delivery (never below 0)

export type OrderTotals = {
  items: number;
  promoDiscount: number;
  points: number;
  delivery: number;
  total: number;
};

export type TotalsInput = {
  lines: ReadonlyArray<{ lineTotal: number }>;
  promoPercentage?: number | null;
  points?: number;
  deliveryPrice?: number;
};

export function orderTotals({
  lines,
  promoPercentage,
  points = 0,
  deliveryPrice = 0,
}: TotalsInput): OrderTotals {
  const items = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const pct = Math.min(100, Math.max(0, promoPercentage ?? 0));
  // items × pct is an exact integer, so .5 cases round the same on every engine.
  const promoDiscount = Math.round((items * pct) / 100);
  const afterPromo = items - promoDiscount;
  const deducted = Math.min(Math.max(0, Math.floor(points)), afterPromo);
  const delivery = Math.max(0, deliveryPrice);
  return {
    items,
    promoDiscount,
    points: deducted,
    delivery,
    total: Math.max(0, afterPromo - deducted + delivery),
  };
}

/** DA of food per earned point. */
export const DA_PER_POINT_EARNED = 100;

/**
 * Points earned when the order reaches its last step: 1 per 100 DA paid for the food (items after the promo and
 * the points used; delivery excluded), rounded down.
 */
export const pointsEarnedFor = (totals: OrderTotals): number =>
  Math.floor(Math.max(0, totals.items - totals.promoDiscount - totals.points) / DA_PER_POINT_EARNED);
