import { describe, expect, it } from 'vitest';
import type { LoyaltyEvent } from './events';
import { loyaltyBalanceDelta } from './loyalty-balance';

const data = { userId: 'u-1', orderId: 'o-1', points: 12, at: '2025-03-01T09:00:00.000Z' };

describe('loyaltyBalanceDelta', () => {
  it('adds earned and refunded points and takes redeemed ones away', () => {
    const events: LoyaltyEvent[] = [
      { type: 'PointsEarned', data },
      { type: 'PointsRedeemed', data },
      { type: 'PointsRefunded', data },
    ];
    expect(events.map(loyaltyBalanceDelta)).toEqual([12, -12, 12]);
  });
});
