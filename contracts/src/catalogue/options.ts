import { z } from 'zod';
import { id, money, optionalText, requiredText } from '../fields';
import { translationLanguages, type TranslationLanguage } from '../languages';

// Options and extras of a product (docs/catalogue.md "Options and extras"): groups of choices ("Taille": M / L /
// XL, exactly one; "Suppléments": up to 3), each choice with a price delta added to the unit price. The same schemas
// serve the product commands and events, the cart lines of StartCheckout and the priced lines of the order events.
// The maths on them is in ./option-choices.ts, without zod, so the menu's first load does not carry the schemas.

/** A label in the three languages: French required, English and Arabic may be empty (French is shown instead). */
// One key per language (today fr, en, ar: the stored shape). A new language is a new required key: the product
// events written before it need an upcaster that gives it '' (contracts/src/schema/), which the fixtures' test asks for.
export const optionLabel = z.object({
  fr: requiredText(60),
  ...(Object.fromEntries(translationLanguages.map((l) => [l, optionalText(60)])) as Record<
    TranslationLanguage,
    ReturnType<typeof optionalText>
  >),
});
export type OptionLabel = z.infer<typeof optionLabel>;

/** What a choice adds to the unit price, whole DA (never negative: a cheaper variant is its own base price). */
export const priceDelta = money.max(100_000);

export const optionChoice = z.object({ id, label: optionLabel, priceDelta });
export type OptionChoice = z.infer<typeof optionChoice>;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

export const optionGroup = z
  .object({
    id,
    label: optionLabel,
    /** How many choices the customer must pick (0 = optional). */
    min: z.number().int().min(0).max(20),
    /** How many choices the customer may pick at most. */
    max: z.number().int().min(1).max(20),
    choices: z.array(optionChoice).min(1).max(20),
  })
  .refine((g) => g.min <= g.max, { message: 'min above max', path: ['min'] })
  .refine((g) => g.min <= g.choices.length, { message: 'min above the number of choices', path: ['min'] })
  .refine((g) => unique(g.choices.map((c) => c.id)), {
    message: 'two choices with one id',
    path: ['choices'],
  });
export type OptionGroup = z.infer<typeof optionGroup>;

/** A product's option groups (the `optionGroups` field of its commands, events and view). */
export const optionGroups = z
  .array(optionGroup)
  .max(10)
  .refine((gs) => unique(gs.map((g) => g.id)), { message: 'two groups with one id' });

/** A choice the customer picked (cart lines, StartCheckout): ids only, the server prices it. */
export const chosenOption = z.object({ groupId: id, choiceId: id });
export type ChosenOption = z.infer<typeof chosenOption>;
/** At most one per choice of every group a product may have. */
export const chosenOptions = z.array(chosenOption).max(200);

/** A choice as an order line keeps it: labels and delta as the catalogue had them when the server priced it. */
export const pricedOption = z.object({
  groupId: id,
  group: optionLabel,
  choiceId: id,
  label: optionLabel,
  priceDelta,
});
export type PricedOption = z.infer<typeof pricedOption>;
