import { describe, expect, it } from 'vitest';
import { dateDirection, dateLocale, formatDateTime, formatDay } from './format';

describe('dates', () => {
  it('writes Arabic dates with Latin digits, English the British way, anything else in French', () => {
    expect(dateLocale('ar')).toBe('ar-DZ-u-nu-latn');
    expect(dateLocale('en')).toBe('en-GB');
    expect(dateLocale('fr')).toBe('fr-FR');
    expect(dateLocale(undefined)).toBe('fr-FR');
  });
  it('formats a day the same way on every screen: British order in English, never the US one', () => {
    const iso = '2026-11-22T10:00:00Z';
    expect(formatDay(iso, 'en')).toBe('22 Nov 2026');
    expect(formatDay(iso, 'fr')).toBe('22 nov. 2026');
    expect(formatDay(iso, 'ar')).toMatch(/2026/);
  });
  it('formats a date and time short, with Latin digits in Arabic', () => {
    const iso = '2026-03-05T14:07:00Z';
    const fr = formatDateTime(iso, 'fr');
    expect(fr).toMatch(/05\/03\/2026/);
    expect(formatDateTime(iso, 'ar')).toMatch(/[0-9]/);
    expect(formatDateTime(iso, 'ar')).not.toMatch(/[٠-٩]/);
  });
  it('isolates Arabic dates right to left, the way their right-to-left marks are written for', () => {
    // The marks sit between day, month and year: in a left-to-right isolate they would scramble the date.
    expect(formatDateTime('2026-11-22T12:13:00Z', 'ar')).toContain('\u200f');
    expect(dateDirection('ar')).toBe('rtl');
    expect(dateDirection('en')).toBe('ltr');
    expect(dateDirection('fr')).toBe('ltr');
    expect(dateDirection(undefined)).toBe('ltr');
  });
});
