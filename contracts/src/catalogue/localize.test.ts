import { describe, expect, it } from 'vitest';
import { catalogueCommand } from './commands';
import { translatedFields, type TranslatedField } from './constants';
import { localized, localizedProduct, nameCollator, nameMatches, namesOf, textIn } from './localize';

const pizza = {
  name: 'Pizza aux fruits de mer',
  description: 'Crevettes et calamars',
  translations: {
    en: { name: 'Seafood pizza' },
    ar: { name: 'بيتزا بفواكه البحر', description: 'جمبري وحبار' },
  },
};

describe('menu texts in a language', () => {
  it('gives the language’s text, French where it has none', () => {
    expect(textIn(pizza, 'name', 'en')).toBe('Seafood pizza');
    expect(textIn(pizza, 'description', 'en')).toBe('Crevettes et calamars');
    expect(textIn(pizza, 'description', 'ar')).toBe('جمبري وحبار');
    expect(textIn(pizza, 'name', 'fr')).toBe('Pizza aux fruits de mer');
    expect(textIn({ ...pizza, translations: { en: { name: '  ' } } }, 'name', 'en')).toBe(pizza.name);
    expect(textIn({ name: 'Sans', translations: undefined }, 'name', 'ar')).toBe('Sans');
  });

  it('localises a product and its category, keeping the translations for the forms', () => {
    const product = { ...pizza, category: { name: 'Pizzas', translations: { ar: { name: 'بيتزا' } } } };
    const ar = localizedProduct(product, 'ar');
    expect(ar.name).toBe('بيتزا بفواكه البحر');
    expect(ar.category.name).toBe('بيتزا');
    expect(ar.translations).toEqual({
      ...product.translations,
      fr: { name: pizza.name, description: pizza.description },
    });
    expect(localizedProduct(product, 'en').category.name).toBe('Pizzas');
    expect(localizedProduct(product, 'fr')).toBe(product);
    const oran = localized({ name: 'Oran', translations: { ar: { name: 'وهران' } } }, 'ar');
    expect(oran).toEqual({ name: 'وهران', translations: { ar: { name: 'وهران' }, fr: { name: 'Oran' } } });
    expect(namesOf(oran)).toEqual(['وهران', 'وهران', 'Oran']);
    expect(namesOf({ name: 'Desserts', translations: {} })).toEqual(['Desserts']);
  });

  it('localises every translated text the item has, from the one list of them', () => {
    // An item with each translated field (a new one added to `translatedFields` is covered here as it is).
    const texts = (language: string) =>
      Object.fromEntries(translatedFields.map((field) => [field, `${field} ${language}`])) as Record<
        TranslatedField,
        string
      >;
    const [french, english] = [texts('fr'), texts('en')];
    const item = { _id: 'x1', ...french, translations: { en: english } };
    expect(localized(item, 'en')).toEqual({
      _id: 'x1',
      ...english,
      translations: { en: english, fr: french },
    });
    expect(localized(item, 'ar')).toEqual({ ...item, translations: { en: english, fr: french } });
    for (const field of translatedFields) expect(textIn(item, field, 'en')).toBe(`${field} en`);
    // A text the item does not have is not asked for, and stays absent in every language.
    const oran = { name: 'Oran', translations: { ar: { name: 'وهران' } } };
    // @ts-expect-error Oran has no description
    expect(textIn(oran, 'description', 'ar')).toBe('');
    expect(localized(oran, 'ar')).not.toHaveProperty('description');
  });

  it('searches without case, accents or Arabic vowel marks, every word', () => {
    expect(nameMatches('Crème brûlée', 'creme BRULEE', 'fr')).toBe(true);
    expect(nameMatches('Seafood pizza', 'pizza sea', 'en')).toBe(true);
    expect(nameMatches('Seafood pizza', 'pasta', 'en')).toBe(false);
    expect(nameMatches('بِيتزا', 'بيتزا', 'ar')).toBe(true);
  });

  it('sorts names as a reader of the language does', () => {
    const fr = ['Zeste', 'éclair', 'Ananas'].sort(nameCollator('fr').compare);
    expect(fr).toEqual(['Ananas', 'éclair', 'Zeste']);
    const ar = ['ياسمين', 'برتقال', 'أرز'].sort(nameCollator('ar').compare);
    expect(ar).toEqual(['أرز', 'برتقال', 'ياسمين']);
  });
});

describe('translations in commands', () => {
  const product = {
    productId: 'p1',
    name: 'Tacos',
    size: { value: 1, unit: 'pièce' },
    description: '',
    price: 500,
    sold: 0,
    categoryId: 'c1',
    img: '/images/placeholder.svg',
  };

  it('are optional (none = French everywhere) and bounded like the French texts', () => {
    const none = catalogueCommand.parse({ type: 'CreateProduct', data: product });
    expect(none.data).toMatchObject({ translations: {} });
    const ok = catalogueCommand.safeParse({
      type: 'CreateProduct',
      data: { ...product, translations: { en: { name: ' Tacos ' }, ar: { name: 'تاكوس' } } },
    });
    expect(ok.success && ok.data.data).toMatchObject({ translations: { en: { name: 'Tacos' } } });
    for (const translations of [
      { en: { name: 'x'.repeat(121) } },
      { ar: { description: 'x'.repeat(501) } },
      { en: { name: '   ' } },
      { de: { name: 'Tacos' } },
      { fr: { name: 'Tacos' } },
    ])
      expect(
        catalogueCommand.safeParse({ type: 'CreateProduct', data: { ...product, translations } }).success,
      ).toBe(false);
  });
});
