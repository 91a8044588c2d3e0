import { describe, expect, it } from 'vitest';
import {
  isFinishedStatus,
  lastStepOf,
  matchesStatusFilter,
  orderStepLabels,
  orderStepNames,
  stepIndex,
  stepsOf,
} from './steps';
import { orderTotals, pointsEarnedFor } from './totals';

describe('order totals (worked examples)', () => {
  it('delivery with a 20 % promo and 150 points', () => {
    // 2 × 810 (900 − 10 %) + 1 × 250 = 1870; promo 20 % = 374; points 150; delivery 200
    const t = orderTotals({
      lines: [{ lineTotal: 1620 }, { lineTotal: 250 }],
      promoPercentage: 20,
      points: 150,
      deliveryPrice: 200,
    });
    expect(t).toEqual({ items: 1870, promoDiscount: 374, points: 150, delivery: 200, total: 1546 });
    expect(pointsEarnedFor(t)).toBe(13); // floor((1870 − 374 − 150) / 100)
  });
  it('on site without promo nor points', () => {
    expect(orderTotals({ lines: [{ lineTotal: 900 }] })).toEqual({
      items: 900,
      promoDiscount: 0,
      points: 0,
      delivery: 0,
      total: 900,
    });
  });
  it('rounds the promo to the whole DA', () => {
    expect(orderTotals({ lines: [{ lineTotal: 333 }], promoPercentage: 15 }).promoDiscount).toBe(50); // 49.95
  });
  it('points never pay the delivery nor go below 0', () => {
    const t = orderTotals({
      lines: [{ lineTotal: 500 }],
      promoPercentage: 50,
      points: 1000,
      deliveryPrice: 150,
    });
    expect(t).toEqual({ items: 500, promoDiscount: 250, points: 250, delivery: 150, total: 150 });
    expect(pointsEarnedFor(t)).toBe(0);
  });
  it('a 100 % promo makes the items free', () => {
    expect(orderTotals({ lines: [{ lineTotal: 1200 }], promoPercentage: 100, deliveryPrice: 0 }).total).toBe(
      0,
    );
  });
});

describe('order steps', () => {
  it('has the step tables of the design', () => {
    expect(stepsOf('delivery')).toEqual(['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered']);
    expect(stepsOf('on_site')).toEqual(['placed', 'accepted', 'preparing', 'ready', 'served']);
    expect(lastStepOf('delivery')).toBe('delivered');
    expect(lastStepOf('on_site')).toBe('served');
    expect(stepIndex('delivery', 'ready')).toBe(-1);
    expect(stepIndex('on_site', 'preparing')).toBe(2);
  });
  it('labels every step in fr, en and ar', () => {
    for (const s of orderStepNames)
      for (const l of ['fr', 'en', 'ar'] as const) expect(orderStepLabels[s][l]).toBeTruthy();
    expect(orderStepLabels.placed.fr).toBe('Reçue');
    expect(orderStepLabels.out_for_delivery.fr).toBe('En livraison');
  });
  it('filters finish / unfinish / all', () => {
    for (const s of ['delivered', 'served', 'cancelled'] as const) {
      expect(isFinishedStatus(s)).toBe(true);
      expect(matchesStatusFilter(s, 'finish')).toBe(true);
      expect(matchesStatusFilter(s, 'unfinish')).toBe(false);
    }
    for (const s of ['checkout', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const) {
      expect(matchesStatusFilter(s, 'unfinish')).toBe(true);
      expect(matchesStatusFilter(s, 'finish')).toBe(false);
      expect(matchesStatusFilter(s, 'all')).toBe(true);
    }
  });
});
