import { queryOptions } from '@tanstack/react-query';
import { catalogueReadRoutes as routes, type ProductView } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// The orders screen's sold-out panel (docs/kitchen.md "Sold out"): the published products, under the 'products'
// topic, so a change message (a mark set or ended anywhere, or by the end-time job) refetches them.

const PAGE = 100;

async function publishedProducts(): Promise<ProductView[]> {
  const out: ProductView[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await call(routes.products, { query: { sort: 'name', page, limit: PAGE, active: 'true' } });
    out.push(...res.data);
    if (res.data.length < PAGE || out.length >= res.total) break;
  }
  return out;
}

export const soldOutPanelQuery = () =>
  queryOptions({ queryKey: ['products', 'sold-out-panel'] as const, queryFn: publishedProducts });
