import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogueReadRoutes } from '@shop/contracts/core';
import { call } from '@/lib/api-client';
import { nextPageParam, productListParams, PRODUCT_PAGE_SIZE, type ProductListFilters } from './product-list';

// Query options of the products; every key starts with the change topic 'products' (a /ws message invalidates them).
export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (filters: ProductListFilters) =>
    infiniteQueryOptions({
      queryKey: [...productQueries.lists(), filters],
      queryFn: ({ pageParam }) =>
        call(catalogueReadRoutes.products, { query: productListParams(filters, pageParam) }).then((r) => ({
          ...r,
          page: pageParam,
        })),
      initialPageParam: 1,
      getNextPageParam: (lastPage) => nextPageParam(lastPage.page, lastPage.total, PRODUCT_PAGE_SIZE),
    }),
};
