import { describe, it } from 'vitest';
import { systemActor, type OpeningHours } from '@shop/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { productDecider, type ProductCommand, type ProductEvent } from './decider';

// Sold out (docs/kitchen.md "Sold out"). 2025-01-01 is a Wednesday; Africa/Algiers is UTC+1 all year.
const created: ProductEvent = {
  type: 'ProductCreated',
  data: {
    productId: 'pizza',
    name: 'Pizza',
    size: { value: 1, unit: 'L' },
    description: '',
    price: 900,
    sold: 0,
    categoryId: 'pizzas',
    optionGroups: [
      {
        id: 'extras',
        label: { fr: 'Suppléments', en: 'Extras', ar: 'إضافات' },
        min: 0,
        max: 2,
        choices: [{ id: 'cheese', label: { fr: 'Fromage', en: 'Cheese', ar: 'جبن' }, priceDelta: 100 }],
      },
    ],
    translations: {},
    img: '/images/pizza.svg',
    active: true,
    createdAt: '2025-01-01T08:00:00.000Z',
  },
};
const day = { open: '11:00', close: '23:00' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: {
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: { open: '14:00', close: '01:00' },
    sat: day,
    sun: null,
  },
};
const staff = { userId: 'cook', role: 'moderator' as const };
const mark = (
  until: string,
  now = '2025-01-01T10:00:00.000Z',
  openingHours: OpeningHours | null = hours,
  choiceId: string | null = null,
): ProductCommand => ({
  type: 'MarkProductSoldOut',
  data: { productId: 'pizza', choiceId, until },
  metadata: { now, actor: staff, openingHours },
});
const soldOut = (
  until: string | null,
  at = '2025-01-01T10:00:00.000Z',
  choiceId: string | null = null,
): ProductEvent => ({
  type: 'ProductSoldOut',
  data: { productId: 'pizza', choiceId, until, by: staff, at },
});
const spec = deciderSpec(productDecider);

describe('product decider: sold out', () => {
  it("until tonight's closing: the end of the service the shop is in, in Algiers time", () => {
    // Wednesday 11:00 in Algiers (10:00 UTC), open 11:00-23:00: 23:00 Algiers is 22:00 UTC.
    spec
      .given([created])
      .when(mark('closing'))
      .then([soldOut('2025-01-01T22:00:00.000Z')]);
    // Friday 21:00 in Algiers, open 14:00-01:00: closes Saturday 01:00 Algiers = Saturday 00:00 UTC.
    const friday = '2025-01-03T20:00:00.000Z';
    spec
      .given([created])
      .when(mark('closing', friday))
      .then([soldOut('2025-01-04T00:00:00.000Z', friday)]);
    // Saturday 00:30 in Algiers is still Friday's service.
    const afterMidnight = '2025-01-03T23:30:00.000Z';
    spec
      .given([created])
      .when(mark('closing', afterMidnight))
      .then([soldOut('2025-01-04T00:00:00.000Z', afterMidnight)]);
  });
  it("until tonight's closing before opening: the whole coming service; on a closed day, the next one", () => {
    const morning = '2025-01-01T08:00:00.000Z'; // 09:00 in Algiers, opens at 11:00
    spec
      .given([created])
      .when(mark('closing', morning))
      .then([soldOut('2025-01-01T22:00:00.000Z', morning)]);
    const sunday = '2025-01-05T10:00:00.000Z'; // closed all Sunday: Monday's 23:00 in Algiers
    spec
      .given([created])
      .when(mark('closing', sunday))
      .then([soldOut('2025-01-06T22:00:00.000Z', sunday)]);
  });
  it("until tonight's closing without opening hours: the end of the local day (midnight in Algiers)", () => {
    const late = '2025-01-01T22:30:00.000Z'; // 23:30 in Algiers
    spec
      .given([created])
      .when(mark('closing', late, null))
      .then([soldOut('2025-01-01T23:00:00.000Z', late)]);
  });
  it('until staff turn it back, or until an instant to come', () => {
    spec
      .given([created])
      .when(mark('manual'))
      .then([soldOut(null)]);
    spec
      .given([created])
      .when(mark('2025-01-01T12:30:00+01:00'))
      .then([soldOut('2025-01-01T11:30:00.000Z')]);
    spec.given([created]).when(mark('2025-01-01T09:00:00.000Z')).thenThrows('validation.failed');
  });
  it('one choice of its options, never a choice it does not have', () => {
    spec
      .given([created])
      .when(mark('manual', undefined, hours, 'cheese'))
      .then([soldOut(null, undefined, 'cheese')]);
    spec
      .given([created])
      .when(mark('manual', undefined, hours, 'olives'))
      .thenThrows('option.unavailable');
  });
  it('the same mark again is nothing new; another end replaces it', () => {
    spec
      .given([created, soldOut(null)])
      .when(mark('manual'))
      .thenNothing();
    spec
      .given([created, soldOut(null)])
      .when(mark('closing'))
      .then([soldOut('2025-01-01T22:00:00.000Z')]);
  });
  it('an unknown or deleted product cannot be marked', () => {
    spec.given([]).when(mark('manual')).thenThrows('product.not_found');
    spec
      .given([created, { type: 'ProductDeleted', data: { productId: 'pizza' } }])
      .when(mark('manual'))
      .thenThrows('product.not_found');
  });

  const backOnSale = (choiceId: string | null = null): ProductCommand => ({
    type: 'MarkProductBackOnSale',
    data: { productId: 'pizza', choiceId },
    metadata: { now: '2025-01-01T11:00:00.000Z', actor: staff },
  });
  it('staff turn it back on sale; not sold out: nothing', () => {
    spec
      .given([created, soldOut(null)])
      .when(backOnSale())
      .then([
        {
          type: 'ProductBackOnSale',
          data: { productId: 'pizza', choiceId: null, by: staff, at: '2025-01-01T11:00:00.000Z' },
        },
      ]);
    spec.given([created]).when(backOnSale()).thenNothing();
    spec
      .given([created, soldOut(null)])
      .when(backOnSale('cheese'))
      .thenNothing();
  });

  const end = (markedAt: string): ProductCommand => ({
    type: 'EndProductSoldOut',
    data: { productId: 'pizza', choiceId: null, markedAt },
    metadata: { now: '2025-01-01T22:00:00.000Z', actor: systemActor },
  });
  it('the end-time job ends its own mark only, once', () => {
    const until = soldOut('2025-01-01T22:00:00.000Z');
    spec
      .given([created, until])
      .when(end('2025-01-01T10:00:00.000Z'))
      .then([
        {
          type: 'ProductBackOnSale',
          data: { productId: 'pizza', choiceId: null, by: systemActor, at: '2025-01-01T22:00:00.000Z' },
        },
      ]);
    const later = soldOut(null, '2025-01-01T15:00:00.000Z');
    spec.given([created, until, later]).when(end('2025-01-01T10:00:00.000Z')).thenNothing();
    const back: ProductEvent = {
      type: 'ProductBackOnSale',
      data: { productId: 'pizza', choiceId: null, by: staff, at: '2025-01-01T12:00:00.000Z' },
    };
    spec.given([created, until, back]).when(end('2025-01-01T10:00:00.000Z')).thenNothing();
  });
});
