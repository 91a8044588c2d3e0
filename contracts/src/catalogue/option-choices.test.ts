import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCartState } from '../pricing';
import { cartLineId, lowestPrice, optionsText, priceOptions } from './option-choices';
import { optionGroups, type ChosenOption, type OptionGroup } from './options';

const label = (fr: string, en = '', ar = '') => ({ fr, en, ar });
const groups: OptionGroup[] = [
  {
    id: 'taille',
    label: label('Taille', 'Size', 'الحجم'),
    min: 1,
    max: 1,
    choices: [
      { id: 'm', label: label('M'), priceDelta: 0 },
      { id: 'xl', label: label('XL'), priceDelta: 300 },
    ],
  },
  {
    id: 'extras',
    label: label('Suppléments', 'Extras'),
    min: 0,
    max: 3,
    choices: [
      { id: 'fromage', label: label('Fromage', 'Cheese'), priceDelta: 100 },
      { id: 'oeuf', label: label('Œuf', 'Egg'), priceDelta: 50 },
    ],
  },
];
const pick = (groupId: string, choiceId: string): ChosenOption => ({ groupId, choiceId });

describe('option groups schema', () => {
  it('accepts groups with distinct ids and coherent bounds', () => {
    expect(optionGroups.safeParse(groups).success).toBe(true);
    expect(optionGroups.safeParse([]).success).toBe(true);
  });
  it('refuses min above max or above the number of choices, duplicate ids, an empty French label', () => {
    const [size] = groups;
    const bad = (g: unknown) => optionGroups.safeParse([g]).success;
    expect(bad({ ...size, min: 2, max: 1 })).toBe(false);
    expect(bad({ ...size, min: 3, max: 3 })).toBe(false);
    expect(bad({ ...size, choices: [size!.choices[0], size!.choices[0]] })).toBe(false);
    expect(bad({ ...size, label: label(' ') })).toBe(false);
    expect(bad({ ...size, choices: [{ ...size!.choices[0], priceDelta: -10 }] })).toBe(false);
    expect(optionGroups.safeParse([size, size]).success).toBe(false);
  });
});

describe('priceOptions', () => {
  it('prices the choices in the groups’ order', () => {
    expect(
      priceOptions('p', groups, [pick('extras', 'oeuf'), pick('taille', 'xl')]).map((o) => [
        o.choiceId,
        o.priceDelta,
      ]),
    ).toEqual([
      ['xl', 300],
      ['oeuf', 50],
    ]);
  });
  it('refuses unknown choices and groups, and the min and max of each group', () => {
    const code = (chosen: ChosenOption[]) => {
      try {
        priceOptions('p', groups, chosen);
        return 'ok';
      } catch (e) {
        return (e as { code: string; errors: unknown }).code;
      }
    };
    expect(code([pick('taille', 'm')])).toBe('ok');
    expect(code([pick('taille', 's')])).toBe('option.unavailable');
    expect(code([pick('sauce', 'm')])).toBe('option.unavailable');
    expect(code([])).toBe('option.choice_count');
    expect(code([pick('taille', 'm'), pick('taille', 'xl')])).toBe('option.choice_count');
    expect(priceOptions('p', [], [])).toEqual([]);
  });
});

describe('cart lines with options (the cart reducer keyed by cartLineId)', () => {
  const add = (state = emptyCartState(), chosen: ChosenOption[], quantity = 1) =>
    cartReducer(state, {
      type: 'addItem',
      item: { id: cartLineId('burger', chosen), productId: 'burger', options: chosen, price: 900 },
      quantity,
    });

  it('a product without choices keeps its id as the line id (carts saved before options)', () =>
    expect(cartLineId('burger', [])).toBe('burger'));

  it('same choices in any order add up; other choices are another line', () => {
    let cart = add(undefined, [pick('taille', 'xl'), pick('extras', 'fromage')]);
    cart = add(cart, [pick('extras', 'fromage'), pick('taille', 'xl')], 2);
    cart = add(cart, [pick('taille', 'm')]);
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      ['burger~extras.fromage+taille.xl', 3],
      ['burger~taille.m', 1],
    ]);
    expect(cart.totalItems).toBe(4);
    expect(cart.totalUniqueItems).toBe(2);
    const removed = cartReducer(cart, { type: 'removeItem', id: 'burger~taille.m' });
    expect(removed.items.map((i) => i.id)).toEqual(['burger~extras.fromage+taille.xl']);
  });
});

describe('optionsText', () => {
  it('groups the choices by group in the language asked, French where a label is empty', () => {
    const options = priceOptions('p', groups, [
      pick('taille', 'xl'),
      pick('extras', 'fromage'),
      pick('extras', 'oeuf'),
    ]);
    expect(optionsText(options, 'fr')).toBe('Taille: XL · Suppléments: Fromage, Œuf');
    expect(optionsText(options, 'en')).toBe('Size: XL · Extras: Cheese, Egg');
    expect(optionsText(options, 'ar')).toBe('الحجم: XL · Suppléments: Fromage, Œuf');
    expect(optionsText([], 'fr')).toBe('');
  });
});

describe('lowestPrice', () => {
  const choices = (...deltas: number[]) =>
    deltas.map((priceDelta, i) => ({ id: `c${i}`, label: label(`C${i}`), priceDelta }));
  it('adds the cheapest choice of each required group and says "from" when a required choice changes the price', () => {
    expect(lowestPrice(800, groups)).toEqual({ price: 800, from: true });
    expect(lowestPrice(800, [{ min: 1, max: 1, choices: choices(250, 100, 400) }])).toEqual({
      price: 900,
      from: true,
    });
    // Two required groups: each adds its cheapest.
    const sauce = { min: 1, max: 1, choices: choices(50, 80) };
    expect(lowestPrice(800, [...groups, sauce])).toEqual({ price: 850, from: true });
  });
  it('a group of min 2 adds its two cheapest choices', () => {
    expect(lowestPrice(1000, [{ min: 2, max: 2, choices: choices(300, 0, 100) }])).toEqual({
      price: 1100,
      from: true,
    });
  });
  it('no "from" when the required choices all cost the same, or only optional groups change the price', () => {
    expect(lowestPrice(800, [])).toEqual({ price: 800, from: false });
    expect(lowestPrice(800, [{ min: 1, max: 1, choices: choices(100, 100) }])).toEqual({
      price: 900,
      from: false,
    });
    expect(lowestPrice(800, [groups[1]!])).toEqual({ price: 800, from: false });
    // Picking more than the min of free choices costs nothing more.
    expect(lowestPrice(800, [{ min: 1, max: 3, choices: choices(0, 0, 0) }])).toEqual({
      price: 800,
      from: false,
    });
  });
  it('picking more than the min at a cost makes the price vary', () => {
    expect(lowestPrice(800, [{ min: 1, max: 2, choices: choices(0, 0, 150) }])).toEqual({
      price: 800,
      from: true,
    });
  });
});
