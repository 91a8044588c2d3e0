import type { OptionGroup } from '@shop/contracts/core';
import { z } from 'zod';

// The product form's option groups (docs/catalogue.md "Options and extras"): what the OptionGroupsField edits,
// its checks (messages are keys of the `catalogue-admin` namespace) and its mapping to the `optionGroups` of the
// product commands. Labels are French (required), English and Arabic (optional: French is shown instead).

const required = 'errors.required';
const DIGITS = /^\d+$/;
const label = z.string().trim().max(60, 'errors.too_long');
const labels = { fr: label.min(1, required), en: label, ar: label };

const choiceForm = z.object({
  id: z.string(),
  ...labels,
  priceDelta: z
    .string()
    .trim()
    .regex(/^\d*$/, 'errors.digits')
    .refine((s) => !DIGITS.test(s) || Number(s) <= 100_000, 'errors.price_delta'),
});
const groupForm = z
  .object({
    id: z.string(),
    ...labels,
    min: z.string().trim().regex(DIGITS, 'errors.digits'),
    max: z.string().trim().regex(DIGITS, 'errors.digits'),
    choices: z.array(choiceForm).min(1, 'errors.options_choices'),
  })
  .superRefine((g, ctx) => {
    const min = Number(g.min);
    const max = Number(g.max);
    if (DIGITS.test(g.max) && (max < 1 || max > 20))
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'errors.options_max' });
    else if (DIGITS.test(g.min) && DIGITS.test(g.max) && (min > max || min > g.choices.length))
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'errors.options_min' });
  });

export const optionGroupsFormSchema = z.array(groupForm).max(10);
export type OptionGroupForm = z.input<typeof groupForm>;
export type OptionChoiceForm = OptionGroupForm['choices'][number];

/** A short random id for a new group or choice (cart lines and orders refer to choices by id, not by label). */
const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 10);

export const newOptionChoice = (): OptionChoiceForm => ({
  id: newId(),
  fr: '',
  en: '',
  ar: '',
  priceDelta: '0',
});
/** A new group: exactly one choice, as sizes are; staff widen it for extras. */
export const newOptionGroup = (): OptionGroupForm => ({
  id: newId(),
  fr: '',
  en: '',
  ar: '',
  min: '1',
  max: '1',
  choices: [newOptionChoice()],
});

export const optionGroupsToForm = (groups: readonly OptionGroup[] | undefined): OptionGroupForm[] =>
  (groups ?? []).map((g) => ({
    id: g.id,
    ...g.label,
    min: String(g.min),
    max: String(g.max),
    choices: g.choices.map((c) => ({ id: c.id, ...c.label, priceDelta: String(c.priceDelta) })),
  }));

const labelOf = (v: { fr: string; en: string; ar: string }) => ({
  fr: v.fr.trim(),
  en: v.en.trim(),
  ar: v.ar.trim(),
});

/** The `optionGroups` of CreateProduct / UpdateProduct. */
export const toOptionGroupsBody = (groups: readonly OptionGroupForm[]): OptionGroup[] =>
  groups.map((g) => ({
    id: g.id,
    label: labelOf(g),
    min: Number(g.min),
    max: Number(g.max),
    choices: g.choices.map((c) => ({
      id: c.id,
      label: labelOf(c),
      priceDelta: c.priceDelta.trim() === '' ? 0 : Number(c.priceDelta),
    })),
  }));
