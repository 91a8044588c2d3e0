import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatConversion,
  fullHours,
  percentOf,
  periodConversion,
  periodDays,
  periodTotals,
} from './stats';

describe('stats shaping', () => {
  it('labels days and keeps those of the last 30 calendar days (not the last 30 days with figures)', () => {
    expect(dayLabel('2030-03-09')).toBe('09/03');
    const day = (d: string, orders: number, visits: number) => ({
      day: d,
      orders,
      revenue: orders * 100,
      visits,
      conversion: null,
    });
    const days = [
      day('2030-01-10', 5, 50), // 37 days before: out
      day('2030-01-17', 1, 10), // the first day of the period
      day('2030-02-01', 2, 20),
      day('2030-02-15', 3, 30), // today
    ];
    const period = periodDays(days, '2030-02-15');
    expect(period.map((d) => [d.day, d.label])).toEqual([
      ['2030-01-17', '17/01'],
      ['2030-02-01', '01/02'],
      ['2030-02-15', '15/02'],
    ]);
    // Visits, orders and the conversion over the same days.
    expect(periodTotals(period)).toEqual({ orders: 6, visits: 60, conversion: 0.1 });
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
