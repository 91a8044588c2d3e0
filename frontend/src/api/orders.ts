import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderHistoryEntry, OrderStatusFilter, OrderView } from '@shop/contracts/core';
import { api } from '@/lib/api-client';
import { retryUnlessNotFound } from '@/lib/query-client';

// Query options of the orders. Every key starts with the change topic 'orders', so one /ws change
// (or a newOrder / orderActualization message) refreshes the lists, the details, the counter and the histories.
export type OrderList = { data: OrderView[]; total: number };
export type OrderListFilters = { status: OrderStatusFilter; q: string; page: number; limit: number };

export const ORDERS_PAGE_SIZE = 20;

const listParams = (filters: Partial<OrderListFilters>) => {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  params.set('page', String(filters.page ?? 1));
  params.set('limit', String(filters.limit ?? ORDERS_PAGE_SIZE));
  return params.toString();
};

export const orderQueries = {
  all: () => ['orders'] as const,
  /** GET /api/orders/{id}: 404 is final (→ /notFound), other failures retried 6 times (spec §7/§9). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: () =>
        api.get<{ data: OrderView }>(`/api/orders/${encodeURIComponent(id)}`).then((r) => r.data),
      retry: retryUnlessNotFound,
      staleTime: 0,
    }),
  /** The customer's own orders, newest first: GET /api/orders/mine?page=&limit=. */
  mine: (page: number, limit = ORDERS_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'mine', { page, limit }],
      queryFn: () => api.get<OrderList>(`/api/orders/mine?${listParams({ page, limit })}`),
      placeholderData: keepPreviousData,
    }),
  /** Staff list: GET /api/orders?status=&q=&page=&limit=. */
  list: (filters: OrderListFilters) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', filters],
      queryFn: () => api.get<OrderList>(`/api/orders?${listParams(filters)}`),
      placeholderData: keepPreviousData,
    }),
  /** Staff: the scheduled lane, orders placed for a slot not yet on the live list, soonest first. */
  scheduled: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'scheduled'],
      queryFn: () => api.get<OrderList>('/api/orders/scheduled').then((r) => r.data),
    }),
  /** Staff: GET /api/orders/new-count → { data: { count } }. */
  newCount: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'new-count'],
      queryFn: () => api.get<{ data: { count: number } }>('/api/orders/new-count').then((r) => r.data.count),
    }),
  /** Staff: the audit timeline, GET /api/orders/{id}/history. */
  history: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'history', id],
      queryFn: () =>
        api
          .get<{ data: OrderHistoryEntry[] }>(`/api/orders/${encodeURIComponent(id)}/history`)
          .then((r) => r.data),
      retry: retryUnlessNotFound,
    }),
};
