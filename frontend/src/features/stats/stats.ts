import { conversion, type StatsView } from '@shop/contracts';

// Pure shaping of GET /api/stats for the charts (unit-tested).

/** A day label 'DD/MM' from 'YYYY-MM-DD'. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The last `n` days of the series (the chart stays readable). */
export const lastDays = (days: StatsView['days'], n = 30) =>
  days.slice(-n).map((d) => ({ ...d, label: dayLabel(d.day) }));

/** Share of a part in a whole, in whole percent (0 when the whole is 0). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** 24 hours, zero-filled, whatever the server sent. */
export const fullHours = (byHour: StatsView['byHour']) =>
  Array.from({ length: 24 }, (_, hour) => ({
    hour: `${String(hour).padStart(2, '0')}h`,
    orders: byHour.find((h) => h.hour === hour)?.orders ?? 0,
  }));

/** Orders ÷ visits over the given days (null without a visit). */
export const periodConversion = (days: Pick<StatsView['days'][number], 'orders' | 'visits'>[]) =>
  conversion(
    days.reduce((n, d) => n + d.orders, 0),
    days.reduce((n, d) => n + d.visits, 0),
  );

/** A conversion as a percent with at most one decimal, in the language's digits convention; null reads `none`. */
export const formatConversion = (value: number | null, locale: string, none: string) =>
  value === null
    ? none
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
