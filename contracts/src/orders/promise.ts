import { localClock, openingIntervals } from '../catalogue/opening-hours';
import type { OpeningHours } from '../catalogue/events';
import { SHOP_TIME_ZONE } from '../time-zone';

// Busy mode and honest promised times (docs/kitchen.md "Busy mode and promised times"). Zod-free and pure: the order
// decider computes the promise with it, read-api and the client read the kitchen's state with it.

/** Preparation minutes of a product that has none set and of a shop that set no default. */
export const DEFAULT_PREP_MINUTES = 20;
/** Bounds of every kitchen duration staff enter (pause, delay, preparation, delivery): 1 minute to 4 hours. */
export const MAX_KITCHEN_MINUTES = 240;
/** Each item of the basket beyond the first adds this much preparation, up to BASKET_EXTRA_MAX. */
export const PER_EXTRA_ITEM_MINUTES = 2;
export const BASKET_EXTRA_MAX = 30;
/** Each order already in preparation adds this much, up to LOAD_EXTRA_MAX. */
export const PER_ORDER_IN_PREPARATION_MINUTES = 4;
export const LOAD_EXTRA_MAX = 60;

const WEEK = 7 * 1440;

/**
 * When the shop closes after `at`: the end of the opening interval `at` is in (Africa/Algiers); with no hours set, or
 * closed at `at`, the next local midnight. A pause and a delay never carry over into the next opening.
 */
export function dayClosing(hours: OpeningHours | null | undefined, at: Date): Date {
  const { minuteOfWeek: m, msIntoMinute } = localClock(at, hours?.timezone ?? SHOP_TIME_ZONE);
  const startOfMinute = at.getTime() - msIntoMinute;
  if (hours) {
    for (const [start, end] of openingIntervals(hours)) {
      for (const shift of [0, WEEK]) {
        const x = m + shift;
        if (x >= start && x < end) return new Date(startOfMinute + (end - x) * 60_000);
      }
    }
  }
  const minuteOfDay = m % 1440;
  return new Date(startOfMinute + (1440 - minuteOfDay) * 60_000);
}

/**
 * Preparation of one order, in minutes: the longest preparation among its products (a product without its own takes
 * the shop's default), plus PER_EXTRA_ITEM_MINUTES per item beyond the first (capped at BASKET_EXTRA_MAX), plus
 * PER_ORDER_IN_PREPARATION_MINUTES per order already in preparation (capped at LOAD_EXTRA_MAX).
 */
export function preparationMinutes(
  lines: readonly { prepMinutes: number | null; quantity: number }[],
  defaultPrepMinutes: number,
  ordersInPreparation: number,
): number {
  const longest = Math.max(0, ...lines.map((l) => l.prepMinutes ?? defaultPrepMinutes));
  const items = lines.reduce((sum, l) => sum + l.quantity, 0);
  const basket = Math.min(BASKET_EXTRA_MAX, Math.max(0, items - 1) * PER_EXTRA_ITEM_MINUTES);
  const load = Math.min(LOAD_EXTRA_MAX, Math.max(0, ordersInPreparation) * PER_ORDER_IN_PREPARATION_MINUTES);
  return longest + basket + load;
}

export const addMinutes = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The kitchen's state as the settings read keeps it (the `kitchen` stream's last pause and delay). */
export type KitchenState = {
  /** End of the last pause (it may be past); null: none, or resumed. */
  pausedUntil: string | null;
  /** The delay staff set and when it ends by itself (the day's closing); null: none. */
  delay: { minutes: number; until: string } | null;
  /** The shop's default preparation minutes (SetDefaultPrepTime); absent: DEFAULT_PREP_MINUTES. */
  defaultPrepMinutes?: number;
};

export type KitchenNow = {
  /** Orders taking is paused until then (ISO); null: orders are taken. */
  pausedUntil: string | null;
  /** The delay added to every promise now (0 once the day's closing is past). */
  delayMinutes: number;
  /** "Right now: about N min": the default preparation plus the delay. */
  waitMinutes: number;
  /** Whether the header banner shows: paused or a delay on. */
  busy: boolean;
};

/** The kitchen at `at`: a pause or a delay whose end is past counts as none. */
export function kitchenAt(state: KitchenState | null | undefined, at: Date): KitchenNow {
  const t = at.getTime();
  const pausedUntil = state?.pausedUntil && Date.parse(state.pausedUntil) > t ? state.pausedUntil : null;
  const delayMinutes = state?.delay && Date.parse(state.delay.until) > t ? state.delay.minutes : 0;
  const waitMinutes = (state?.defaultPrepMinutes ?? DEFAULT_PREP_MINUTES) + delayMinutes;
  return { pausedUntil, delayMinutes, waitMinutes, busy: pausedUntil !== null || delayMinutes > 0 };
}

/** A promise whose time is past while the order is not finished: the staff lists show it in red. */
export const isLate = (promisedAt: string | null | undefined, finished: boolean, at: Date): boolean =>
  !!promisedAt && !finished && Date.parse(promisedAt) < at.getTime();
