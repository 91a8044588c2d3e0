import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isRtl, languages, pickLanguage } from '@shop/contracts/core';

// Every namespace is a JSON file per language: src/locales/{fr,en,ar}/{namespace}.json. The start namespaces (what
// every public page needs before it paints: the page frame, home, menu, cart drawer, error pages) of the default
// language, French, which is also every language's fallback, are in the entry; every other file is a chunk of its
// own. The first render waits for the chosen language's start namespaces (main.tsx, `i18nReady`); a screen using
// another namespace suspends (its route's Suspense shows a spinner) until its file is there, so a text never shows
// as a key or in another language. A language switch loads that language's namespaces in use, then switches.
// The start files' pattern is written twice, since Vite reads a glob's arguments as literals: they are bundled, and
// left out of the lazy files (a module both bundled and imported lazily stays in the entry anyway, and Vite warns).
const frenchStart = import.meta.glob<Record<string, unknown>>(
  '../locales/fr/{common,layout,home,menu,cart,errors}.json',
  { eager: true, import: 'default' },
);
const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/fr/{common,layout,home,menu,cart,errors}.json'],
  { import: 'default' },
);
const fileOf = (lng: string, ns: string) => {
  const path = `../locales/${lng}/${ns}.json`;
  const bundled = frenchStart[path];
  return bundled ? () => Promise.resolve(bundled) : files[path];
};
const namespaceOf = (path: string) => path.replace(/^.*\/([\w-]+)\.json$/, '$1');

/** Every namespace of the client (the file names of one language). */
export const namespaces = [...Object.keys(frenchStart), ...Object.keys(files)]
  .filter((path) => path.startsWith(`../locales/${defaultLanguage}/`))
  .map(namespaceOf);

const startResources = Object.fromEntries(
  Object.entries(frenchStart).map(([path, texts]) => [namespaceOf(path), texts]),
);

const applyDirection = (lng: string) => {
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(pickLanguage(lng)) ? 'rtl' : 'ltr';
};

/** Resolves when the chosen language's start namespaces are loaded. */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend((lng: string, ns: string) => {
      const load = fileOf(lng, ns);
      return load ? load() : Promise.reject(new Error(`no locale file ${lng}/${ns}`));
    }),
  )
  .use(initReactI18next)
  .init({
    resources: { fr: startResources },
    partialBundledLanguages: true,
    ns: Object.keys(startResources),
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
  })
  .then(() => applyDirection(i18n.resolvedLanguage ?? defaultLanguage));

i18n.on('languageChanged', (lng) => applyDirection(i18n.resolvedLanguage ?? lng));

export default i18n;
