// The catalogue's plain values (no zod), for the client's first load through `@shop/contracts/core`; the event
// schemas in ./events.ts re-export them.

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The hours of a day open round the clock. */
export const ALL_DAY = { open: '00:00', close: '24:00' } as const;

export const screenBoxKeys = ['1.1', '1.2', '2.1', '2.2'] as const;
export type ScreenBoxKey = (typeof screenBoxKeys)[number];
