import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts';

describe('formatAmount', () => {
  it('groups thousands with a plain space and ends with DA', () => {
    expect(formatAmount(1234)).toBe('1 234 DA');
    expect(formatAmount(1234567)).toBe('1 234 567 DA');
    expect(formatAmount(200)).toBe('200 DA');
    expect(formatAmount(0)).toBe('0 DA');
  });

  it('rounds to the whole dinar', () => {
    expect(formatAmount(1234.5)).toBe('1 235 DA');
    expect(formatAmount(99.4)).toBe('99 DA');
  });
});
