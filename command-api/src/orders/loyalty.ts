import { DomainError } from '@shop/contracts';
import {
  lastStepOf,
  loyaltyBalanceDelta,
  pointsEarnedFor,
  type LoyaltyEvent,
  type LoyaltyEventOf,
} from '@shop/contracts/orders/index';
import type { Decider } from '../decider';
import { orderStatusOf, type OrderState } from './decider';

// The loyalty account on `loyalty-{userId}` (docs/orders.md "Orders"): 1 point = 1 DA off; earned when an
// order reaches its last step, redeemed when an order using points is placed, refunded when that order is cancelled.
// At most one event per (kind, order): a repeated command is a no-op, so the handler may settle an order any
// number of times.

export type LoyaltyKind = 'redeem' | 'earn' | 'refund';
export type LoyaltyCommand = {
  type: 'RedeemPoints' | 'EarnPoints' | 'RefundPoints';
  data: { userId: string; orderId: string; points: number };
  metadata: { now: string };
};
export type LoyaltyState = { balance: number; done: Record<string, true> };

const kindOf = { RedeemPoints: 'redeem', EarnPoints: 'earn', RefundPoints: 'refund' } as const;
const eventOf = {
  RedeemPoints: 'PointsRedeemed',
  EarnPoints: 'PointsEarned',
  RefundPoints: 'PointsRefunded',
} as const;
const kindOfEvent = { PointsRedeemed: 'redeem', PointsEarned: 'earn', PointsRefunded: 'refund' } as const;

export const loyaltyDecider: Decider<LoyaltyState, LoyaltyCommand, LoyaltyEvent> = {
  initialState: () => ({ balance: 0, done: {} }),

  decide(command, state) {
    const { userId, orderId, points } = command.data;
    if (!(points > 0)) return [];
    if (state.done[`${kindOf[command.type]}:${orderId}`]) return [];
    // Only what was redeemed for this order comes back.
    if (command.type === 'RefundPoints' && !state.done[`redeem:${orderId}`]) return [];
    // The balance is checked by the order (UseBonusPoints, PlaceOrder); here the redemption is a fact that already
    // happened on the order, so it is recorded even if a concurrent order of the same customer spent the points first.
    if (!Number.isInteger(points)) throw new DomainError('validation.failed');
    const type = eventOf[command.type];
    return [
      { type, data: { userId, orderId, points, at: command.metadata.now } } as LoyaltyEventOf<typeof type>,
    ];
  },

  evolve(state, e) {
    return {
      balance: state.balance + loyaltyBalanceDelta(e),
      done: { ...state.done, [`${kindOfEvent[e.type]}:${e.data.orderId}`]: true },
    };
  },
};

/** The loyalty commands an order's state calls for (in order); the handler sends each, idempotently. */
export function loyaltyDue(order: OrderState): { type: LoyaltyCommand['type']; points: number }[] {
  if (order.status === 'none' || !order.totals) return [];
  const due: { type: LoyaltyCommand['type']; points: number }[] = [];
  if (order.totals.points > 0) due.push({ type: 'RedeemPoints', points: order.totals.points });
  if (order.status === 'placed' && orderStatusOf(order) === lastStepOf(order.type)) {
    const earned = pointsEarnedFor(order.totals);
    if (earned > 0) due.push({ type: 'EarnPoints', points: earned });
  }
  if (order.status === 'cancelled' && order.totals.points > 0)
    due.push({ type: 'RefundPoints', points: order.totals.points });
  return due;
}
