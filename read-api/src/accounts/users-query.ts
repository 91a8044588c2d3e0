import { usersQuery, type UsersQuery } from '@shop/contracts/accounts/read-route-schemas';
import { parseQuery } from '../serve-read';

// GET /api/users query (admin list; contracts usersQuery, parsed by serveRoute): optional substring search
// (lowercased), page from 1, page size up to 100.

export const usersQueryMessages: Record<string, string> = {
  q: 'must be a text of at most 100 characters',
  page: 'must be a whole number from 1 to 10000',
  limit: 'must be a whole number from 1 to 100',
};

export const parseUsersQuery = (raw: unknown) => parseQuery(usersQuery, usersQueryMessages, raw);

/**
 * Ids of one page of the list, newest registration first. `ids` is the whole list newest first, `search` the
 * search text per id; the list is small (staff and customers of one restaurant), so filtering in memory is fine.
 */
export function pageOfUsers(
  ids: string[],
  search: Record<string, string>,
  { q, page, limit }: UsersQuery,
): { ids: string[]; total: number } {
  const matching = q === '' ? ids : ids.filter((id) => search[id]?.includes(q));
  const start = (page - 1) * limit;
  return { ids: matching.slice(start, start + limit), total: matching.length };
}
