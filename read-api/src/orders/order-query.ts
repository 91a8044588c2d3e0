import { orderListQuery, type OrderListQuery } from '@shop/contracts';
import { parseQuery } from '../serve-read';

// GET /api/orders and /api/orders/mine queries (contracts orderListQuery, parsed by serveRoute): status filter,
// search (lowercased), page, limit.

export const orderQueryMessages: Record<string, string> = {
  status: "must be 'all', 'finish' or 'unfinish'",
  q: 'must be a text of at most 80 characters',
  page: 'must be a whole number from 1 to 10000',
  limit: 'must be a whole number from 1 to 100',
};

export const parseOrderListQuery = (raw: unknown) => parseQuery(orderListQuery, orderQueryMessages, raw);

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
