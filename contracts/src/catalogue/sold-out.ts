import type { Language } from '../languages';
import { SHOP_TIME_ZONE } from '../time-zone';
import type { OpeningHours } from './events';
import { localClock, openingIntervals } from './opening-hours';

// Sold out (docs/kitchen.md "Sold out"): a product, or one choice of its options, that staff took off sale for a
// while. Zod-free and pure: the product decider computes the end of a "until tonight's closing" mark with it, the
// order decider and the client ask whether a mark still holds at an instant.

/** A mark as the views and the order facts keep it: `until` null = until staff turn it back. */
export type SoldOutMark = { until: string | null; at: string };

/** How long a mark lasts, as staff choose it: tonight's closing, until they turn it back, or until an instant. */
export type SoldOutUntil = 'closing' | 'manual' | string;

const WEEK = 7 * 1440;

/**
 * "Tonight's closing" seen at `at`: the end of the opening interval the shop is in now or, when closed, of the next
 * one (a product marked before opening stays off the whole service). No hours set, or a week with no open day: the
 * end of the local day in Africa/Algiers (the next midnight there).
 */
export function closingAfter(hours: OpeningHours | null | undefined, at: Date): string {
  const zone = hours?.timezone ?? SHOP_TIME_ZONE;
  const { minuteOfWeek: m, msIntoMinute } = localClock(at, zone);
  const startOfMinute = at.getTime() - msIntoMinute;
  const intervals = hours ? openingIntervals(hours) : [];
  let end: number | null = null;
  for (const [s, e] of intervals) {
    for (const shift of [0, WEEK]) {
      const [start, stop] = [s - shift, e - shift];
      if (m >= start && m < stop) end = end === null ? stop : Math.max(end, stop);
    }
  }
  if (end === null) {
    let next: [number, number] | null = null;
    for (const [s, e] of intervals) {
      const delta = s > m ? s - m : s + WEEK - m;
      if (next === null || delta < next[0]) next = [delta, delta + (e - s)];
    }
    if (next) return new Date(startOfMinute + next[1] * 60_000).toISOString();
    return new Date(startOfMinute + (1440 - (m % 1440)) * 60_000).toISOString();
  }
  return new Date(startOfMinute + (end - m) * 60_000).toISOString();
}

/** Whether a mark holds at `now` (an `until` already passed is over, even before the job turns it back). */
export const holds = (mark: SoldOutMark | null | undefined, now: Date | string): boolean =>
  !!mark && (mark.until === null || Date.parse(mark.until) > new Date(now).getTime());

/** What a product view says of sold out (the fields may be absent from a view stored before them). */
export type SoldOutFields = {
  soldOut?: SoldOutMark | null;
  soldOutChoices?: Record<string, SoldOutMark>;
};

/** The product itself is sold out at `now`. */
export const productSoldOut = (view: SoldOutFields, now: Date | string = new Date()): boolean =>
  holds(view.soldOut, now);

/** One choice of the product's options is sold out at `now`. */
export const choiceSoldOut = (
  view: SoldOutFields,
  choiceId: string,
  now: Date | string = new Date(),
): boolean => holds(view.soldOutChoices?.[choiceId], now);

/** A cart line (product and chosen choices) that cannot be ordered at `now`. */
export const lineSoldOut = (
  view: SoldOutFields,
  choiceIds: readonly string[],
  now: Date | string = new Date(),
): boolean => productSoldOut(view, now) || choiceIds.some((c) => choiceSoldOut(view, c, now));

/**
 * The product a `cart.sold_out` problem names, in each language, as its `errors` carry it (`product.fr`,
 * `product.en`, `product.ar`; a choice as "Product (choice)"). The message's `{{product}}` is filled from them.
 */
export const soldOutNameKey = (language: Language): string => `product.${language}`;

/** A problem's text with `{{product}}` filled in the given language (French, else '…', when it is not named). */
export const withProductName = (
  text: string,
  language: Language,
  errors: Record<string, string> | undefined,
): string =>
  text.includes('{{product}}')
    ? text.replace('{{product}}', errors?.[soldOutNameKey(language)] || errors?.[soldOutNameKey('fr')] || '…')
    : text;

/** The next instant the shop's wall clock (Africa/Algiers) reads `hhmm` (HH:MM): today, or tomorrow once passed. */
export function nextShopTime(hhmm: string, now: Date = new Date()): string {
  const { minuteOfWeek, msIntoMinute } = localClock(now, SHOP_TIME_ZONE);
  const minute = minuteOfWeek % 1440;
  const target = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const delta = target > minute ? target - minute : target + 1440 - minute;
  return new Date(now.getTime() - msIntoMinute + delta * 60_000).toISOString();
}
