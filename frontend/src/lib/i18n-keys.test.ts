import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageTextOf } from './i18n-keys';

describe('typed i18n keys', () => {
  it('a key missing from the French texts, or of a namespace not asked for, does not compile', () => {
    const i18n = createInstance();
    const t = i18n.getFixedT('fr', 'cart');
    const checkout = i18n.getFixedT('fr', ['checkout', 'common']);
    // Type checks only (npm run typecheck -w @shop/frontend): each line below is an error the checker must see.
    const typeErrors = () => [
      // @ts-expect-error no such key
      t('no.such.key'),
      // @ts-expect-error a key of another namespace
      t('fields.email'),
      // @ts-expect-error common's key through a namespace that is not common
      t('home:labelled'),
      checkout('common:labelled', { label: 'x' }), // a namespace asked for: fine
      t('closed'),
    ];
    expect(typeof typeErrors).toBe('function');
  });

  it("a schema's message is translated when it is a key of the namespace, else shown as it came", async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'fr',
      resources: {
        fr: { auth: { errors: { min_length: 'Au moins {{min}} caractères' } } },
        en: { auth: { errors: { min_length: 'At least {{min}} characters' } } },
      },
    });
    const text = messageTextOf(i18n, 'auth');
    expect(text('errors.min_length', { min: 6 })).toBe('Au moins 6 caractères');
    expect(text('Adresse déjà utilisée')).toBe('Adresse déjà utilisée');
    expect(text(undefined)).toBeUndefined();
    await i18n.changeLanguage('en');
    expect(text('errors.min_length', { min: 6 })).toBe('At least 6 characters'); // the language of the moment
  });
});
