import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './events';
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
  it('never open: closed with no next opening', () => {
    const never: OpeningHours = {
      timezone: 'Africa/Algiers',
      days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    };
    expect(openingStatus(never, at('2025-01-06T10:00:00Z'))).toEqual({ openNow: false, nextOpening: null });
  });
});
