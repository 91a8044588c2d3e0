import { localDayHour, type SlotView } from '@shop/contracts/core';

// A day's slots grouped by part of the day (docs/orders.md "Scheduled orders"), so that a day of 96 quarter
// hours (no opening hours set) is not a wall of buttons: one part is open, the others are a click away.

/** The parts of a day in the shop's time (Africa/Algiers), each from its hour up to the next part's. */
export const DAY_PARTS = [
  { key: 'night', from: 0 },
  { key: 'morning', from: 6 },
  { key: 'lunch', from: 11 },
  { key: 'afternoon', from: 15 },
  { key: 'dinner', from: 18 },
] as const;
export type DayPart = (typeof DAY_PARTS)[number]['key'];

/** The part of the day a slot starts in. */
export const dayPartOf = (start: string): DayPart => {
  const { hour } = localDayHour(start);
  return DAY_PARTS.findLast((part) => hour >= part.from)!.key;
};

export type SlotPartGroup = { part: DayPart; slots: SlotView[] };

/** The parts holding one slot or more, in the day's order, each with its slots in time order. */
export function groupByPart(slots: readonly SlotView[]): SlotPartGroup[] {
  const groups: SlotPartGroup[] = [];
  for (const s of slots) {
    const part = dayPartOf(s.start);
    const last = groups[groups.length - 1];
    if (last?.part === part) last.slots.push(s);
    else groups.push({ part, slots: [s] });
  }
  return groups;
}

/**
 * The parts shown open when the day is shown: the chosen slot's; else, today, the first part (the current or next one,
 * full or not, so a full slot is seen) and, when it has no free slot, the first part that has one; on a later day, the
 * first part with a free slot after the night (00:00–05:59 is offered, not put forward; the night only when nothing
 * else is free).
 */
export function openPartsOf(
  groups: readonly SlotPartGroup[],
  { chosen, today }: { chosen: string | null; today: boolean },
): DayPart[] {
  const withChosen = chosen ? groups.find((g) => g.slots.some((s) => s.start === chosen)) : undefined;
  if (withChosen) return [withChosen.part];
  const free = groups.filter((g) => g.slots.some((s) => !s.full));
  const firstFree = today ? free[0] : (free.find((g) => g.part !== 'night') ?? free[0]);
  const first = today ? groups[0] : undefined;
  return [...new Set([first?.part, firstFree?.part])].filter((part) => part !== undefined);
}
