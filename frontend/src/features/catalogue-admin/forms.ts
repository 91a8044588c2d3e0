import {
  translationLanguages,
  type CategoryBody,
  type CategoryView,
  type CreateProductBody,
  type CreatePromoBody,
  type RenameBannerBody,
  type RenameDistrictBody,
  type Language,
  type ProductView,
  type ViewTranslations,
} from '@shop/contracts/core';
import { z } from 'zod';
import { optionGroupsFormSchema, optionGroupsToForm, toOptionGroupsBody } from './option-groups-form';

// Pure parts of the back-office catalogue screens: form schemas (messages are keys of the `catalogue-admin`
// namespace, translated where they are shown), body mappers and small helpers. Unit-tested in forms.test.ts.

export const TEXT_MAX = 500; // spec §5/§9: text areas
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What POST /api/uploads accepts (the server checks the bytes too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const required = 'errors.required' as const;
const DIGITS = /^\d+$/;
const DECIMAL = /^\d+([.,]\d+)?$/;

/** Why a chosen file cannot be uploaded (a key of errors.*), or undefined when it can. */
export function imageFileError(
  file: { type: string; size: number } | undefined | null,
): 'errors.required' | 'errors.image_type' | 'errors.image_size' | undefined {
  if (!file) return required;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'errors.image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'errors.image_size';
  return undefined;
}

// ---------- translations (docs/catalogue.md, "Menu in three languages") ----------
type TranslatedText = 'name' | 'description';
/** The English and Arabic texts of a form, each a string ('' = none: the visitor sees the French one). */
export type TranslationValues = Partial<Record<Language, { name: string; description?: string }>>;

/** The form's translations: names at most `nameMax` characters, descriptions 500, every one optional. */
export const translationsSchema = (nameMax: number) =>
  z
    .partialRecord(
      z.enum(translationLanguages as [Language, ...Language[]]),
      z.object({
        name: z.string().trim().max(nameMax, 'errors.too_long'),
        description: z.string().trim().max(TEXT_MAX, 'errors.max_500').optional(),
      }),
    )
    .optional();

/** A view's translations as form values: every translated language, each text '' where none was given. */
export const translationsToForm = (
  translations: ViewTranslations | undefined,
  texts: readonly TranslatedText[],
): TranslationValues =>
  Object.fromEntries(
    translationLanguages.map((l) => [
      l,
      Object.fromEntries(texts.map((text) => [text, translations?.[l]?.[text] ?? ''])),
    ]),
  );

/** The command's `translations`: the texts given, trimmed; a blank one is left out (French is shown instead). */
export const toTranslationsBody = (values: TranslationValues | undefined): ViewTranslations =>
  Object.fromEntries(
    Object.entries(values ?? {}).flatMap(([language, texts]) => {
      const given = Object.entries(texts ?? {}).flatMap(([text, value]) =>
        typeof value === 'string' && value.trim() !== '' ? [[text, value.trim()]] : [],
      );
      return given.length > 0 ? [[language, Object.fromEntries(given)]] : [];
    }),
  );

/** Which languages' tabs hold a field error (the tab shows it). */
export const invalidLanguages = (
  errors: Partial<Record<string, unknown>> | undefined,
): Partial<Record<Language, boolean>> => Object.fromEntries(Object.keys(errors ?? {}).map((l) => [l, true]));

// ---------- products ----------
export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, required).max(120, 'errors.too_long'),
    sizeValue: z.string().trim(),
    sizeUnit: z.string().trim().max(20, 'errors.too_long'),
    description: z.string().trim().max(TEXT_MAX, 'errors.max_500'),
    price: z.string().trim().min(1, required).regex(DIGITS, 'errors.digits'),
    sold: z
      .string()
      .trim()
      .regex(/^\d*$/, 'errors.sold_digits')
      .refine((s) => s === '' || Number(s) <= 100, 'errors.sold_max'),
    categoryId: z.string().min(1, required),
    active: z.boolean(),
    img: z.string().min(1, 'errors.image_required'),
    optionGroups: optionGroupsFormSchema,
    translations: translationsSchema(120),
  })
  .superRefine((v, ctx) => {
    // Spec §5: 'quantity/size needs value and unit' — both, as a positive number and a unit.
    const valueOk = DECIMAL.test(v.sizeValue) && Number(v.sizeValue.replace(',', '.')) > 0;
    if (!valueOk || v.sizeUnit === '')
      ctx.addIssue({ code: 'custom', path: ['sizeValue'], message: 'errors.size' });
  });
