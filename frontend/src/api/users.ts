import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CurrentUserView, UserView } from '@shop/contracts';
import { api } from '@/lib/api-client';

// Query options of the account data. Every key starts with the change topic 'users', so one
// invalidation of ['users'] refreshes the current user, the back-office list and the details.
export type UserListFilters = { q: string; page: number; limit: number };
export type UserList = { data: UserView[]; total: number };

export const userQueries = {
  all: () => ['users'] as const,
  /** GET /api/users/me/{userId}: the user with their bonus-point balance, or null (spec §7). */
  me: (userId: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'me', userId],
      queryFn: () =>
        api
          .get<{ data: CurrentUserView | null }>(`/api/users/me/${encodeURIComponent(userId)}`)
          .then((r) => r.data ?? null),
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
