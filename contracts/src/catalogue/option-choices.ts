import { DomainError } from '../errors';
import type { Language } from '../languages';
import type { ChosenOption, OptionGroup, OptionLabel, PricedOption } from './options';

// The maths of options and extras (./options.ts holds their schemas): line ids, pricing, texts. Free of zod, so the
// menu's cards and cart price lines without loading the contracts' schemas.

/** The label to show in a language, French where that language's is empty. */
export const labelIn = (label: OptionLabel, language: Language): string => label[language] || label.fr;

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
 * than its min or more than its max choices. `errors` names the product and the group (and the choice that went).
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
      throw new DomainError('option.unavailable', undefined, {
        productId,
        groupId: c.groupId,
        choiceId: c.choiceId,
      });
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

/** The choices of a line that the product's groups no longer have (a staff member removed the choice or its group). */
export const removedOptions = <T extends ChosenOption>(
  groups: readonly OptionGroup[],
  chosen: readonly T[],
): T[] =>
  chosen.filter(
    (c) => !groups.some((g) => g.id === c.groupId && g.choices.some((choice) => choice.id === c.choiceId)),
  );

/** The groups whose choices picked so far are fewer than their min (what the customer still has to choose). */
export const missingGroups = (
  groups: readonly OptionGroup[],
  chosen: readonly ChosenOption[],
): OptionGroup[] => groups.filter((g) => chosen.filter((c) => c.groupId === g.id).length < g.min);

/**
 * The lowest unit price a product with these groups can be ordered at: `base` (its price or finalPrice) plus the
 * cheapest choices each required group asks for (its `min` cheapest; optional groups add nothing). `from` is true when
 * a required group can change that price (its choices cost differently, or more of them may be picked at a cost):
 * the menu card and the TV board then say « à partir de 800 DA ». One function for the read side and the client.
 */
export function lowestPrice(
  base: number,
  groups: readonly Pick<OptionGroup, 'min' | 'max' | 'choices'>[],
): { price: number; from: boolean } {
  let price = base;
  let from = false;
  for (const group of groups) {
    if (group.min <= 0) continue;
    const deltas = group.choices.map((c) => c.priceDelta).sort((a, b) => a - b);
    const cheapest = deltas.slice(0, group.min).reduce((sum, d) => sum + d, 0);
    const dearest = deltas.slice(-Math.min(group.max, deltas.length)).reduce((sum, d) => sum + d, 0);
    price += cheapest;
    if (dearest > cheapest) from = true;
  }
  return { price, from };
}

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
