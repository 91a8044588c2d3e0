import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import type { CurrentUserView, UserView } from '@shop/contracts';
import { api } from '@/lib/api-client';

// Query options of the account data. Every key starts with the change topic 'users', so one
// invalidation of ['users'] refreshes the current user, the back-office list and the details.
export type UserListFilters = { q: string; page: number; limit: number };
export type UserList = { data: UserView[]; total: number };

const fetchCurrentUser = (userId: string) =>
  api
    .get<{ data: CurrentUserView | null }>(`/api/users/me/${encodeURIComponent(userId)}`)
    .then((r) => r.data ?? null);

export const userQueries = {
  all: () => ['users'] as const,
  /**
   * The signed-in user (spec §4), the session's source (stores/session useSession): GET /api/users/me/{userId},
   * the user with their bonus-point balance, or null. No stored id, no user. Startup and login write it
   * (fetchQuery), a profile update refetches it, logout removes it, a `users` change refreshes it; it is never
   * refetched just because one more component shows the session.
   */
  currentUser: (userId: string | null) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me', userId] as const,
      queryFn: userId ? () => fetchCurrentUser(userId) : skipToken,
      staleTime: Infinity,
    }),
  /** The same entry, fetched again whenever shown (the points balance) or asked for (startup, login). */
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
      queryFn: () => {
        const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
        if (filters.q.trim()) params.set('q', filters.q.trim());
        return api.get<UserList>(`/api/users?${params}`);
      },
      placeholderData: keepPreviousData,
    }),
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', userId],
      queryFn: () =>
        api.get<{ data: UserView }>(`/api/users/${encodeURIComponent(userId)}`).then((r) => r.data),
    }),
};
