import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ProductView } from '@shop/contracts/core';
import { api } from '@/lib/api-client';
import { nextPageParam, productListSearch, PRODUCT_PAGE_SIZE, type ProductListFilters } from './product-list';

type ProductPage = { data: ProductView[]; total: number };

// Query options of the products; every key starts with the change topic 'products' (a /ws message invalidates them).
export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (filters: ProductListFilters) =>
    infiniteQueryOptions({
      queryKey: [...productQueries.lists(), filters],
      queryFn: ({ pageParam }) =>
        api
          .get<ProductPage>(`/api/products?${productListSearch(filters, pageParam)}`)
          .then((r) => ({ ...r, page: pageParam })),
      initialPageParam: 1,
      getNextPageParam: (lastPage) => nextPageParam(lastPage.page, lastPage.total, PRODUCT_PAGE_SIZE),
    }),
};
