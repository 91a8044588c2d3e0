// The names an order keeps in every language (docs/orders.md "Orders in the customer's language"): each priced
// line and the district carry the catalogue's English and Arabic names beside the French one, as they were when the
// order was priced, so a past order reads in the customer's language (French where none was given). Zod-free: the
// command side writes them, the mail and the client read them with `textIn` (catalogue/localize.ts).

import type { NameTranslations } from './events';
import { translationLanguages, type TranslationLanguage } from '../languages';

/** A name in every translation language; a language left out reads French (the events' `nameTranslations`). */
export type OrderNameTranslations = NameTranslations;

/** The names of a catalogue item's translations, without its other texts; empty names are left out. */
export function nameTranslationsOf(
  translations: Partial<Record<TranslationLanguage, { name?: string }>> | undefined,
): OrderNameTranslations {
  const names: OrderNameTranslations = {};
  for (const language of translationLanguages) {
    const name = translations?.[language]?.name?.trim();
    if (name) names[language] = { name };
  }
  return names;
}

/** Whether an order keeps any name besides the French one. */
export const hasNameTranslations = (names: OrderNameTranslations | undefined): boolean =>
  !!names && translationLanguages.some((language) => !!names[language]);
