import { describe, expect, it } from 'vitest';
import beforeAllDay from '../schema/fixtures/opening-hours-set.before-all-day.json';
import { eventUpcasting } from '../schema/upcasters';
import { ALL_DAY, catalogueEvent, openingHours, type OpeningHours } from './events';
import { openingStatus } from './opening-hours';

const day = { open: '11:00', close: '23:00' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  // Friday 14:00 → Saturday 01:00; closed on Sunday.
  days: {
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: { open: '14:00', close: '01:00' },
    sat: day,
    sun: null,
  },
};
// 2025-01-06 is a Monday. Algiers is UTC+1: 11:00 in Oran is 10:00Z.
const at = (iso: string) => new Date(iso);

describe('openingStatus (Africa/Algiers)', () => {
  it('no hours set: always open', () => {
    expect(openingStatus(null, at('2025-01-06T03:00:00Z'))).toEqual({ openNow: true, nextOpening: null });
  });
  it('open inside the day, using Algiers time and not UTC', () => {
    expect(openingStatus(hours, at('2025-01-06T10:00:00Z')).openNow).toBe(true); // 11:00 Oran
    expect(openingStatus(hours, at('2025-01-06T09:59:00Z')).openNow).toBe(false); // 10:59 Oran
    expect(openingStatus(hours, at('2025-01-06T21:59:59Z')).openNow).toBe(true); // 22:59:59 Oran
    expect(openingStatus(hours, at('2025-01-06T22:00:00Z')).openNow).toBe(false); // 23:00 Oran: closed
  });
  it('before opening: next opening is today at 11:00 Oran', () => {
    expect(openingStatus(hours, at('2025-01-06T07:30:12.345Z'))).toEqual({
      openNow: false,
      nextOpening: '2025-01-06T10:00:00.000Z',
    });
  });
  it('after closing: next opening is tomorrow', () => {
    expect(openingStatus(hours, at('2025-01-06T22:30:00Z')).nextOpening).toBe('2025-01-07T10:00:00.000Z');
  });
  it('a day closing after midnight is open in the small hours of the next day', () => {
    // Saturday 00:30 Oran = Friday 23:30Z
    expect(openingStatus(hours, at('2025-01-10T23:30:00Z')).openNow).toBe(true);
    // Saturday 01:00 Oran: closed until Saturday 11:00
    expect(openingStatus(hours, at('2025-01-11T00:00:00Z'))).toEqual({
      openNow: false,
      nextOpening: '2025-01-11T10:00:00.000Z',
    });
  });
  it('a closed Sunday: Saturday night sends to Monday 11:00, across the week boundary', () => {
    expect(openingStatus(hours, at('2025-01-11T23:00:00Z')).nextOpening).toBe('2025-01-13T10:00:00.000Z');
  });
  it('Sunday night opening into Monday wraps the week', () => {
    const late: OpeningHours = { ...hours, days: { ...hours.days, sun: { open: '20:00', close: '02:00' } } };
    // Monday 01:00 Oran = Monday 00:00Z
    expect(openingStatus(late, at('2025-01-06T00:00:00Z')).openNow).toBe(true);
  });
  it('a day open 24 h (00:00 → 24:00) is open all night, up to the next day', () => {
    // Tuesday open round the clock, Wednesday from 11:00: 2025-01-07 is a Tuesday.
    const allTuesday: OpeningHours = { ...hours, days: { ...hours.days, tue: ALL_DAY } };
    expect(openingStatus(allTuesday, at('2025-01-06T23:00:00Z')).openNow).toBe(true); // Tue 00:00 Oran
    expect(openingStatus(allTuesday, at('2025-01-07T02:30:00Z')).openNow).toBe(true); // Tue 03:30 Oran
    expect(openingStatus(allTuesday, at('2025-01-07T22:59:59Z')).openNow).toBe(true); // Tue 23:59:59 Oran
    expect(openingStatus(allTuesday, at('2025-01-07T23:00:00Z'))).toEqual({
      openNow: false, // Wed 00:00 Oran
      nextOpening: '2025-01-08T10:00:00.000Z',
    });
  });
  it('seven days open 24 h: open at every minute of the week, across Sunday midnight, with no gap', () => {
    const always: OpeningHours = {
      timezone: 'Africa/Algiers',
      days: {
        mon: ALL_DAY,
        tue: ALL_DAY,
        wed: ALL_DAY,
        thu: ALL_DAY,
        fri: ALL_DAY,
        sat: ALL_DAY,
        sun: ALL_DAY,
      },
    };
    // Each day's first and last minutes (the minute 23:59 → 24:00 was the gap of "always open" before) and noon.
    for (let day = 0; day < 7; day++)
      for (const minute of [0, 1, 720, 1438, 1439, 1439.99]) {
        const instant = Date.UTC(2025, 0, 5, 23) + (day * 1440 + minute) * 60_000; // from Monday 00:00 Oran
        expect(openingStatus(always, new Date(instant)).openNow).toBe(true);
      }
  });
  it('24:00 only closes a day: as an opening, or past midnight, it is refused', () => {
    const monday = (mon: unknown) => openingHours.safeParse({ days: { ...hours.days, mon } }).success;
    expect(monday(ALL_DAY)).toBe(true);
    expect(monday({ open: '18:00', close: '24:00' })).toBe(true);
    expect(monday({ open: '24:00', close: '02:00' })).toBe(false);
    expect(monday({ open: '00:00', close: '24:30' })).toBe(false);
    expect(monday({ open: '11:00', close: '11:00' })).toBe(false);
  });
  it('hours written before 24:00 existed read as they were (a wider bound: no upcaster)', () => {
    expect(eventUpcasting.currentVersion('OpeningHoursSet')).toBe(1);
    expect(eventUpcasting.upcast(beforeAllDay)).toBe(beforeAllDay);
    const parsed = catalogueEvent.parse({ type: beforeAllDay.type, data: beforeAllDay.data });
    expect(parsed.data).toEqual(beforeAllDay.data);
    // Its Tuesday 00:00 → 23:59, the old way to say "open all day", still leaves its last minute closed.
    const old = parsed.data as OpeningHours;
    expect(openingStatus(old, at('2025-01-07T22:59:00Z')).openNow).toBe(false); // Tue 23:59 Oran
  });
  it('never open: closed with no next opening', () => {
    const never: OpeningHours = {
      timezone: 'Africa/Algiers',
      days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    };
    expect(openingStatus(never, at('2025-01-06T10:00:00Z'))).toEqual({ openNow: false, nextOpening: null });
  });
});
