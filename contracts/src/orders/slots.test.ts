import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../catalogue/events';
import { isOfferedSlot, releaseAt, slotDay, slotStarts } from './slots';

// 2026-11-24 is a Tuesday. Oran is UTC+1: 10:00 local = 09:00Z.
const lunchToLate = { open: '11:00', close: '23:00' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: {
    mon: lunchToLate,
    tue: lunchToLate,
    wed: lunchToLate,
    thu: null,
    fri: lunchToLate,
    sat: lunchToLate,
    sun: lunchToLate,
  },
};
const local = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00.000+01:00`);
const iso = (day: string, hhmm: string) => local(day, hhmm).toISOString();
const byDay = (starts: string[]) =>
  starts.reduce<Record<string, number>>(
    (acc, s) => ({ ...acc, [slotDay(s)]: (acc[slotDay(s)] ?? 0) + 1 }),
    {},
  );

describe('slotStarts', () => {
  it('gives the quarter hours inside the hours of today and the next two days, a closed day none', () => {
    const starts = slotStarts(hours, local('2026-11-24', '10:00'));
    // 11:00 … 22:45: the last slot ends at closing time. Thursday is closed.
    expect(byDay(starts)).toEqual({ '2026-11-24': 48, '2026-11-25': 48 });
    expect(starts[0]).toBe(iso('2026-11-24', '11:00'));
    expect(starts[47]).toBe(iso('2026-11-24', '22:45'));
    expect(starts[48]).toBe(iso('2026-11-25', '11:00'));
    expect(starts.at(-1)).toBe(iso('2026-11-25', '22:45'));
  });

  it('starts at least 30 minutes from now, on the next quarter', () => {
    const starts = slotStarts(hours, local('2026-11-24', '11:40'));
    expect(starts[0]).toBe(iso('2026-11-24', '12:15'));
    expect(starts).not.toContain(iso('2026-11-24', '12:00'));
  });

  it('offers later slots while the shop is closed now, and the day after tomorrow at most', () => {
    const starts = slotStarts(hours, local('2026-11-25', '23:30'));
    // Wednesday night: Thursday closed, Friday open; Saturday is the third day, not offered.
    expect(byDay(starts)).toEqual({ '2026-11-27': 48 });
    expect(starts[0]).toBe(iso('2026-11-27', '11:00'));
  });

  it('puts the slots of hours past midnight on the next day, and an opening off the quarter on the next quarter', () => {
    const late: OpeningHours = {
      ...hours,
      days: { ...hours.days, fri: { open: '18:10', close: '01:00' } },
    };
    const starts = slotStarts(late, local('2026-11-27', '12:00'));
    expect(starts[0]).toBe(iso('2026-11-27', '18:15'));
    expect(starts).toContain(iso('2026-11-28', '00:45'));
    expect(starts).not.toContain(iso('2026-11-28', '01:00'));
    expect(starts.filter((s) => slotDay(s) === '2026-11-28')[0]).toBe(iso('2026-11-28', '00:00'));
  });

  it('without opening hours the shop is always open: every quarter hour', () => {
    const starts = slotStarts(null, local('2026-11-24', '00:00'));
    expect(byDay(starts)).toEqual({ '2026-11-24': 94, '2026-11-25': 96, '2026-11-26': 96 });
  });

  it('is sorted, without duplicates, on quarter hours', () => {
    const starts = slotStarts(hours, local('2026-11-24', '08:00'));
    expect([...starts].sort()).toEqual(starts);
    expect(new Set(starts).size).toBe(starts.length);
    for (const s of starts) expect(s).toMatch(/T\d{2}:(00|15|30|45):00\.000Z$/);
  });
});

describe('isOfferedSlot', () => {
  const now = local('2026-11-24', '10:00');
  it('accepts an offered slot and refuses the past, closed hours, a closed day, off-quarter and the fourth day', () => {
    expect(isOfferedSlot(hours, now, iso('2026-11-24', '12:30'))).toBe(true);
    expect(isOfferedSlot(hours, now, iso('2026-11-24', '10:15'))).toBe(false); // in 15 min, before opening
    expect(isOfferedSlot(hours, now, iso('2026-11-24', '23:00'))).toBe(false); // closing time
    expect(isOfferedSlot(hours, now, iso('2026-11-26', '12:00'))).toBe(false); // Thursday closed
    expect(isOfferedSlot(hours, now, iso('2026-11-24', '12:10'))).toBe(false);
    expect(isOfferedSlot(hours, now, iso('2026-11-27', '12:00'))).toBe(false);
  });

  it('releases the order 30 minutes before its slot', () => {
    expect(new Date(releaseAt(iso('2026-11-24', '12:30'))).toISOString()).toBe(iso('2026-11-24', '12:00'));
  });
});
