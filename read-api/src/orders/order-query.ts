import { orderListQuery, type OrderListQuery } from '@shop/contracts';
import { flatFieldErrors } from '@shop/platform/http/field-errors';

// GET /api/orders and /api/orders/mine queries (contracts orderListQuery): status filter, search, page, limit.

const fieldMessages: Record<string, string> = {
  status: "must be 'all', 'finish' or 'unfinish'",
  q: 'must be a text of at most 80 characters',
  page: 'must be a whole number from 1 to 10000',
  limit: 'must be a whole number from 1 to 100',
};

export function parseOrderListQuery(
  raw: unknown,
): { ok: true; query: OrderListQuery } | { ok: false; errors: Record<string, string> } {
  const parsed = orderListQuery.safeParse(raw);
  if (parsed.success) {
    const q = parsed.data.q?.toLocaleLowerCase('fr');
    return { ok: true, query: { ...parsed.data, ...(q ? { q } : { q: undefined }) } };
  }
  return { ok: false, errors: flatFieldErrors(parsed.error, { root: 'query', messages: fieldMessages }) };
}

/** Ranks of a page in a list: ZRANGE start and stop (inclusive). */
export const pageRange = ({ page, limit }: Pick<OrderListQuery, 'page' | 'limit'>) => ({
  start: (page - 1) * limit,
  stop: page * limit - 1,
});

/**
 * One page of a searched list. `ids` is the whole list newest first, `search` the search text per id (lowercased
 * "#orderID name phone district"); `q` lowercased. A restaurant's orders fit in memory for a substring filter.
 */
export function pageOfSearch(
  ids: string[],
  search: Record<string, string>,
  q: string,
  query: Pick<OrderListQuery, 'page' | 'limit'>,
): { ids: string[]; total: number } {
  const matching = ids.filter((id) => search[id]?.includes(q));
  const { start, stop } = pageRange(query);
  return { ids: matching.slice(start, stop + 1), total: matching.length };
}
