// The shop's languages: the one list the client, the mails, the error messages and the step labels are keyed by.
// Texts are `Record<Language, …>`, so adding a language here makes every missing text a type error.
export const languages = ['fr', 'en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';
/** The languages a menu text may be translated into (French, the default, is the text itself). */
export type TranslationLanguage = Exclude<Language, 'fr'>;
export const translationLanguages = languages.filter(
  (l): l is TranslationLanguage => l !== defaultLanguage,
) as readonly TranslationLanguage[];

const directions: Record<Language, 'ltr' | 'rtl'> = { fr: 'ltr', en: 'ltr', ar: 'rtl' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Whether a language is written right to left (the layout flips; amounts stay left to right). */
export const isRtl = (language: Language): boolean => directions[language] === 'rtl';

/**
 * The shop language for an Accept-Language header or a single tag (`ar-DZ`, `en`): the supported language with the
 * highest q-value (ties keep the header's order; q=0 means "not this one"), or fr.
 */
export const pickLanguage = (acceptLanguage: string | undefined): Language => {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.split('-')[0]!.toLowerCase(), weight: Number.isNaN(weight) ? 0 : weight, order };
    })
    .filter((c) => c.weight > 0 && isLanguage(c.language))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return (ranked[0]?.language as Language | undefined) ?? defaultLanguage;
};
