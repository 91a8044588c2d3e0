import { describe, expect, it } from 'vitest';
import { optionGroups } from '@shop/contracts/schemas';
import {
  newOptionGroup,
  optionGroupsFormSchema,
  optionGroupsToForm,
  toOptionGroupsBody,
  type OptionGroupForm,
} from './option-groups-form';

const extras: OptionGroupForm = {
  id: 'extras',
  fr: ' Suppléments ',
  en: 'Extras',
  ar: '',
  min: '0',
  max: '3',
  choices: [
    { id: 'fromage', fr: 'Fromage', en: 'Cheese', ar: 'جبن', priceDelta: '100' },
    { id: 'oeuf', fr: 'Œuf', en: '', ar: '', priceDelta: '' },
  ],
};
const messages = (value: unknown) => {
  const r = optionGroupsFormSchema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('option groups of the product form', () => {
  it('maps to the optionGroups the product commands accept, and back', () => {
    const body = toOptionGroupsBody([extras]);
    expect(body).toEqual([
      {
        id: 'extras',
        label: { fr: 'Suppléments', en: 'Extras', ar: '' },
        min: 0,
        max: 3,
        choices: [
          { id: 'fromage', label: { fr: 'Fromage', en: 'Cheese', ar: 'جبن' }, priceDelta: 100 },
          { id: 'oeuf', label: { fr: 'Œuf', en: '', ar: '' }, priceDelta: 0 },
        ],
      },
    ]);
    expect(optionGroups.safeParse(body).success).toBe(true);
    expect(optionGroupsToForm(body)[0]).toMatchObject({ fr: 'Suppléments', min: '0', max: '3' });
  });

  it('a new group asks for exactly one choice and has ids the commands accept', () => {
    const group = newOptionGroup();
    expect(group).toMatchObject({ min: '1', max: '1' });
    expect(group.choices).toHaveLength(1);
    const body = toOptionGroupsBody([
      { ...group, fr: 'Taille', choices: [{ ...group.choices[0]!, fr: 'M' }] },
    ]);
    expect(optionGroups.safeParse(body).success).toBe(true);
  });

  it('names each wrong field with a message key', () => {
    expect(messages([extras])).toEqual({});
    expect(messages([{ ...extras, fr: ' ' }])).toEqual({ '0.fr': 'errors.required' });
    expect(messages([{ ...extras, min: '3', max: '2' }])).toEqual({ '0.min': 'errors.options_min' });
    expect(messages([{ ...extras, min: '3', max: '3' }])).toEqual({ '0.min': 'errors.options_min' });
    expect(messages([{ ...extras, max: '0' }])).toEqual({ '0.max': 'errors.options_max' });
    expect(messages([{ ...extras, choices: [] }])).toEqual({ '0.choices': 'errors.options_choices' });
    expect(
      messages([{ ...extras, choices: [{ ...extras.choices[0]!, priceDelta: '1a' }, extras.choices[1]] }]),
    ).toEqual({ '0.choices.0.priceDelta': 'errors.digits' });
  });
});
