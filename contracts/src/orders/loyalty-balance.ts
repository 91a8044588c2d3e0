import type { LoyaltyEvent } from './events';

/** How a loyalty event moves the balance (earned + refunded − redeemed); one rule for the decider and the read model. */
export const loyaltyBalanceDelta = (event: LoyaltyEvent): number =>
  event.type === 'PointsRedeemed' ? -event.data.points : event.data.points;
