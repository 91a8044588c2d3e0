import { queryOptions } from '@tanstack/react-query';
import { catalogueReadRoutes as routes, MAX_CART_QUANTITY } from '@shop/contracts/core';
import { ApiError, call } from '@/lib/api-client';
import { retryUnlessNotFound } from '@/lib/query-client';

// Query options of the catalogue data the whole app shares (spec §4 startup loads them together).
// Every query key starts with its change topic (contracts/changes.ts), so a /ws message invalidates it.

/**
 * The start-up data (and the settings every page frame reads) load once per visit: only a change message of their
 * topic (or a /ws reconnect) refetches them, never a page that mounts after the default 30 s.
 */
const STARTUP_STALE_TIME = Infinity;
export const categoryQueries = {
  all: () => ['categories'] as const,
  list: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'list'],
      queryFn: () => call(routes.categories).then((r) => r.data),
      staleTime: STARTUP_STALE_TIME,
    }),
};

export const bannerQueries = {
  all: () => ['banners'] as const,
  list: () =>
    queryOptions({
      queryKey: [...bannerQueries.all(), 'list'],
      queryFn: () => call(routes.banners).then((r) => r.data),
      staleTime: STARTUP_STALE_TIME,
    }),
};

export const promoQueries = {
  all: () => ['promos'] as const,
  list: () =>
    queryOptions({
      queryKey: [...promoQueries.all(), 'list'],
      queryFn: () => call(routes.promos).then((r) => r.data),
    }),
  /**
   * Spec §7: each promo shown is checked with GET /api/promos/vrf. True while the server says it is usable; false once
   * it answers not found or inactive (the code is then hidden). Under the 'promos' topic, so a change refetches it.
   */
  verify: (code: string) =>
    queryOptions({
      queryKey: [...promoQueries.all(), 'vrf', code],
      queryFn: () =>
        call(routes.promoCheck, { query: { promo_code: code } })
          .then((r) => r.success)
          .catch((error: unknown) => {
            if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return false;
            throw error;
          }),
    }),
  /** Staff: every code, usable now or not, with the staff flag `enabled` (GET /api/promos/all). */
  staffList: () =>
    queryOptions({
      queryKey: [...promoQueries.all(), 'staff'],
      queryFn: () => call(routes.staffPromos).then((r) => r.data),
    }),
};

export const districtQueries = {
  all: () => ['districts'] as const,
  list: () =>
    queryOptions({
      queryKey: [...districtQueries.all(), 'list'],
      queryFn: () => call(routes.districts).then((r) => r.data),
      staleTime: STARTUP_STALE_TIME,
    }),
};

export const settingsQueries = {
  all: () => ['settings'] as const,
  get: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'get'],
      queryFn: () => call(routes.settings).then((r) => r.data),
      staleTime: STARTUP_STALE_TIME,
    }),
  /** Staff: the trust thresholds (GET /api/settings/trust), kept off the public settings. */
  trust: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'trust'],
      queryFn: () => call(routes.trustRules).then((r) => r.data),
    }),
};

/**
 * One product (GET /api/products/:id, which answers unpublished ones too, `active` false: the back office edits them,
 * the cart marks them unavailable), for the menu's product page, the back office's product form, the cart and the
 * checkout. A 'products' change message refetches it; 404 is final (→ /notFound, or the cart's unavailable line),
 * other failures are retried (spec §7/§9).
 */
export const productDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => call(routes.product, { params: { id } }).then((r) => r.data),
    retry: retryUnlessNotFound,
  });

/**
 * The products of a cart in one request (GET /api/products/lookup, answered like the detail, published or not): each
 * id once, sorted, so one set of products is one key. Under 'products', so a 'products' change message refetches it.
 * A deleted product is in `missing` (no 404). A cart of more products than one call takes (only a cart over the
 * order's bounds) is asked in several calls, merged.
 */
export const productLookupQuery = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  const calls: string[][] = [];
  for (let i = 0; i < sorted.length; i += MAX_CART_QUANTITY)
    calls.push(sorted.slice(i, i + MAX_CART_QUANTITY));
  return queryOptions({
    queryKey: ['products', 'lookup', ...sorted],
    queryFn: async () => {
      const answers = await Promise.all(
        calls.map((part) => call(routes.productLookup, { query: { ids: part.join(',') } })),
      );
      return { data: answers.flatMap((a) => a.data), missing: answers.flatMap((a) => a.missing) };
    },
    enabled: sorted.length > 0,
    retry: retryUnlessNotFound,
  });
};
