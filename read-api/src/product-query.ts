import { productListQuery, productSorts, type ProductListQuery, type ProductSort } from '@shop/contracts';
import type { ProductScope, ProductSortKey } from '@shop/platform/read-model-keys';
import { flatFieldErrors } from '@shop/platform/http/field-errors';

// GET /api/products query: parsing with the field messages of a 400, and the sorted set it reads.

const fieldMessages: Record<string, string> = {
  active: 'must be true or false',
  sort: `must be one of ${productSorts.join(', ')}`,
  page: 'must be a whole number from 1 to 10000',
  limit: 'must be a whole number from 1 to 100',
  category: 'must be a category name of 1 to 80 characters',
  q: 'must be a search of 1 to 80 characters',
};

export type ParsedProductQuery =
  { ok: true; query: ProductListQuery } | { ok: false; errors: Record<string, string> };

export function parseProductQuery(raw: unknown): ParsedProductQuery {
  const parsed = productListQuery.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, errors: flatFieldErrors(parsed.error, { root: 'query', messages: fieldMessages }) };
}

export const describeErrors = (errors: Record<string, string>): string =>
  Object.entries(errors)
    .map(([field, message]) => `${field} ${message}.`)
    .join(' ');

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
