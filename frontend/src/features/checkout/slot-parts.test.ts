import { describe, expect, it } from 'vitest';
import type { SlotView } from '@shop/contracts/core';
import { dayPartOf, groupByPart, openPartsOf } from './slot-parts';

/** A slot at Oran's wall-clock HH:MM on 2026-11-28 (UTC+1 all year). */
const at = (hhmm: string, full = false): SlotView => {
  const [h, m] = hhmm.split(':').map(Number);
  return { start: new Date(Date.UTC(2026, 10, 28, h! - 1, m)).toISOString(), taken: full ? 1 : 0, full };
};
/** Every quarter hour of the day from `from` (HH:MM, Oran). */
const dayFrom = (from: string): SlotView[] => {
  const [h, m] = from.split(':').map(Number);
  const slots: SlotView[] = [];
  for (let minutes = h! * 60 + m!; minutes < 1440; minutes += 15)
    slots.push(at(`${Math.floor(minutes / 60)}:${minutes % 60}`));
  return slots;
};

describe('parts of the day', () => {
  it('night 00:00–05:59, morning 06:00–10:59, lunch 11:00–14:59, afternoon 15:00–17:59, dinner 18:00–23:59', () => {
    expect(
      ['00:00', '05:45', '06:00', '10:45', '11:00', '14:45', '15:00', '17:45', '18:00', '23:45'].map((t) =>
        dayPartOf(at(t).start),
      ),
    ).toEqual([
      'night',
      'night',
      'morning',
      'morning',
      'lunch',
      'lunch',
      'afternoon',
      'afternoon',
      'dinner',
      'dinner',
    ]);
  });

  it('groups a whole day (96 slots) in five parts, in order', () => {
    const groups = groupByPart(dayFrom('00:00'));
    expect(groups.map((g) => [g.part, g.slots.length])).toEqual([
      ['night', 24],
      ['morning', 20],
      ['lunch', 16],
      ['afternoon', 12],
      ['dinner', 24],
    ]);
  });

  it('opens the chosen slot’s part, else today’s current or next part, and the next free one when it is full', () => {
    const today = groupByPart([at('13:30', true), at('13:45', true), ...dayFrom('14:00')]);
    expect(openPartsOf(today, { chosen: null, today: true })).toEqual(['lunch']);
    const lunchFull = groupByPart([at('14:30', true), at('14:45', true), ...dayFrom('15:00')]);
    expect(openPartsOf(lunchFull, { chosen: null, today: true })).toEqual(['lunch', 'afternoon']);
    expect(openPartsOf(today, { chosen: at('19:00').start, today: true })).toEqual(['dinner']);
    // At 01:00 the current part is the night.
    expect(openPartsOf(groupByPart(dayFrom('01:30')), { chosen: null, today: true })).toEqual(['night']);
  });

  it('a later day opens its first free part after the night; the night only when nothing else is free', () => {
    expect(openPartsOf(groupByPart(dayFrom('00:00')), { chosen: null, today: false })).toEqual(['morning']);
    expect(
      openPartsOf(groupByPart([at('01:00'), at('12:00', true)]), { chosen: null, today: false }),
    ).toEqual(['night']);
    expect(openPartsOf(groupByPart([at('12:00', true)]), { chosen: null, today: false })).toEqual([]);
  });
});
