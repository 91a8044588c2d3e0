import { describe, expect, it } from 'vitest';
import type { LoyaltyEvent, OrderEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider } from './decider';
import { loyaltyDecider, loyaltyDue, type LoyaltyCommand } from './loyalty';

const at = '2025-03-01T12:00:00.000Z';
const cmd = (type: LoyaltyCommand['type'], orderId: string, points: number): LoyaltyCommand => ({
  type,
  data: { userId: 'u1', orderId, points },
  metadata: { now: at },
});
const ev = (type: LoyaltyEvent['type'], orderId: string, points: number) =>
  ({ type, data: { userId: 'u1', orderId, points, at } }) as LoyaltyEvent;
const spec = deciderSpec(loyaltyDecider);

describe('loyalty decider', () => {
  it('earns, redeems and refunds once per order', () => {
    spec
      .given([])
      .when(cmd('EarnPoints', 'o1', 18))
      .then([ev('PointsEarned', 'o1', 18)]);
    spec
      .given([ev('PointsEarned', 'o1', 18)])
      .when(cmd('EarnPoints', 'o1', 18))
      .thenNothing();
    spec
      .given([ev('PointsEarned', 'o1', 18)])
      .when(cmd('RedeemPoints', 'o2', 10))
      .then([ev('PointsRedeemed', 'o2', 10)]);
    spec
      .given([ev('PointsRedeemed', 'o2', 10)])
      .when(cmd('RedeemPoints', 'o2', 10))
      .thenNothing();
    spec
      .given([ev('PointsRedeemed', 'o2', 10)])
      .when(cmd('RefundPoints', 'o2', 10))
      .then([ev('PointsRefunded', 'o2', 10)]);
    spec
      .given([ev('PointsRedeemed', 'o2', 10), ev('PointsRefunded', 'o2', 10)])
      .when(cmd('RefundPoints', 'o2', 10))
      .thenNothing();
  });
  it('refunds only what was redeemed for that order; zero points is nothing', () => {
    spec
      .given([])
      .when(cmd('RefundPoints', 'o3', 10))
      .thenNothing();
    spec
      .given([])
      .when(cmd('EarnPoints', 'o3', 0))
      .thenNothing();
  });
  it('folds the balance', () => {
    const events = [
      ev('PointsEarned', 'o1', 18),
      ev('PointsRedeemed', 'o2', 10),
      ev('PointsRefunded', 'o2', 10),
      ev('PointsRedeemed', 'o4', 5),
    ];
    expect(events.reduce(loyaltyDecider.evolve, loyaltyDecider.initialState()).balance).toBe(13);
  });
});

describe('loyaltyDue', () => {
  const placedWith = (points: number): OrderEvent[] => [
    {
      type: 'CheckoutStarted',
      data: {
        orderId: 'o1',
        userId: 'u1',
        type: 'on_site',
        lines: [],
        discountsEnabled: true,
        startedAt: at,
      },
    },
    {
      type: 'OrderPlaced',
      data: {
        orderId: 'o1',
        userId: 'u1',
        type: 'on_site',
        lines: [],
        promo: null,
        delivery: { recipient: 'a', phone: '0550123456' },
        deliveryPrice: 0,
        totals: { items: 2000, promoDiscount: 0, points, delivery: 0, total: 2000 - points },
        placedAt: at,
        slot: null,
        channel: 'online',
        takenBy: null,
      },
    },
  ];
  const fold = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());
  const by = { userId: 's', role: 'admin' as const };
  it('redeems the deducted points once placed', () =>
    expect(loyaltyDue(fold(placedWith(150)))).toEqual([{ type: 'RedeemPoints', points: 150 }]));
  it('earns 1 point per 100 DA paid for the food at the last step', () =>
    expect(
      loyaltyDue(
        fold([
          ...placedWith(150),
          { type: 'OrderStepConfirmed', data: { orderId: 'o1', step: 'served', at, by } },
        ]),
      ),
    ).toEqual([
      { type: 'RedeemPoints', points: 150 },
      { type: 'EarnPoints', points: 18 },
    ]));
  it('refunds the points of a cancelled order', () =>
    expect(
      loyaltyDue(
        fold([
          ...placedWith(150),
          { type: 'OrderCancelled', data: { orderId: 'o1', reason: 'customer', by, at } },
        ]),
      ),
    ).toEqual([
      { type: 'RedeemPoints', points: 150 },
      { type: 'RefundPoints', points: 150 },
    ]));
  it('nothing for a checkout', () => expect(loyaltyDue(fold(placedWith(0).slice(0, 1)))).toEqual([]));
});
