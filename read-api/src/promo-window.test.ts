import { describe, expect, it } from 'vitest';
import { withCurrentActivity } from './promo-window';

const promo = {
  promo_code: 'ORAN10',
  pourcentage: 10,
  active: true,
  startsAt: '2025-01-01T10:00:00.000Z',
  endsAt: '2025-01-02T10:00:00.000Z',
};

describe('promo activity', () => {
  it('is active inside [startsAt, endsAt) while the flag is on', () => {
    expect(withCurrentActivity(promo, new Date('2025-01-01T10:00:00.000Z')).active).toBe(true);
    expect(withCurrentActivity(promo, new Date('2025-01-02T09:59:59.999Z')).active).toBe(true);
    expect(withCurrentActivity(promo, new Date('2025-01-02T10:00:00.000Z')).active).toBe(false);
    expect(withCurrentActivity(promo, new Date('2025-01-01T09:59:59.999Z')).active).toBe(false);
  });
  it('is inactive when the flag is off, whatever the time', () => {
    expect(
      withCurrentActivity({ ...promo, active: false }, new Date('2025-01-01T12:00:00.000Z')).active,
    ).toBe(false);
  });
});