export type ProductFormValues = z.input<typeof productFormSchema>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  sizeValue: '',
  sizeUnit: '',
  description: '',
  price: '',
  sold: '0',
  categoryId: '',
  active: true,
  img: '',
  optionGroups: [],
  translations: translationsToForm(undefined, ['name', 'description']),
};

export const productToForm = (p: ProductView): ProductFormValues => ({
  name: p.name,
  sizeValue: String(p.size.value),
  sizeUnit: p.size.unit,
  description: p.description,
  price: String(p.price),
  sold: String(p.sold),
  categoryId: p.category._id,
  active: p.active,
  img: p.img,
  optionGroups: optionGroupsToForm(p.optionGroups),
  translations: translationsToForm(p.translations, ['name', 'description']),
});

/** Body of POST /api/products (and, without `active`, of PUT /api/products/:id). */
export const toProductBody = (v: ProductFormValues): CreateProductBody => ({
  name: v.name.trim(),
  size: { value: Number(v.sizeValue.trim().replace(',', '.')), unit: v.sizeUnit.trim() },
  description: v.description.trim(),
  price: Number(v.price.trim()),
  sold: v.sold.trim() === '' ? 0 : Number(v.sold.trim()),
  categoryId: v.categoryId,
  img: v.img,
  active: v.active,
  optionGroups: toOptionGroupsBody(v.optionGroups),
  translations: toTranslationsBody(v.translations),
});

export type StatusFilter = 'all' | 'active' | 'inactive';
export const statusFilters: StatusFilter[] = ['all', 'active', 'inactive'];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Products whose name or category contains the search (accents and case ignored). */
export const searchProducts = (products: ProductView[], search: string): ProductView[] => {
  const q = fold(search);
  if (!q) return products;
  return products.filter((p) => fold(p.name).includes(q) || fold(p.category.name).includes(q));
};

// ---------- categories ----------
export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, required).max(80, 'errors.too_long'),
  description: z.string().trim().max(TEXT_MAX, 'errors.max_500'),
  image: z.string().min(1, 'errors.image_required'),
  translations: translationsSchema(80),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export const emptyCategoryForm: CategoryFormValues = {
  name: '',
  description: '',
  image: '',
  translations: translationsToForm(undefined, ['name', 'description']),
};
export const categoryToForm = (c: CategoryView): CategoryFormValues => ({
  name: c.name,
  description: c.description,
  image: c.image,
  translations: translationsToForm(c.translations, ['name', 'description']),
});
export const toCategoryBody = (v: CategoryFormValues): CategoryBody => ({
  name: v.name.trim(),
  description: v.description.trim(),
  image: v.image,
  translations: toTranslationsBody(v.translations),
});

