import { describe, expect, it } from 'vitest';
import {
  namesFormSchema,
  namesToForm,
  toNamesBody,
  bannerFormSchema,
  defaultPromoStart,
  emptyProductForm,
  imageFileError,
  productFormSchema,
  promoFormSchema,
  promoTiming,
  searchProducts,
  splitDuration,
  toBannerFormData,
  toProductBody,
  toPromoBody,
  toTranslationsBody,
  translationsToForm,
} from './forms';
import type { ProductView } from '@shop/contracts/core';

/** The first message of each field (what the form shows). */
const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
};

const valid = {
  ...emptyProductForm,
  name: 'Pizza',
  sizeValue: '1',
  sizeUnit: 'XL',
  price: '800',
  categoryId: 'c1',
  img: '/u/a.webp',
};

describe('product form', () => {
  it('accepts a complete product and maps it to the command body', () => {
    expect(productFormSchema.safeParse(valid).success).toBe(true);
    expect(toProductBody({ ...valid, sizeValue: '1,5', sold: '' })).toEqual({
      name: 'Pizza',
      size: { value: 1.5, unit: 'XL' },
      description: '',
      price: 800,
      sold: 0,
      categoryId: 'c1',
      img: '/u/a.webp',
      active: true,
      optionGroups: [],
      translations: {},
    });
  });
  it('needs a size value and unit, digits for sold, a name, a category and an image', () => {
    expect(messages(productFormSchema.safeParse({ ...valid, sizeUnit: '' }))).toEqual({
      sizeValue: 'errors.size',
    });
    expect(messages(productFormSchema.safeParse({ ...valid, sizeValue: '' }))).toEqual({
      sizeValue: 'errors.size',
    });
    expect(messages(productFormSchema.safeParse({ ...valid, sold: '1a' }))).toEqual({
      sold: 'errors.sold_digits',
    });
    expect(messages(productFormSchema.safeParse({ ...valid, sold: '101' }))).toEqual({
      sold: 'errors.sold_max',
    });
    expect(messages(productFormSchema.safeParse({ ...valid, name: ' ', categoryId: '', img: '' }))).toEqual({
      name: 'errors.required',
      categoryId: 'errors.required',
      img: 'errors.image_required',
    });
    expect(messages(productFormSchema.safeParse({ ...valid, description: 'x'.repeat(501) }))).toEqual({
      description: 'errors.max_500',
    });
  });
});

