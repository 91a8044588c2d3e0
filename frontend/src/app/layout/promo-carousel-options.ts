import type { PromoView } from '@shop/contracts/core';

// Spec §2/§9: promo carousel speed 500 ms, advances every 3000 ms, one slide, loops only with > 1 promo.
export const PROMO_AUTOPLAY_DELAY_MS = 3000;
/**
 * Embla's `duration` is not in milliseconds: it drives a damped spring stepped at 60 fps. With the default
 * friction, 20 moves a slide in ≈ 370 ms (95 %) and settles at ≈ 550 ms, the closest to the spec's 500 ms.
 */
export const PROMO_EMBLA_DURATION = 20;

export const activePromos = (promos: readonly PromoView[] | undefined): PromoView[] =>
  (promos ?? []).filter((p) => p.active);

export const promoCarouselOptions = (count: number, direction: 'ltr' | 'rtl') => ({
  loop: count > 1,
  duration: PROMO_EMBLA_DURATION,
  slidesToScroll: 1,
  align: 'start' as const,
  direction,
  watchDrag: count > 1,
});

/** 'BIENVENUE20 −20%' */
export const promoLabel = (promo: Pick<PromoView, 'promo_code' | 'pourcentage'>) =>
  `${promo.promo_code} −${promo.pourcentage}%`;
