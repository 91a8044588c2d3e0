import { defaultLanguage, type Language } from '../languages';
import type { ViewTranslations } from './read-models';
import type { ChangeTopic } from '../change-topics';

// A menu item in one language (docs/catalogue.md, "Menu in three languages"): each text in that language where
// staff gave it, else in French. Pure, zod-free: read-api applies it to the views it answers.

type Translatable = { name: string; description?: string; translations?: ViewTranslations };

/** The text of `field` in `language`, or the French one (the item's own) where it has none. */
export const textIn = (item: Translatable, field: 'name' | 'description', language: Language): string =>
  (language === defaultLanguage ? undefined : item.translations?.[language]?.[field]?.trim()) ||
  (item[field] ?? '');

/**
 * The item with `name` (and `description`, when it has one) in `language`. `translations` stay (the forms read them),
 * with the French texts under `fr` once `name` is another language's: an answer always holds every language's name.
 */
export const localized = <T extends Translatable>(item: T, language: Language): T => {
  if (language === defaultLanguage) return item;
  const french =
    item.description === undefined ? { name: item.name } : { name: item.name, description: item.description };
  return {
    ...item,
    name: textIn(item, 'name', language),
    ...(item.description === undefined ? {} : { description: textIn(item, 'description', language) }),
    translations: { ...item.translations, [defaultLanguage]: french },
  };
};

/** Every name of an item in an answer (its shown name, then each language's): a link may carry any of them. */
export const namesOf = (item: Translatable): string[] => [
  item.name,
  ...Object.values(item.translations ?? {}).flatMap((t) => (t?.name ? [t.name] : [])),
];

/** A product with its own texts and its category's name in `language`. */
export const localizedProduct = <T extends Translatable & { category: Translatable }>(
  product: T,
  language: Language,
): T =>
  language === defaultLanguage
    ? product
    : { ...localized(product, language), category: localized(product.category, language) };

/** Orders names as a reader of `language` expects (accents and case ignored; Arabic by its alphabet). */
export const nameCollator = (language: Language): Intl.Collator =>
  new Intl.Collator(language, { sensitivity: 'base', numeric: true });

/** A text as a search compares it: without case, accents or Arabic vowel marks (harakat). */
export const searchable = (text: string, language: Language): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language).trim();

/** Whether `name` contains every word of the query, compared with `searchable`. */
export const nameMatches = (name: string, query: string, language: Language): boolean => {
  const haystack = searchable(name, language);
  return searchable(query, language)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

/** The change topics whose answers hold menu texts: the client refetches them when its language changes. */
export const translatedTopics = [
  'products',
  'categories',
  'districts',
  'banners',
  'screens',
] as const satisfies readonly ChangeTopic[];