describe('images', () => {
  it('accepts image types up to 5 MB only', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageFileError({ type: 'text/plain', size: 10 })).toBe('errors.image_type');
    expect(imageFileError({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('errors.image_size');
    expect(imageFileError(null)).toBe('errors.required');
  });
});

describe('banner form', () => {
  const file = new File(['x'], 'b.png', { type: 'image/png' });
  it('requires a title, a numeric order and an image', () => {
    expect(bannerFormSchema.safeParse({ name: 'Promo', position: '1', file }).success).toBe(true);
    expect(messages(bannerFormSchema.safeParse({ name: '', position: 'a', file: null }))).toEqual({
      name: 'errors.required',
      position: 'errors.digits',
      file: 'errors.required',
    });
  });
  it('sends the zero-based order', () => {
    const form = toBannerFormData({ name: ' Promo ', position: '2', file });
    expect(form.get('name')).toBe('Promo');
    expect(form.get('order_img')).toBe('1');
    expect(form.get('img')).toBeInstanceOf(Blob);
  });
});

describe('promos', () => {
  const base = {
    code: 'summer-24',
    percentage: '20',
    startDate: '2030-06-01',
    startTime: '12:30',
    duration: '2',
    unit: 'days' as const,
  };
  it('validates the percentage (1 to 100) and maps to the command body', () => {
    expect(messages(promoFormSchema.safeParse({ ...base, percentage: '0' }))).toEqual({
      percentage: 'errors.percentage',
    });
    expect(messages(promoFormSchema.safeParse({ ...base, percentage: '101' }))).toEqual({
      percentage: 'errors.percentage',
    });
    const body = toPromoBody(base);
    expect(body).toMatchObject({ code: 'SUMMER-24', percentage: 20, validForHours: 48 });
    expect(new Date(body.startsAt).getTime()).toBe(new Date(2030, 5, 1, 12, 30).getTime());
  });
  it('tells the remaining time, the time before the start, or expired', () => {
    const p = { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-02T10:00:00Z' };
    expect(promoTiming(p, new Date('2030-01-01T09:00:00Z'))).toEqual({ state: 'upcoming', ms: 3_600_000 });
    expect(promoTiming(p, new Date('2030-01-02T08:30:00Z'))).toEqual({ state: 'running', ms: 5_400_000 });
    expect(promoTiming(p, new Date('2030-01-02T10:00:00Z'))).toEqual({ state: 'expired' });
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 2 });
    expect(splitDuration(30_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
  it('defaults the start to five minutes from now', () => {
    expect(defaultPromoStart(new Date(2030, 0, 31, 23, 58))).toEqual({
      startDate: '2030-02-01',
      startTime: '00:03',
    });
  });
});

describe('product search', () => {
  const p = (name: string, category: string) =>
    ({ name, category: { _id: category, name: category } }) as ProductView;
  it('matches name or category, ignoring case and accents', () => {
    const list = [p('Crêpe sucrée', 'Desserts'), p('Pizza', 'Pizzas')];
    expect(searchProducts(list, 'CREPE').map((x) => x.name)).toEqual(['Crêpe sucrée']);
    expect(searchProducts(list, 'pizzas').map((x) => x.name)).toEqual(['Pizza']);
    expect(searchProducts(list, '  ')).toHaveLength(2);
  });
});

describe('names of an existing district or banner', () => {
  it('start from the French view and send every language, an emptied translation left out', () => {
    const form = namesToForm({ name: 'Centre-ville', translations: { ar: { name: 'وسط المدينة' } } });
    expect(form).toEqual({
      name: 'Centre-ville',
      translations: { en: { name: '' }, ar: { name: 'وسط المدينة' } },
    });
    expect(
      toNamesBody({ name: ' Centre ', translations: { en: { name: ' Downtown ' }, ar: { name: ' ' } } }),
    ).toEqual({ name: 'Centre', translations: { en: { name: 'Downtown' } } });
    expect(namesFormSchema(80).safeParse({ ...form, name: ' ' }).success).toBe(false);
    expect(namesFormSchema(80).safeParse({ ...form, name: 'a'.repeat(81) }).success).toBe(false);
  });
});

describe('translations in the forms', () => {
  it('start with every translated language empty, or the view’s texts', () => {
    expect(translationsToForm(undefined, ['name'])).toEqual({ en: { name: '' }, ar: { name: '' } });
    expect(translationsToForm({ ar: { name: 'بيتزا' } }, ['name', 'description'])).toEqual({
      en: { name: '', description: '' },
      ar: { name: 'بيتزا', description: '' },
    });
  });

  it('send only the texts given, trimmed (a blank one shows the French text)', () => {
    expect(
      toTranslationsBody({ en: { name: ' Seafood ', description: '  ' }, ar: { name: '', description: '' } }),
    ).toEqual({ en: { name: 'Seafood' } });
    expect(toTranslationsBody(undefined)).toEqual({});
  });

  it('bound each text like the French one and put the message on its field', () => {
    const r = productFormSchema.safeParse({
      ...emptyProductForm,
      translations: { en: { name: 'x'.repeat(121), description: '' }, ar: { name: '', description: '' } },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path.join('.') === 'translations.en.name')?.message).toBe(
      'errors.too_long',
    );
  });

  it('go with a banner as JSON when there are any', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const none = toBannerFormData({
      name: 'Soirée',
      position: '1',
      file,
      translations: { en: { name: ' ' } },
    });
    expect(none.get('translations')).toBeNull();
    const some = toBannerFormData({
      name: 'Soirée',
      position: '1',
      file,
      translations: { ar: { name: 'سهرة' } },
    });
    expect(JSON.parse(String(some.get('translations')))).toEqual({ ar: { name: 'سهرة' } });
  });
});