// ---------- banners (spec §5: validated on blur; image required, title required, order required number) ----------
export const bannerFormSchema = z.object({
  name: z.string().trim().min(1, required).max(120, 'errors.too_long'),
  /** The position as shown in the table (order + 1). */
  position: z
    .string()
    .trim()
    .min(1, required)
    .regex(DIGITS, 'errors.digits')
    .refine((s) => Number(s) >= 1, 'errors.position_min'),
  file: z.custom<File | null>().superRefine((f, ctx) => {
    const error = imageFileError(f as File | null);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
  translations: translationsSchema(120),
});
export type BannerFormValues = z.input<typeof bannerFormSchema>;

/** Multipart body of POST /api/banners: name, order_img (zero-based), img, translations (JSON, when any). */
export function toBannerFormData(v: {
  name: string;
  position: string;
  file: Blob;
  translations?: TranslationValues;
}): FormData {
  const form = new FormData();
  form.set('name', v.name.trim());
  form.set('order_img', String(Number(v.position) - 1));
  const translations = toTranslationsBody(v.translations);
  if (Object.keys(translations).length > 0) form.set('translations', JSON.stringify(translations));
  form.set('img', v.file);
  return form;
}

// ---------- districts ----------
export const districtFormSchema = z.object({
  name: z.string().trim().min(1, required).max(80, 'errors.too_long'),
  price: z.string().trim().min(1, required).regex(DIGITS, 'errors.digits'),
  translations: translationsSchema(80),
});
export type DistrictFormValues = z.input<typeof districtFormSchema>;
export const emptyDistrictForm: DistrictFormValues = {
  name: '',
  price: '',
  translations: translationsToForm(undefined, ['name']),
};

// ---------- names of an existing district or banner (every language, edited after its creation) ----------
export const namesFormSchema = (nameMax: number) =>
  z.object({
    name: z.string().trim().min(1, required).max(nameMax, 'errors.too_long'),
    translations: translationsSchema(nameMax),
  });
export type NamesFormValues = z.input<ReturnType<typeof namesFormSchema>>;
/** The form of a view read in French (`lang=fr`): its own name and its translations. */
export const namesToForm = (v: { name: string; translations?: ViewTranslations }): NamesFormValues => ({
  name: v.name,
  translations: translationsToForm(v.translations, ['name']),
});
export const toNamesBody = (v: NamesFormValues): RenameDistrictBody & RenameBannerBody => ({
  name: v.name.trim(),
  translations: toTranslationsBody(v.translations),
});

// ---------- promos ----------
export const MAX_PROMO_HOURS = 24 * 366;
export const promoFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(2, 'errors.code')
      .max(32, 'errors.code')
      .regex(/^[A-Za-z0-9_-]+$/, 'errors.code'),
    percentage: z
      .string()
      .trim()
      .min(1, required)
      .regex(DIGITS, 'errors.digits')
      .refine((s) => Number(s) >= 1 && Number(s) <= 100, 'errors.percentage'),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, required),
    startTime: z.string().regex(/^\d{2}:\d{2}$/, required),
    duration: z
      .string()
      .trim()
      .min(1, required)
      .regex(DIGITS, 'errors.digits')
      .refine((s) => Number(s) >= 1, 'errors.duration'),
    unit: z.enum(['hours', 'days']),
  })
  .refine((v) => validHours(v) <= MAX_PROMO_HOURS, { path: ['duration'], message: 'errors.duration' });
export type PromoFormValues = z.input<typeof promoFormSchema>;

const validHours = (v: { duration: string; unit: 'hours' | 'days' }) =>
  Number(v.duration) * (v.unit === 'days' ? 24 : 1);

/** Body of POST /api/promos: the start is the local date and time of the browser, sent as an ISO instant. */
export const toPromoBody = (v: PromoFormValues): CreatePromoBody => ({
  code: v.code.trim().toUpperCase(),
  percentage: Number(v.percentage),
  startsAt: new Date(`${v.startDate}T${v.startTime}:00`).toISOString(),
  validForHours: validHours(v),
});

export type PromoTiming =
  { state: 'expired' } | { state: 'upcoming'; ms: number } | { state: 'running'; ms: number };

/** Where a promo stands at `now`: time before it starts, time left, or expired. */
export function promoTiming(p: { startsAt: string; endsAt: string }, now: Date): PromoTiming {
  const start = Date.parse(p.startsAt);
  const end = Date.parse(p.endsAt);
  const t = now.getTime();
  if (t >= end) return { state: 'expired' };
  if (t < start) return { state: 'upcoming', ms: start - t };
  return { state: 'running', ms: end - t };
}

/** A duration split into days, hours and minutes (minutes rounded up, so 30 s left reads '1 min'). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/** The date and time inputs' values for now + 5 minutes (the default start of a new promo). */
export function defaultPromoStart(now: Date): { startDate: string; startTime: string } {
  const d = new Date(now.getTime() + 5 * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    startDate: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    startTime: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
