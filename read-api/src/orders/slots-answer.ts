import { DEFAULT_SLOT_CAPACITY, slotStarts, type SettingsView, type SlotsAnswer } from '@shop/contracts';

/** GET /api/slots at `now`: every offered slot with its places taken (the `slots:taken` hash) against the capacity. */
export function slotsAnswerOf(settings: SettingsView, taken: Record<string, string>, now: Date): SlotsAnswer {
  const capacity = settings.slotCapacity ?? DEFAULT_SLOT_CAPACITY;
  return {
    capacity,
    slots: slotStarts(settings.openingHours, now).map((start) => {
      const count = Number(taken[start] ?? '0');
      return { start, taken: count, full: count >= capacity };
    }),
  };
}
