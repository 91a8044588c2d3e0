import { describe, expect, it } from 'vitest';
import { dayLabel, fullHours, lastDays, percentOf } from './stats';

describe('stats shaping', () => {
  it('labels days and keeps the last ones', () => {
    expect(dayLabel('2030-03-09')).toBe('09/03');
    const days = Array.from({ length: 40 }, (_, i) => ({
      day: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
      orders: i,
      revenue: i * 100,
    }));
    expect(lastDays(days)).toHaveLength(30);
    expect(lastDays(days)[29]?.orders).toBe(39);
  });
  it('fills the 24 hours and computes shares', () => {
    const hours = fullHours([{ hour: 13, orders: 5 }]);
    expect(hours).toHaveLength(24);
    expect(hours[13]).toEqual({ hour: '13h', orders: 5 });
    expect(hours[0]?.orders).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(1, 0)).toBe(0);
  });
});
