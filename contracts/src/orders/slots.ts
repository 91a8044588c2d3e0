import type { OpeningHours } from '../catalogue/events';
import { openingIntervals } from '../catalogue/opening-hours';
import { localDayHour } from '../local-day';
import { SHOP_TIME_ZONE } from '../time-zone';

// Time slots of scheduled orders (docs/orders.md "Scheduled orders"): 15 minutes each, inside the opening
// hours, on the shop's today and next two days (Africa/Algiers wall clock), starting at least SLOT_LEAD_MINUTES
// from now. Pure: the command side checks a chosen slot with it, read-api lists the slots with it.

export const SLOT_MINUTES = 15;
/** Today and the next two days. */
export const SLOT_DAYS = 3;
/** The kitchen's lead: a slot starts at least this long after the order (sooner is "as soon as possible"). */
export const SLOT_LEAD_MINUTES = 30;
/** A scheduled order moves to the staff's live list this long before its slot. */
export const RELEASE_BEFORE_MINUTES = 30;
/** Orders a slot takes until staff set a capacity. */
export const DEFAULT_SLOT_CAPACITY = 5;

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

/** No hours set: the shop is always open (as `openingStatus` reads it), every minute of every day. */
const ALWAYS_OPEN: [number, number][] = Array.from({ length: 7 }, (_, i) => [
  i * DAY_MINUTES,
  (i + 1) * DAY_MINUTES,
]);

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** The instant of local midnight starting `day` (YYYY-MM-DD) in `timeZone`. */
function localMidnight(day: string, timeZone: string): number {
  const guess = Date.parse(`${day}T00:00:00.000Z`);
  const parts = wallClock(timeZone).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return guess - (wall - guess);
}

const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MINUTES * MINUTE).toISOString().slice(0, 10);

/** Monday = 0 … Sunday = 6, as `openingIntervals` counts. */
const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;

/** The shop's local day (YYYY-MM-DD) of an instant. */
export const slotDay = (start: string): string => localDayHour(start).day;

/**
 * Starts (ISO UTC) of every slot offered at `now`, in time order: each a quarter hour inside an opening interval
 * (the slot ends by closing time), on the local today, tomorrow or the day after, at least SLOT_LEAD_MINUTES ahead.
 * An interval past midnight gives slots on the next day; an opening off the quarter starts at the next quarter.
 */
export function slotStarts(hours: OpeningHours | null | undefined, now: Date): string[] {
  const timeZone = hours?.timezone ?? SHOP_TIME_ZONE;
  const intervals = hours ? openingIntervals(hours) : ALWAYS_OPEN;
  const today = localDayHour(now).day;
  const lastDay = addDays(today, SLOT_DAYS - 1);
  const earliest = now.getTime() + SLOT_LEAD_MINUTES * MINUTE;
  const starts = new Set<number>();
  // From yesterday: its hours may run past midnight into today.
  for (let d = -1; d < SLOT_DAYS; d++) {
    const day = addDays(today, d);
    const weekday = weekdayOf(day);
    const midnight = localMidnight(day, timeZone);
    for (const [from, to] of intervals) {
      if (from < weekday * DAY_MINUTES || from >= (weekday + 1) * DAY_MINUTES) continue;
      const first = Math.ceil((from - weekday * DAY_MINUTES) / SLOT_MINUTES) * SLOT_MINUTES;
      for (let m = first; m + SLOT_MINUTES <= to - weekday * DAY_MINUTES; m += SLOT_MINUTES) {
        const at = midnight + m * MINUTE;
        if (at < earliest) continue;
        const local = localDayHour(new Date(at)).day;
        if (local < today || local > lastDay) continue;
        starts.add(at);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((at) => new Date(at).toISOString());
}

/** Whether `start` is one of the slots offered at `now`. */
export const isOfferedSlot = (hours: OpeningHours | null | undefined, now: Date, start: string): boolean =>
  slotStarts(hours, now).includes(start);

/** When a scheduled order moves to the live list: RELEASE_BEFORE_MINUTES before its slot. */
export const releaseAt = (start: string): number => Date.parse(start) - RELEASE_BEFORE_MINUTES * MINUTE;
