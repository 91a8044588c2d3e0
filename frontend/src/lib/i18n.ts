import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isRtl, languages, pickLanguage } from '@shop/contracts';

// Every namespace is a JSON file per language: src/locales/{fr,en,ar}/{namespace}.json.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  (resources[lng] ??= {})[ns] = mod.default;
}

const applyDirection = (lng: string) => {
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(pickLanguage(lng)) ? 'rtl' : 'ltr';
};

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Spec §1: query lng, cookie, local storage, session storage, browser, html lang; cached as selectedLanguage.
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'selectedLanguage',
      lookupSessionStorage: 'selectedLanguage',
      caches: ['localStorage'],
      // The browser says 'ar-DZ' or 'fr-FR': keep and cache the language alone, as the selector stores it.
      convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
    },
  });

applyDirection(i18n.resolvedLanguage ?? defaultLanguage);
i18n.on('languageChanged', (lng) => applyDirection(i18n.resolvedLanguage ?? lng));

export default i18n;
