import { conversion, type StatsView } from '@shop/contracts/core';

// Pure shaping of GET /api/stats for the charts (unit-tested).

/** A day label 'DD/MM' from 'YYYY-MM-DD'. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The days of the period the page shows: the last 30 Oran days, today included. */
export const PERIOD_DAYS = 30;

/** The day `n` days before `day` (YYYY-MM-DD, calendar days). */
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * The days of the series inside the last `n` calendar days up to `today` (the series only has days with orders or
 * visits), labelled for the charts. Visits, orders and the conversion of the page's period are all summed over these.
 */
export const periodDays = (days: StatsView['days'], today: string, n = PERIOD_DAYS) => {
  const first = daysBefore(today, n - 1);
  return days.filter((d) => d.day >= first && d.day <= today).map((d) => ({ ...d, label: dayLabel(d.day) }));
};

/** Visits, orders and orders ÷ visits over the given days (conversion null without a visit). */
export const periodTotals = (days: Pick<StatsView['days'][number], 'orders' | 'visits'>[]) => {
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const visits = days.reduce((n, d) => n + d.visits, 0);
  return { orders, visits, conversion: conversion(orders, visits) };
};

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
  periodTotals(days).conversion;

/** A conversion as a percent with at most one decimal, in the language's digits convention; null reads `none`. */
export const formatConversion = (value: number | null, locale: string, none: string) =>
  value === null
    ? none
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
