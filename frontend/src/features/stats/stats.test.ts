import { describe, expect, it } from 'vitest';
import { dayLabel, formatConversion, fullHours, lastDays, percentOf, periodConversion } from './stats';

describe('stats shaping', () => {
  it('labels days and keeps the last ones', () => {
    expect(dayLabel('2030-03-09')).toBe('09/03');
    const days = Array.from({ length: 40 }, (_, i) => ({
      day: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
      orders: i,
      revenue: i * 100,
      visits: 0,
      conversion: null,
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
  it('converts over the period: total orders ÷ total visits, none without visits', () => {
    expect(
      periodConversion([
        { orders: 1, visits: 4 },
        { orders: 2, visits: 8 },
      ]),
    ).toBe(0.25);
    expect(periodConversion([{ orders: 3, visits: 0 }])).toBeNull();
    expect(periodConversion([])).toBeNull();
    expect(formatConversion(0.25, 'en-GB', '—')).toBe('25%');
    expect(formatConversion(0.1234, 'en-GB', '—')).toBe('12.3%');
    expect(formatConversion(null, 'en-GB', '—')).toBe('—');
  });
});
