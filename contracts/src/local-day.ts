// Days and hours of the shop are Africa/Algiers wall-clock time (stats, visits).
const TIME_ZONE = 'Africa/Algiers';

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it.
const dayHourFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` and hour 0–23 of an instant in Oran. */
export function localDayHour(iso: string | Date): { day: string; hour: number } {
  const parts = dayHourFormat.formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}
