import { weekdays } from './constants';
import type { OpeningHours } from './events';

// Whether the shop takes orders at an instant, and when it opens next: pure, computed at request time by read-api
// (GET /api/settings) and usable by the client. Hours are wall-clock times in the shop's time zone (Africa/Algiers,
// UTC+1 all year); a day whose `close` is before its `open` closes after midnight, on the next day; a `close` of
// 24:00 is the day's own midnight (00:00 → 24:00: open 24 h, and seven such days are open round the clock).

const WEEK = 7 * 1440;

/** Local weekday (0 = Monday) and minute of the day of `at` in `timeZone`, plus the seconds to drop to reach the minute. */
export function localClock(at: Date, timeZone: string): { minuteOfWeek: number; msIntoMinute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  const minutes = Number(get('hour')) * 60 + Number(get('minute'));
  return { minuteOfWeek: day * 1440 + minutes, msIntoMinute: at.getTime() % 60_000 };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Opening intervals in minutes of the week [start, end), end possibly beyond the week (Sunday night). */
export function openingIntervals(hours: OpeningHours): [number, number][] {
  const out: [number, number][] = [];
  weekdays.forEach((name, i) => {
    const day = hours.days[name];
    if (!day) return;
    const open = toMinutes(day.open);
    const close = toMinutes(day.close);
    out.push([i * 1440 + open, i * 1440 + (close > open ? close : close + 1440)]);
  });
  return out;
}

export type OpeningStatus = { openNow: boolean; nextOpening: string | null };

/** No hours set: always open. Open now: nextOpening null. Never open: closed, nextOpening null. */
export function openingStatus(hours: OpeningHours | null | undefined, at: Date): OpeningStatus {
  if (!hours) return { openNow: true, nextOpening: null };
  const intervals = openingIntervals(hours);
  const { minuteOfWeek: m, msIntoMinute } = localClock(at, hours.timezone);
  const inside = (x: number) => intervals.some(([s, e]) => x >= s && x < e);
  if (inside(m) || inside(m + WEEK)) return { openNow: true, nextOpening: null };
  let best: number | null = null;
  for (const [start] of intervals) {
    const delta = start > m ? start - m : start + WEEK - m;
    if (best === null || delta < best) best = delta;
  }
  if (best === null) return { openNow: false, nextOpening: null };
  return { openNow: false, nextOpening: new Date(at.getTime() - msIntoMinute + best * 60_000).toISOString() };
}
