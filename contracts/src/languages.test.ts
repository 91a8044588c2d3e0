import { describe, expect, it } from 'vitest';
import { isLanguage, isRtl, languages, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the supported language with the highest q-value, not the first one', () => {
    expect(pickLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(pickLanguage('de, en;q=0.4, fr;q=0.8')).toBe('fr');
  });

  it('keeps the header order between equal weights (no q-value is 1)', () => {
    expect(pickLanguage('en, ar')).toBe('en');
    expect(pickLanguage('ar;q=0.7, en;q=0.7')).toBe('ar');
    expect(pickLanguage('en;q=0.9, ar')).toBe('ar');
  });

  it('reads regions and case: ar-DZ is Arabic, EN-gb English', () => {
    expect(pickLanguage('ar-DZ')).toBe('ar');
    expect(pickLanguage('EN-gb,fr;q=0.1')).toBe('en');
  });

  it('falls back to French for unknown, refused (q=0), empty or missing languages', () => {
    expect(pickLanguage('de-DE, es;q=0.8')).toBe('fr');
    expect(pickLanguage('ar;q=0, en;q=0')).toBe('fr');
    expect(pickLanguage('*')).toBe('fr');
    expect(pickLanguage('')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('fr');
  });
});

describe('isRtl', () => {
  it('is true for Arabic only', () => {
    expect(languages.filter(isRtl)).toEqual(['ar']);
  });
});

describe('isLanguage', () => {
  it('accepts the shop languages only', () => {
    expect(languages.every(isLanguage)).toBe(true);
    expect([isLanguage('de'), isLanguage('ar-DZ'), isLanguage(undefined)]).toEqual([false, false, false]);
  });
});
