import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shop/contracts/core';
import { reorderLines, type LookupProduct } from './reorder';

const now = new Date('2025-03-05T12:00:00.000Z');
const label = (fr: string) => ({ fr, en: fr, ar: fr });
const size = { value: 1, unit: 'XL' };
const line = (
  id: string,
  name: string,
  unitPrice: number,
  options: OrderView['description'][number]['options'] = [],
): OrderView['description'][number] => ({
  _id: id,
  product: { name, size, img: '' },
  options,
  unitPrice,
  price: unitPrice,
  quantity: 2,
  lineTotal: unitPrice * 2,
});
const product = (
  id: string,
  name: string,
  finalPrice: number,
  extra: Partial<LookupProduct> = {},
): LookupProduct => ({
  _id: id,
  name,
  finalPrice,
  active: true,
  img: `/images/${id}.svg`,
  size,
  optionGroups: [],
  translations: {},
  ...extra,
});
const xl = { groupId: 'taille', group: label('Taille'), choiceId: 'xl', label: label('XL'), priceDelta: 300 };
const cheese = {
  groupId: 'extras',
  group: label('Suppléments'),
  choiceId: 'fromage',
  label: label('Fromage'),
  priceDelta: 100,
};
const burgerGroups = [
  {
    id: 'taille',
    label: label('Taille'),
    min: 1,
    max: 1,
    choices: [{ id: 'xl', label: label('XL'), priceDelta: 300 }],
  },
  { id: 'extras', label: label('Suppléments'), min: 0, max: 2, choices: [] },
];

describe('order again', () => {
  it("adds a line at today's price and says what was paid", () => {
    const [l] = reorderLines(
      [line('margherita', 'Margherita', 900)],
      { data: [product('margherita', 'Margherita', 950)], missing: [] },
      now,
      'fr',
    );
    expect(l!.flag).toEqual({ status: 'added', before: 900, now: 950, removed: [] });
    expect(l!.item).toMatchObject({ id: 'margherita', productId: 'margherita', price: 950, options: [] });
    expect(l!.quantity).toBe(2);
  });

  it('leaves out a deleted, unpublished or sold-out product', () => {
    const lines = [line('a', 'A', 100), line('b', 'B', 100), line('c', 'C', 100), line('d', 'D', 100)];
    const answer = {
      data: [
        product('b', 'B', 100, { active: false }),
        product('c', 'C', 100, { soldOut: { until: null } }),
        // a mark whose end has passed no longer holds
        product('d', 'D', 100, { soldOut: { until: '2025-03-05T11:00:00.000Z' } }),
      ],
      missing: ['a'],
    };
    expect(
      reorderLines(lines, answer, now, 'fr').map((l) => [
        l.name,
        l.flag.status === 'unavailable' ? l.flag.reason : 'added',
        l.item === null,
      ]),
    ).toEqual([
      ['A', 'gone', true],
      ['B', 'inactive', true],
      ['C', 'sold_out', true],
      ['D', 'added', false],
    ]);
  });

  it('keeps a line without a choice the product no longer offers, and prices the rest', () => {
    const [l] = reorderLines(
      [line('burger', 'Burger', 1400, [xl, cheese])],
      { data: [product('burger', 'Burger', 1000, { optionGroups: burgerGroups })], missing: [] },
      now,
      'fr',
    );
    expect(l!.flag).toEqual({ status: 'added', before: 1400, now: 1300, removed: [cheese] });
    expect(l!.item).toMatchObject({ id: 'burger~taille.xl', price: 1300 });
  });

  it('leaves out a line whose choices no longer fit (a required choice gone) or a sold-out choice', () => {
    const noXl = [{ ...burgerGroups[0]!, choices: [{ id: 'm', label: label('M'), priceDelta: 0 }] }];
    const answer = (extra: Partial<LookupProduct>) => ({
      data: [product('burger', 'Burger', 1000, extra)],
      missing: [],
    });
    expect(
      reorderLines([line('burger', 'Burger', 1300, [xl])], answer({ optionGroups: noXl }), now, 'fr')[0]!
        .flag,
    ).toEqual({
      status: 'unavailable',
      reason: 'options',
    });
    expect(
      reorderLines(
        [line('burger', 'Burger', 1300, [xl])],
        answer({ optionGroups: burgerGroups, soldOutChoices: { xl: { until: null } } }),
        now,
        'fr',
      )[0]!.flag,
    ).toEqual({ status: 'unavailable', reason: 'sold_out' });
  });
});
