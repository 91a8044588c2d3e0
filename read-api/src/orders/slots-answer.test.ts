import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOT_CAPACITY, type OpeningHours } from '@shop/contracts';
import { slotsAnswerOf } from './slots-answer';

const day = { open: '11:00', close: '12:00' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: { mon: day, tue: day, wed: null, thu: null, fri: null, sat: null, sun: null },
};
const now = new Date('2026-11-24T08:00:00.000Z'); // Tuesday 09:00 in Oran

describe('GET /api/slots answer', () => {
  it('lists the offered slots with their places taken, full at the capacity', () => {
    const answer = slotsAnswerOf(
      { discountsEnabled: false, shop: null, openingHours: hours, slotCapacity: 2 },
      { '2026-11-24T10:15:00.000Z': '2', '2026-11-24T10:30:00.000Z': '1', '2026-11-20T10:00:00.000Z': '9' },
      now,
    );
    expect(answer).toEqual({
      capacity: 2,
      slots: [
        { start: '2026-11-24T10:00:00.000Z', taken: 0, full: false },
        { start: '2026-11-24T10:15:00.000Z', taken: 2, full: true },
        { start: '2026-11-24T10:30:00.000Z', taken: 1, full: false },
        { start: '2026-11-24T10:45:00.000Z', taken: 0, full: false },
      ],
    });
  });

  it('uses the default capacity until staff set one', () => {
    const answer = slotsAnswerOf({ discountsEnabled: false, shop: null, openingHours: hours }, {}, now);
    expect(answer.capacity).toBe(DEFAULT_SLOT_CAPACITY);
  });
});
