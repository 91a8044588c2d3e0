import { SHOP_TIME_ZONE } from './time-zone';

// Days and hours of the shop are Africa/Algiers wall-clock time (stats, visits).

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it.
const dayHourFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

type DayHour = { readonly day: string; readonly hour: number };

// Day and hour are the same for every instant of a quarter hour (time zones and their changes fall on quarter
// hours), and a rebuild or a busy day asks for the same few quarters again and again: formatting is what costs.
const QUARTER_MS = 15 * 60_000;
const byQuarter = new Map<number, DayHour>();

/** `YYYY-MM-DD` and hour 0–23 of an instant in Oran. */
export function localDayHour(iso: string | Date): DayHour {
  const quarter = Math.floor(new Date(iso).getTime() / QUARTER_MS);
  let known = byQuarter.get(quarter);
  if (!known) {
    const parts = dayHourFormat.formatToParts(new Date(quarter * QUARTER_MS));
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    known = Object.freeze({ day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) });
    if (byQuarter.size >= 10_000) byQuarter.clear();
    byQuarter.set(quarter, known);
  }
  return known;
}
