import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { accountReadRoutes as routes } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// Query options of the account data. Every key starts with the change topic 'users', so one
// invalidation of ['users'] refreshes the current user, the back-office list and the details.
export type UserListFilters = { q: string; page: number; limit: number };

const fetchCurrentUser = (userId: string) =>
  call(routes.currentUser, { params: { userId } }).then((r) => r.data ?? null);

export const userQueries = {
  all: () => ['users'] as const,
  /** Where the session's user lives: outside the `users` topic, see currentUser. */
  session: () => ['session'] as const,
  /**
   * The signed-in user (spec §4), the session's source (stores/session useSession): GET /api/users/me/{userId},
   * the user with their bonus-point balance, or null; no stored id, no user. Startup and login fetch it, a
   * profile update writes it (setQueryData), logout removes it. Like the session it is, it is not refreshed by a
   * `users` change (its key is outside the topic), nor refetched because one more component shows it: a deleted
   * account or a new role would otherwise end or change the session under the screen that did it, before its
   * own logout or reload.
   */
  currentUser: (userId: string | null) =>
    queryOptions({
      queryKey: [...userQueries.session(), userId] as const,
      queryFn: userId ? () => fetchCurrentUser(userId) : skipToken,
      staleTime: Infinity,
    }),
  /** The current user as it is now, fetched again whenever shown (the points balance). */
  me: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me', userId] as const,
      queryFn: () => fetchCurrentUser(userId),
      staleTime: 0,
    }),
  /** Back-office list (admin): GET /api/users?q=&page=&limit= → { data, total }. */
  list: (filters: UserListFilters) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'list', filters],
      queryFn: () =>
        call(routes.users, {
          query: {
            page: filters.page,
            limit: filters.limit,
            ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          },
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', userId],
      queryFn: () => call(routes.user, { params: { userId } }).then((r) => r.data),
    }),
};
