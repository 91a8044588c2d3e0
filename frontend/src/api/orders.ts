import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  orderReadRoutes as routes,
  type AnswerOf,
  type OrderStatusFilter,
  type QueryOf,
} from '@shop/contracts/core';
import { call } from '@/lib/api-client';
import { retryUnlessNotFound } from '@/lib/query-client';

// Query options of the orders. Every key starts with the change topic 'orders', so one /ws change
// (or a newOrder / orderActualization message) refreshes the lists, the details, the counter and the histories.
export type OrderList = AnswerOf<typeof routes.list>;
export type OrderListFilters = { status: OrderStatusFilter; q: string; page: number; limit: number };

export const ORDERS_PAGE_SIZE = 20;

const listParams = (filters: Partial<OrderListFilters>): QueryOf<typeof routes.list> => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.q?.trim() ? { q: filters.q.trim() } : {}),
  page: filters.page ?? 1,
  limit: filters.limit ?? ORDERS_PAGE_SIZE,
});

export const orderQueries = {
  all: () => ['orders'] as const,
  /** GET /api/orders/{id}: 404 is final (→ /notFound), other failures retried 6 times (spec §7/§9). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: () => call(routes.detail, { params: { id } }).then((r) => r.data),
      retry: retryUnlessNotFound,
      staleTime: 0,
    }),
  /** The customer's own orders, newest first: GET /api/orders/mine?page=&limit=. */
  mine: (page: number, limit = ORDERS_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'mine', { page, limit }],
      queryFn: () => call(routes.mine, { query: listParams({ page, limit }) }),
      placeholderData: keepPreviousData,
    }),
  /** Staff list: GET /api/orders?status=&q=&page=&limit=. */
  list: (filters: OrderListFilters) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', filters],
      queryFn: () => call(routes.list, { query: listParams(filters) }),
      placeholderData: keepPreviousData,
    }),
  /** Staff: the scheduled lane, orders placed for a slot not yet on the live list, soonest first. */
  scheduled: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'scheduled'],
      queryFn: () => call(routes.scheduled).then((r) => r.data),
    }),
  /** Staff: GET /api/orders/new-count → { data: { count } }. */
  newCount: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'new-count'],
      queryFn: () => call(routes.newCount).then((r) => r.data.count),
    }),
  /** Staff: the audit timeline, GET /api/orders/{id}/history. */
  history: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'history', id],
      queryFn: () => call(routes.history, { params: { id } }).then((r) => r.data),
      retry: retryUnlessNotFound,
    }),
};
