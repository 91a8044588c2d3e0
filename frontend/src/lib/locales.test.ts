import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@shop/contracts/core';

// Every namespace exists in each language of contracts' list with the same keys (plural suffixes aside: Arabic may add _two, _few…).
const dir = join(__dirname, '..', 'locales');
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
        flatten(v, Array.isArray(value) ? `${prefix}[]` : prefix ? `${prefix}.${k}` : k),
      )
    : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
const keysOf = (lng: string, ns: string) =>
  [...new Set(flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8'))))].sort();

describe('locales', () => {
  const namespaces = [...new Set(languages.flatMap((lng) => readdirSync(join(dir, lng))))].map((f) =>
    f.replace(/\.json$/, ''),
  );
  it.each(namespaces)('%s has the same keys in every language as in fr', (ns) => {
    const fr = keysOf('fr', ns);
    for (const lng of languages) expect({ lng, keys: keysOf(lng, ns) }).toEqual({ lng, keys: fr });
  });
  it('keeps the spec texts in French', () => {
    const errors = JSON.parse(readFileSync(join(dir, 'fr', 'errors.json'), 'utf8'));
    expect(errors.not_found.title).toBe('Page non trouvée');
    const en = JSON.parse(readFileSync(join(dir, 'en', 'contact.json'), 'utf8'));
    expect(en.errors.required).toBe('* this field is required');
  });
  it('says a field is required in the same words on every form of a language', () => {
    const expected: Record<string, string> = {
      fr: '* Ce champ est obligatoire',
      en: '* this field is required', // spec §5
      ar: '* هذا الحقل مطلوب',
    };
    for (const lng of languages)
      for (const file of readdirSync(join(dir, lng))) {
        const texts = JSON.parse(readFileSync(join(dir, lng, file), 'utf8'));
        if (texts.errors?.required !== undefined)
          expect(`${lng}/${file}: ${texts.errors.required}`).toBe(`${lng}/${file}: ${expected[lng]}`);
      }
  });
});
