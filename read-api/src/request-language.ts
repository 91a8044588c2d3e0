import { pickLanguage, type Language } from '@shop/contracts';

/**
 * The language a read answers the menu's texts in (docs/catalogue.md, "Menu in three languages"): the `lang` query
 * parameter when given (a link, a TV board), else the Accept-Language header the client sends with its current
 * language; French for anything else.
 */
export const requestLanguage = (lang: unknown, acceptLanguage: string | string[] | undefined): Language =>
  pickLanguage(
    typeof lang === 'string' ? lang : Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage,
  );
