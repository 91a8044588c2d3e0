// The catalogue's plain values (no zod), for the client's first load through `@shop/contracts/core`; the event
// schemas in ./events.ts re-export them.

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The hours of a day open round the clock. */
export const ALL_DAY = { open: '00:00', close: '24:00' } as const;

export const screenBoxKeys = ['1.1', '1.2', '2.1', '2.2'] as const;
export type ScreenBoxKey = (typeof screenBoxKeys)[number];

/**
 * The texts of a menu item that staff translate (docs/catalogue.md, "Menu in three languages"): French in the
 * item's own field, the other languages under `translations`. A new translated text is one more name here (the
 * view's translations schema is checked against this list; `localize` reads it).
 */
export const translatedFields = ['name', 'description'] as const;
export type TranslatedField = (typeof translatedFields)[number];
