import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogueReadRoutes as routes,
  catalogueRoutes,
  type ProductView,
  type ScreenContentBody,
} from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// Keys start with their change topic ('screens', 'products'): a /ws change message invalidates them.
export const screenAdminQueries = {
  list: () =>
    queryOptions({
      queryKey: ['screens', 'list'] as const,
      queryFn: () => call(routes.screens).then((r) => r.data),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['screens', 'detail', id] as const,
      queryFn: () => call(routes.screen, { params: { id } }).then((r) => r.data),
      retry: false,
    }),
  /** Every product (published or not) for the box choices. */
  products: () =>
    queryOptions({
      queryKey: ['products', 'screen-choices'] as const,
      queryFn: async () => {
        const out: ProductView[] = [];
        for (let page = 1; page <= 50; page++) {
          const r = await call(routes.products, { query: { limit: 100, page } });
          out.push(...r.data);
          if (r.data.length < 100 || out.length >= r.total) break;
        }
        return out.sort((a, b) => a.name.localeCompare(b.name));
      },
    }),
};

/**
 * `onSaved` runs with the mutation itself, not with the form's observer: saving a new screen refetches its detail
 * (404 until then, no data), which shows the spinner and re-mounts the form, and a callback given to `mutate`
 * would be dropped with the unmounted form (no 'Écran enregistré').
 */
export function useSaveScreen({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ScreenContentBody }) =>
      call(catalogueRoutes.setScreenContent, { params: { id }, body }),
    onSuccess: () => {
      onSaved?.();
      return queryClient.invalidateQueries({ queryKey: ['screens'] });
    },
  });
}
