// The app's own texts for browser tests, read from frontend/src/locales so a test finds elements by the label a
// person sees in each language.
import { readFileSync } from 'node:fs';
import type { Language } from '@shop/contracts';

type Texts = { [key: string]: string | Texts };

/** The text of `key` (dotted) in frontend/src/locales/<lng>/<ns>.json, with its {{placeholders}} filled. */
export function localeText(
  lng: Language,
  ns: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = new URL(`../../frontend/src/locales/${lng}/${ns}.json`, import.meta.url);
  const found = key
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      JSON.parse(readFileSync(file, 'utf8')) as Texts,
    );
  if (typeof found !== 'string') throw new Error(`no text ${lng}/${ns}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
