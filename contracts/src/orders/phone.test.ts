import { describe, expect, it } from 'vitest';
import { displayPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    '0555123456',
    '0555 12 34 56',
    '+213555123456',
    '+213 555 12 34 56',
    '00213555123456',
    '00 213 555 12 34 56',
    '+213 0555 12 34 56',
    '0555-12-34-56',
    '0555.12.34.56',
    ' (0555) 12 34 56 ',
    '555123456',
  ])('reads the Algerian mobile %j as +213555123456', (typed) => {
    expect(normalizePhone(typed)).toBe('+213555123456');
  });

  it('keeps an Algerian landline (9 digits with its 0)', () => {
    expect(normalizePhone('021 23 45 67')).toBe('+21321234567');
    expect(normalizePhone('+213 21 23 45 67')).toBe('+21321234567');
  });

  it('keeps a foreign number written with + or 00', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0033612345678')).toBe('+33612345678');
  });

  it.each(['', 'abc', '0555 12 34 5x', '055512', '05551234567890', '+0555123456', '+12', '0055512'])(
    'refuses %j',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );

  it('is idempotent', () => {
    const once = normalizePhone('0661 22 33 44');
    expect(once).toBe('+213661223344');
    expect(normalizePhone(once!)).toBe(once);
  });
});

describe('displayPhone', () => {
  it('shows an Algerian number the way it is dialled at home', () => {
    expect(displayPhone('+213555123456')).toBe('0555 12 34 56');
    expect(displayPhone('+21321234567')).toBe('021 23 45 67');
    expect(displayPhone('+33612345678')).toBe('+33612345678');
  });
});
