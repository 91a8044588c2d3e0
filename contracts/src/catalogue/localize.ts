import { defaultLanguage, type Language } from '../languages';
import { translatedFields, type TranslatedField } from './constants';
import type { ChangeTopic } from '../change-topics';

// A menu item in one language (docs/catalogue.md, "Menu in three languages"): each text in that language where
// staff gave it, else in French. Pure, zod-free: read-api applies it to the views it answers. Which texts are
// translated is `translatedFields` (./constants.ts): a new one needs no change here.

type Texts = { [F in TranslatedField]?: string };
/** An item with its translated texts in French in its own fields and the other languages' under `translations`. */
export type Translatable = Texts & { translations?: Partial<Record<Language, Texts | undefined>> };

const text = (item: Translatable, field: TranslatedField, language: Language): string =>
  (language === defaultLanguage ? undefined : item.translations?.[language]?.[field]?.trim()) ||
  (item[field] ?? '');

/** The text of `field` (one the item has) in `language`, or the French one (the item's own) where it has none. */
export const textIn = <T extends Translatable>(
  item: T,
  field: TranslatedField & keyof T,
  language: Language,
): string => text(item, field, language);

/**
 * The item with each translated text it has (`name`, and `description` when it has one…) in `language`.
 * `translations` stay (the forms read them), with the French texts under `fr` once the texts are another language's:
 * an answer always holds every language's name.
 */
export const localized = <T extends Translatable>(item: T, language: Language): T => {
  if (language === defaultLanguage) return item;
  const fields = translatedFields.filter((field) => item[field] !== undefined);
  const french: Texts = Object.fromEntries(fields.map((field) => [field, item[field]]));
  return {
    ...item,
    ...Object.fromEntries(fields.map((field) => [field, text(item, field, language)])),
    translations: { ...item.translations, [defaultLanguage]: french },
  };
};

/** Every name of an item in an answer (its shown name, then each language's): a link may carry any of them. */
export const namesOf = (item: Translatable & { name: string }): string[] => [
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
