import { z } from 'zod';
import { flatFieldErrors } from '@shop/platform/http/field-errors';

// GET /api/users query (admin list): optional substring search, page from 1, page size up to 100.
const usersQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type UsersQuery = z.infer<typeof usersQuery>;

const fieldMessages: Record<string, string> = {
  q: 'must be a text of at most 100 characters',
  page: 'must be a whole number from 1 to 10000',
  limit: 'must be a whole number from 1 to 100',
};

export function parseUsersQuery(
  raw: unknown,
): { ok: true; query: UsersQuery } | { ok: false; errors: Record<string, string> } {
  const parsed = usersQuery.safeParse(raw);
  if (parsed.success)
    return { ok: true, query: { ...parsed.data, q: parsed.data.q.toLocaleLowerCase('fr') } };
  return { ok: false, errors: flatFieldErrors(parsed.error, { root: 'query', messages: fieldMessages }) };
}

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
