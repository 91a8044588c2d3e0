import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { promoQueries } from '@/api/catalogue';
import { activePromos } from './promo-carousel-options';

// The strip appears once the promo list is there: its checks, slides and carousel load meanwhile, not with the page.
const PromoStrip = lazy(() => import('./promo-strip').then((m) => ({ default: m.PromoStrip })));

/** Header strip: rotating active promo codes, each checked with /api/promos/vrf (hidden when none is active). */
export function PromoCarousel() {
  const { data } = useQuery(promoQueries.list());
  const listed = useMemo(() => activePromos(data), [data]);
  if (listed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PromoStrip listed={listed} />
    </Suspense>
  );
}
