import { productListQuery, productSorts, type ProductListQuery, type ProductSort } from '@shop/contracts';
import type { ProductScope, ProductSortKey } from '@shop/platform/read-model-keys';
import { parseQuery } from './serve-read';

// GET /api/products query (contracts productListQuery, parsed by serveRoute): the field messages of a 400, and the
// sorted set it reads.

export const productQueryMessages: Record<string, string> = {
  active: 'must be true or false',
  sort: `must be one of ${productSorts.join(', ')}`,
  page: 'must be a whole number from 1 to 10000',
  limit: 'must be a whole number from 1 to 100',
  category: 'must be a category name of 1 to 80 characters',
  q: 'must be a search of 1 to 80 characters',
};

export const parseProductQuery = (raw: unknown) => parseQuery(productListQuery, productQueryMessages, raw);

export const scopeOf = (active: ProductListQuery['active']): ProductScope =>
  active === 'true' ? 'active' : active === 'false' ? 'inactive' : 'all';

/**
 * The sorted set a page is read from, and whether it is read backwards. `name` has no set (names differ per language):
 * the newest-first set is read whole and sorted by name in the asked language (./product-page.ts).
 */
export const sortOrderOf = (
  sort: ProductSort,
): { key: ProductSortKey; descending: boolean; byName?: true } => {
  switch (sort) {
    case '-createdAt':
      return { key: 'createdAt', descending: true };
    case 'createdAt':
      return { key: 'createdAt', descending: false };
    case '-price':
      return { key: 'price', descending: true };
    case 'price':
      return { key: 'price', descending: false };
    case 'popular':
      return { key: 'popular', descending: true };
    case 'name':
      return { key: 'createdAt', descending: true, byName: true };
  }
};

/** ZRANGE indexes of one page. */
export const pageRange = (page: number, limit: number): { start: number; stop: number } => {
  const start = (page - 1) * limit;
  return { start, stop: start + limit - 1 };
};
