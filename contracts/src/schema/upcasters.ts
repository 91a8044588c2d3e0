import { createUpcasting, type Upcaster } from './upcasting';

/**
 * The menu's texts in English and Arabic (docs/design-notes.md, "Menu in three languages") came as `translations` on
 * the events that give a name: version 2. An event written before had none: it is upcast with `{}` (French only).
 */
export const translatedEventTypes = [
  'CategoryCreated',
  'CategoryUpdated',
  'ProductCreated',
  'ProductUpdated',
  'DistrictAdded',
  'BannerCreated',
] as const;
export const withoutTranslations = (type: string, from = 1): Upcaster => ({
  type,
  from,
  up: (data) => ({ ...(data as object), translations: {} }),
});

/**
 * Every upcaster of the shop's event contracts, oldest first per type. A contract change either stays backward
 * compatible (a new optional field, a wider bound) or adds its upcaster here, with a fixture of the old shape and a
 * test (docs/design-notes.md, "Event schema versions").
 */
export const eventUpcasters: readonly Upcaster[] = translatedEventTypes.map((type) =>
  withoutTranslations(type),
);

export const eventUpcasting = createUpcasting(eventUpcasters);
