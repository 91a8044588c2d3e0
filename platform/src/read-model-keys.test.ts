import { describe, expect, it } from 'vitest';
import {
  categoryNameField,
  districtIdOfMember,
  districtMember,
  readModelKeys,
  sharedKeys,
} from './read-model-keys';

describe('read-model keys', () => {
  it('spell the layout of docs/architecture.md under the prefix and version', () => {
    const keys = readModelKeys('shop:', 3);
    expect(keys.checkpoint).toBe('shop:rm:3:checkpoint');
    expect(keys.revs).toBe('shop:rm:3:revs');
    expect(keys.product('p1')).toBe('shop:rm:3:product:p1');
    expect(keys.products('active', '*', 'price')).toBe('shop:rm:3:products:active:*:price');
    expect(keys.products('all', 'pizzas', 'createdAt')).toBe('shop:rm:3:products:all:pizzas:createdAt');
    expect(keys.categoryNames).toBe('shop:rm:3:category-names');
    expect(keys.promo('oran10')).toBe('shop:rm:3:promo:ORAN10');
    expect(keys.settings).toBe('shop:rm:3:settings');
    expect(sharedKeys('shop:')).toMatchObject({ current: 'shop:rm:current', changedChannel: 'shop:changed' });
  });

  it('spell a key the same after its builder forgot what it remembered (it remembers a bounded number)', () => {
    const keys = readModelKeys('shop:', 3);
    expect(keys.order('o1')).toBe('shop:rm:3:order:o1');
    for (let i = 0; i < 6_000; i++) keys.order(`o-${i}`);
    expect(keys.order('o1')).toBe('shop:rm:3:order:o1');
    expect(keys.orders('unfinish')).toBe('shop:rm:3:orders:unfinish');
    expect(keys.ordersOfUser('u1')).toBe('shop:rm:3:orders:user:u1');
    expect(keys.stats.order('o1')).toBe('shop:rm:3:stats:order:o1');
    expect(keys.loyaltyBalance('u1')).toBe('shop:rm:3:loyalty:u1');
    expect(keys.products('inactive', 'c1', 'popular')).toBe('shop:rm:3:products:inactive:c1:popular');
  });

  it('look category names up case-insensitively', () => {
    expect(categoryNameField('  Pizzas ')).toBe(categoryNameField('PIZZAS'));
    expect(categoryNameField('Crêpes')).toBe('crêpes');
  });

  it('order districts by name and give the id back from the member', () => {
    const members = [
      districtMember('Es Senia', 'd2'),
      districtMember('bir El Djir', 'd1'),
      districtMember('A|B', 'd3'),
    ];
    expect([...members].sort().map(districtIdOfMember)).toEqual(['d3', 'd1', 'd2']);
  });
});
