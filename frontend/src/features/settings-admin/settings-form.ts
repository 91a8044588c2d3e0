import {
  ALL_DAY,
  SHOP_TIME_ZONE,
  weekdays,
  type OpeningHours,
  type ShopInfo,
  type Weekday,
} from '@shop/contracts/core';
import { z } from 'zod';

// Pure parts of the settings page (unit-tested): shop info and opening hours forms ↔ command bodies.

const required = 'errors.required';

/** The help under the discount switch: what customers pay in the switch's current state. */
export const discountHelpKey = (enabled: boolean) => (enabled ? 'discounts.help_on' : 'discounts.help_off');
// http(s) only, as the server takes them (contracts webLink): never a javascript: or data: link.
const url = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'errors.url' })]);

export const shopFormSchema = z.object({
  phones: z
    .array(
      z.object({
        value: z
          .string()
          .trim()
          .regex(/^\+?[0-9 ]{9,15}$/, 'errors.phone'),
      }),
    )
    .min(1)
    .max(4),
  email: z.string().trim().min(1, required).pipe(z.email('errors.email')),
  salesPointName: z.string().trim().min(1, required).max(80),
  address: z.string().trim().min(1, required).max(200),
  city: z.string().trim().min(1, required).max(80),
  facebook: url,
  instagram: url,
  tiktok: url,
});
export type ShopFormValues = z.input<typeof shopFormSchema>;

export const shopToForm = (shop: ShopInfo | null): ShopFormValues => ({
  phones: (shop?.phones.length ? shop.phones : ['']).map((value) => ({ value })),
  email: shop?.email ?? '',
  salesPointName: shop?.salesPoint.name ?? '',
  address: shop?.salesPoint.address ?? '',
  city: shop?.salesPoint.city ?? 'Oran',
  facebook: shop?.social.facebook ?? '',
  instagram: shop?.social.instagram ?? '',
  tiktok: shop?.social.tiktok ?? '',
});

export const toShopBody = (v: ShopFormValues): ShopInfo => {
  const social: ShopInfo['social'] = {};
  for (const key of ['facebook', 'instagram', 'tiktok'] as const)
    if (v[key].trim()) social[key] = v[key].trim();
  return {
    phones: v.phones.map((p) => p.value.trim()).filter(Boolean),
    email: v.email.trim(),
    salesPoint: { name: v.salesPointName.trim(), address: v.address.trim(), city: v.city.trim() },
    social,
  };
};

/** A day of the hours form: closed, open 24 h (ALL_DAY), or open from `open` to `close` (HH:MM each). */
export type DayForm = { closed: boolean; allDay: boolean; open: string; close: string };
export type HoursForm = Record<Weekday, DayForm>;

const isAllDay = (day: { open: string; close: string }) =>
  day.open === ALL_DAY.open && day.close === ALL_DAY.close;

export const hoursToForm = (hours: OpeningHours | null | undefined): HoursForm =>
  Object.fromEntries(
    weekdays.map((d) => {
      const day = hours?.days[d];
      const form: DayForm = day
        ? isAllDay(day)
          ? { closed: false, allDay: true, open: '11:00', close: '23:00' }
          : // A closing at 24:00 is the midnight a time input shows as 00:00 (a closing before the opening).
            {
              closed: false,
              allDay: false,
              open: day.open,
              close: day.close === '24:00' ? '00:00' : day.close,
            }
        : { closed: !!hours, allDay: false, open: '11:00', close: '23:00' };
      return [d, form];
    }),
  ) as HoursForm;

/** The problem of a day (a key of errors.*), or undefined. Close before open means closing after midnight. */
export const dayError = (d: DayForm): 'errors.time' | 'errors.same_time' | undefined => {
  if (d.closed || d.allDay) return undefined;
  const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!hhmm.test(d.open) || !hhmm.test(d.close)) return 'errors.time';
  if (d.open === d.close) return 'errors.same_time';
  return undefined;
};

export const toHoursBody = (form: HoursForm): OpeningHours => ({
  timezone: SHOP_TIME_ZONE,
  days: Object.fromEntries(
    weekdays.map((d) => {
      const day = form[d];
      return [d, day.closed ? null : day.allDay ? { ...ALL_DAY } : { open: day.open, close: day.close }];
    }),
  ) as OpeningHours['days'],
});
