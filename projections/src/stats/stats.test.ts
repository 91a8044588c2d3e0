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

  it('answers every instant of a quarter hour alike, and the next quarter on its own (remembered per quarter)', () => {
    expect(localDayHour('2026-11-22T22:45:00.000Z')).toEqual({ day: '2026-11-22', hour: 23 });
    expect(localDayHour('2026-11-22T22:59:59.999Z')).toEqual({ day: '2026-11-22', hour: 23 });
    expect(localDayHour(new Date('2026-11-22T23:00:00.000Z'))).toEqual({ day: '2026-11-23', hour: 0 });
    expect(() => localDayHour('not a date')).toThrow(RangeError);
  });
});
