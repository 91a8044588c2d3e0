import { z } from 'zod';
import { DomainError } from '../errors';
import { id, money, optionalText, requiredText } from '../fields';
import type { Language } from '../languages';

// Options and extras of a product (docs/design-notes.md "Options and extras"): groups of choices ("Taille": M / L /
// XL, exactly one; "Suppléments": up to 3), each choice with a price delta added to the unit price. The same schemas
// serve the product commands and events, the cart lines of StartCheckout and the priced lines of the order events.

/** A label in the three languages: French required, English and Arabic may be empty (French is shown instead). */
export const optionLabel = z.object({ fr: requiredText(60), en: optionalText(60), ar: optionalText(60) });
export type OptionLabel = z.infer<typeof optionLabel>;

/** The label to show in a language, French where that language's is empty. */
export const labelIn = (label: OptionLabel, language: Language): string => label[language] || label.fr;

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

/** The key of a set of choices, independent of their order ('' for none). */
export const optionsKey = (chosen: readonly ChosenOption[]): string =>
  chosen
    .map((c) => `${c.groupId}.${c.choiceId}`)
    .sort()
    .join('+');

/**
 * The id of a cart line: the product id alone when nothing is chosen (carts saved before options keep their lines),
 * else the product id and the key of its choices. Same product and choices = same line.
 */
export const cartLineId = (productId: string, chosen: readonly ChosenOption[]): string =>
  chosen.length === 0 ? productId : `${productId}~${optionsKey(chosen)}`;

/**
 * The choices priced from the product's current groups, in the groups' order. Throws `option.unavailable` for a
 * group or choice the product no longer has (or a choice picked twice), `option.choice_count` when a group gets fewer
 * than its min or more than its max choices. `errors` names the product and the group.
 */
export function priceOptions(
  productId: string,
  groups: readonly OptionGroup[],
  chosen: readonly ChosenOption[],
): PricedOption[] {
  const seen = new Set<string>();
  for (const c of chosen) {
    const key = `${c.groupId}.${c.choiceId}`;
    const group = groups.find((g) => g.id === c.groupId);
    if (seen.has(key) || !group?.choices.some((choice) => choice.id === c.choiceId))
      throw new DomainError('option.unavailable', undefined, { productId, groupId: c.groupId });
    seen.add(key);
  }
  for (const group of groups) {
    const count = chosen.filter((c) => c.groupId === group.id).length;
    if (count < group.min || count > group.max)
      throw new DomainError('option.choice_count', undefined, { productId, groupId: group.id });
  }
  return pickedOptions(groups, chosen);
}

/** The choices picked so far, priced, in the groups' order; unknown ones are left out and no count is checked. */
export const pickedOptions = (
  groups: readonly OptionGroup[],
  chosen: readonly ChosenOption[],
): PricedOption[] =>
  groups.flatMap((group) =>
    group.choices
      .filter((choice) => chosen.some((c) => c.groupId === group.id && c.choiceId === choice.id))
      .map((choice) => ({
        groupId: group.id,
        group: group.label,
        choiceId: choice.id,
        label: choice.label,
        priceDelta: choice.priceDelta,
      })),
  );

/** The groups whose choices picked so far are fewer than their min (what the customer still has to choose). */
export const missingGroups = (
  groups: readonly OptionGroup[],
  chosen: readonly ChosenOption[],
): OptionGroup[] => groups.filter((g) => chosen.filter((c) => c.groupId === g.id).length < g.min);

/** What the choices add to the unit price. */
export const optionsDelta = (options: readonly { priceDelta: number }[]): number =>
  options.reduce((sum, o) => sum + o.priceDelta, 0);

/** The choices of priced options, to price them again (PlaceOrder re-prices the checkout's lines). */
export const chosenOf = (options: readonly PricedOption[]): ChosenOption[] =>
  options.map(({ groupId, choiceId }) => ({ groupId, choiceId }));

/** The choices of a line grouped by group, in one language: "Taille: XL · Suppléments: Fromage, Œuf" ('' for none). */
export function optionsText(
  options: readonly Pick<PricedOption, 'groupId' | 'group' | 'label'>[],
  language: Language,
): string {
  const groups = new Map<string, { group: OptionLabel; labels: string[] }>();
  for (const o of options) {
    const entry = groups.get(o.groupId) ?? { group: o.group, labels: [] };
    entry.labels.push(labelIn(o.label, language));
    groups.set(o.groupId, entry);
  }
  return [...groups.values()]
    .map(({ group, labels }) => `${labelIn(group, language)}: ${labels.join(', ')}`)
    .join(' · ');
}
