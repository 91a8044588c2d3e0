// Ratings of delivered or served orders (docs/phone-and-trust.md "Order again, addresses, ratings"), as plain values
// (no zod) for the client's first load and the order decider: a customer rates their own order once, 1 to 5 stars and
// a comment, within RATING_WINDOW_DAYS of its last step; staff answer it privately (the customer sees the answer).

export const RATING_WINDOW_DAYS = 3;
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_RATING_COMMENT = 500;
export const MAX_RATING_ANSWER = 1000;

const DAY_MS = 86_400_000;

/** The last moment an order whose last step was confirmed at `finishedAt` can be rated (ISO). */
export const ratingDeadline = (finishedAt: string): string =>
  new Date(Date.parse(finishedAt) + RATING_WINDOW_DAYS * DAY_MS).toISOString();

/** Whether `now` is still inside the rating window of an order finished at `finishedAt`. */
export const ratingWindowOpen = (finishedAt: string, now: string | Date): boolean =>
  (typeof now === 'string' ? Date.parse(now) : now.getTime()) <= Date.parse(ratingDeadline(finishedAt));
