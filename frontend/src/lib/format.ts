import { isRtl, pickLanguage, SHOP_TIME_ZONE, type Language } from '@shop/contracts/core';

/** The locale dates are written in for a language: Latin digits in Arabic too (like the amounts), else en-GB or fr-FR. */
const dateLocales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-DZ-u-nu-latn' };
export const dateLocale = (lng: string | undefined) => dateLocales[pickLanguage(lng)];

/** A day (no time), medium length, in the language's format: `22 nov. 2026`. */
export const formatDay = (iso: string, lng: string | undefined) =>
  new Intl.DateTimeFormat(dateLocale(lng), { dateStyle: 'medium' }).format(new Date(iso));

/** A date and time, short, in the language's format. */
export const formatDateTime = (iso: string, lng: string | undefined) =>
  new Intl.DateTimeFormat(dateLocale(lng), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/**
 * The direction a formatted date is isolated in. Arabic dates carry right-to-left marks between their parts
 * (`22‏/11‏/2026، 1:13 م`): forced into a left-to-right isolate they read scrambled, so they keep the
 * right-to-left direction they were written for; other languages read left to right.
 */
export const dateDirection = (lng: string | undefined): 'rtl' | 'ltr' =>
  isRtl(pickLanguage(lng)) ? 'rtl' : 'ltr';

// Scheduled-order slots are the shop's wall clock (Africa/Algiers), whatever the browser's time zone.

/** The time of a slot start, `12:30`, in the shop's time zone. */
export const formatSlotTime = (iso: string, lng: string | undefined) =>
  new Intl.DateTimeFormat(dateLocale(lng), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

/** The day of a slot, `mardi 24 novembre`, in the shop's time zone. */
export const formatSlotDay = (iso: string, lng: string | undefined) =>
  new Intl.DateTimeFormat(dateLocale(lng), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

/** Day and time of a slot: `mardi 24 novembre, 12:30`. */
export const formatSlot = (iso: string, lng: string | undefined) =>
  `${formatSlotDay(iso, lng)}, ${formatSlotTime(iso, lng)}`;
