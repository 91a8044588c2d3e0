import { productSorts, type catalogueReadRoutes, type ProductSort, type QueryOf } from '@shop/contracts/core';

// Pure helpers of the menu list (spec §9: page size 4, load more adds 4, pages = ceil(total/4)).
export const PRODUCT_PAGE_SIZE = 4;
export const DEFAULT_SORT: ProductSort = '-createdAt';

/** `q`: a search in the names, in the visitor's language (GET /api/products?q=). */
export type ProductListFilters = { sort: ProductSort; category?: string; q?: string };

/** Pages of the list: ceil(total / limit), 0 when there is nothing. */
export const pageCount = (total: number, limit = PRODUCT_PAGE_SIZE): number =>
  total > 0 && limit > 0 ? Math.ceil(total / limit) : 0;

/** The page after `lastPage`, or undefined once every page is loaded ('Charger plus' disappears). */
export const nextPageParam = (
  lastPage: number,
  total: number,
  limit = PRODUCT_PAGE_SIZE,
): number | undefined => (lastPage < pageCount(total, limit) ? lastPage + 1 : undefined);

export const parseSort = (value: string | null | undefined): ProductSort =>
  (productSorts as readonly string[]).includes(value ?? '') ? (value as ProductSort) : DEFAULT_SORT;

/** Filters from the menu's search params (`?category=<name>&sort=<sort>&q=<search>`). */
export function filtersFromSearch(params: URLSearchParams): ProductListFilters {
  const category = params.get('category')?.trim();
  const q = params.get('q')?.trim().slice(0, 80);
  return { sort: parseSort(params.get('sort')), ...(category ? { category } : {}), ...(q ? { q } : {}) };
}

/** The query of GET /api/products: only published products. */
export const productListParams = (
  filters: ProductListFilters,
  page: number,
  limit = PRODUCT_PAGE_SIZE,
): QueryOf<typeof catalogueReadRoutes.products> => ({
  active: 'true',
  sort: filters.sort,
  page,
  limit,
  ...(filters.category ? { category: filters.category } : {}),
  ...(filters.q ? { q: filters.q } : {}),
});

/**
 * The `from` of the product page, used by its back button. Only a path of this site is accepted
 * (never `//host` or `https://…`), anything else falls back to /menu.
 */
export function safeFrom(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/menu';
  return from;
}
