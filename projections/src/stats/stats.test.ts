import { describe, expect, it } from 'vitest';
import { localDayHour } from './stats';

describe('localDayHour (Oran time, UTC+1 all year)', () => {
  it('counts an order at its local hour', () => {
    expect(localDayHour('2026-11-22T12:05:00.000Z')).toEqual({ day: '2026-11-22', hour: 13 });
  });

  it('puts a late-evening UTC order on the next local day, at hour 0', () => {
    expect(localDayHour('2026-11-22T23:30:00.000Z')).toEqual({ day: '2026-11-23', hour: 0 });
  });

  it('keeps the same offset in summer (Algeria has no daylight saving time)', () => {
    expect(localDayHour('2026-07-01T22:59:59.000Z')).toEqual({ day: '2026-07-01', hour: 23 });
  });
});
