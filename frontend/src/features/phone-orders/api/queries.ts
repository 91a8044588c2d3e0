import { queryOptions } from '@tanstack/react-query';
import { catalogueReadRoutes, orderReadRoutes, type Language } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// What the staff's order form reads: the customers with a phone number, and the menu's published products.

export const phoneOrderQueries = {
  /** GET /api/customers?phone= (staff): accounts and customers without one, listed under the number. */
  customers: (phone: string) =>
    queryOptions({
      queryKey: ['orders', 'customers', phone],
      queryFn: () => call(orderReadRoutes.customers, { query: { phone } }).then((r) => r.data),
      enabled: phone.trim().length > 0,
      staleTime: 0,
    }),
  /** The published products, by name (a restaurant's menu fits in one page of 100). */
  products: (lang: Language) =>
    queryOptions({
      queryKey: ['products', 'staff-order', lang],
      queryFn: () =>
        call(catalogueReadRoutes.products, {
          query: { active: 'true', sort: 'name', limit: 100, lang },
        }).then((r) => r.data),
    }),
};
