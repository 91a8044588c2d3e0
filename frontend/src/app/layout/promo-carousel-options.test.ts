import { describe, expect, it } from 'vitest';
import { activePromos, promoCarouselOptions, promoLabel } from './promo-carousel-options';

const promo = (promo_code: string, active: boolean) => ({
  promo_code,
  pourcentage: 20,
  active,
  startsAt: '2024-01-01T00:00:00.000Z',
  endsAt: '2030-01-01T00:00:00.000Z',
});

describe('promo carousel', () => {
  it('shows only active promos', () => {
    expect(activePromos([promo('A', true), promo('B', false)]).map((p) => p.promo_code)).toEqual(['A']);
    expect(activePromos(undefined)).toEqual([]);
  });
  it('loops only with more than one promo', () => {
    expect(promoCarouselOptions(1, 'ltr').loop).toBe(false);
    expect(promoCarouselOptions(2, 'rtl')).toMatchObject({ loop: true, direction: 'rtl', slidesToScroll: 1 });
  });
  it('labels a promo with its code and percentage', () => {
    expect(promoLabel({ promo_code: 'BIENVENUE20', pourcentage: 20 })).toBe('BIENVENUE20 −20%');
  });
});
