import type { PromoView } from '@shop/contracts';

/** A promo is active when staff switched it on AND now is inside [startsAt, endsAt). */
export const withCurrentActivity = (promo: PromoView, now: Date): PromoView => {
  const t = now.getTime();
  return {
    ...promo,
    active: promo.active && Date.parse(promo.startsAt) <= t && t < Date.parse(promo.endsAt),
  };
};
