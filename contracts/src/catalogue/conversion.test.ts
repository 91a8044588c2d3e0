import { describe, expect, it } from 'vitest';
import { conversion } from './conversion';

describe('conversion (orders ÷ visits)', () => {
  it('is the share of visits that ordered, to 4 decimals', () => {
    expect(conversion(1, 4)).toBe(0.25);
    expect(conversion(1, 3)).toBe(0.3333);
    expect(conversion(0, 10)).toBe(0);
  });
  it('is null without visits, never Infinity or NaN', () => {
    expect(conversion(5, 0)).toBeNull();
    expect(conversion(0, 0)).toBeNull();
  });
  it('can exceed 1 when orders came without a recorded visit', () => {
    expect(conversion(3, 2)).toBe(1.5);
  });
});
