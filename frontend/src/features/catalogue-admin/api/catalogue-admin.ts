import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogueReadRoutes as routes,
  defaultLanguage,
  type ProductView,
  type ViewTranslations,
} from '@shop/contracts/core';
import { api, call } from '@/lib/api-client';
import { retryUnlessNotFound } from '@/lib/query-client';
import type { StatusFilter } from '../forms';

// Staff reads and writes of the catalogue. Every query key starts with its change topic ('products',
// 'categories', 'banners', 'promos', 'districts'): a /ws change message invalidates it.

const STAFF_PAGE = 100;

/** All products of a status (every page of GET /api/products?active=…, 100 at a time): the search is local. */
async function fetchAllProducts(status: StatusFilter): Promise<ProductView[]> {
  const out: ProductView[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await call(routes.products, {
      query: {
        sort: '-createdAt',
        page,
        limit: STAFF_PAGE,
        ...(status === 'all' ? {} : { active: status === 'active' ? 'true' : 'false' }),
      },
    });
    out.push(...res.data);
    if (res.data.length < STAFF_PAGE || out.length >= res.total) break;
  }
  return out;
}

export const staffProductQueries = {
  list: (status: StatusFilter) =>
    queryOptions({
      queryKey: ['products', 'staff-list', status] as const,
      queryFn: () => fetchAllProducts(status),
    }),
};

/**
 * What an edit form starts from: the French texts (`lang=fr`, whatever the staff's language) and the translations
 * (docs/catalogue.md, "Menu in three languages"). Under the topics, so a change message refetches them.
 */
export const editQueries = {
  product: (id: string) =>
    queryOptions({
      queryKey: ['products', 'detail', id, defaultLanguage] as const,
      queryFn: () =>
        call(routes.product, { params: { id }, query: { lang: defaultLanguage } }).then((r) => r.data),
      retry: retryUnlessNotFound,
    }),
  categories: () =>
    queryOptions({
      queryKey: ['categories', 'list', defaultLanguage] as const,
      queryFn: () => call(routes.categories, { query: { lang: defaultLanguage } }).then((r) => r.data),
    }),
  districts: () =>
    queryOptions({
      queryKey: ['districts', 'list', defaultLanguage] as const,
      queryFn: () => call(routes.districts, { query: { lang: defaultLanguage } }).then((r) => r.data),
    }),
  banners: () =>
    queryOptions({
      queryKey: ['banners', 'list', defaultLanguage] as const,
      queryFn: () => call(routes.banners, { query: { lang: defaultLanguage } }).then((r) => r.data),
    }),
};

/** POST /api/uploads (multipart `img`) → the stored image's id and url. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.set('img', file);
  return api.post<{ data: { imageId: string; url: string } }>('/api/uploads', form).then((r) => r.data);
};

const enc = encodeURIComponent;
type Created = { data: { _id: string } };

/** A mutation that invalidates its topic once the command answered (read-your-writes via X-Min-Position). */
function useCommand<V, R = unknown>(topic: string, fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [topic] }),
  });
}

export type ProductBody = {
  name: string;
  size: { value: number; unit: string };
  description: string;
  price: number;
  sold: number;
  categoryId: string;
  img: string;
  active: boolean;
  translations: ViewTranslations;
};

export const useCreateProduct = () =>
  useCommand('products', (body: ProductBody) => api.post<Created>('/api/products', body));

/**
 * PUT /api/products/:id with the details, PUT /api/products/:id/image when the image changed, then
 * publish/unpublish when the flag changed.
 */
export const useUpdateProduct = () =>
  useCommand(
    'products',
    async ({ id, body, was }: { id: string; body: ProductBody; was: { active: boolean; img: string } }) => {
      const { active, img, ...details } = body;
      await api.put(`/api/products/${enc(id)}`, details);
      if (img !== was.img) await api.put(`/api/products/${enc(id)}/image`, { img });
      if (active !== was.active)
        await api.patch(`/api/products/${enc(id)}/${active ? 'publish' : 'unpublish'}`);
    },
  );

export const useDeleteProduct = () =>
  useCommand('products', (id: string) => api.delete(`/api/products/${enc(id)}`));

export type CategoryBody = {
  name: string;
  description: string;
  image: string;
  translations: ViewTranslations;
};
export const useCreateCategory = () =>
  useCommand('categories', (body: CategoryBody) => api.post<Created>('/api/categories', body));
export const useUpdateCategory = () =>
  useCommand('categories', ({ id, body }: { id: string; body: CategoryBody }) =>
    api.put(`/api/categories/${enc(id)}`, body),
  );
export const useDeleteCategory = () =>
  useCommand('categories', (id: string) => api.delete(`/api/categories/${enc(id)}`));

export const useCreateBanner = () =>
  useCommand('banners', (form: FormData) => api.post<Created>('/api/banners', form));
/** The names of a district or banner in every language: { name (French), translations } (PUT …/:id/names). */
export type NamesBody = { name: string; translations: ViewTranslations };
export const useRenameBanner = () =>
  useCommand('banners', ({ id, body }: { id: string; body: NamesBody }) =>
    api.put(`/api/banners/${enc(id)}/names`, body),
  );
export const useDeleteBanner = () =>
  useCommand('banners', (id: string) => api.delete(`/api/banners/${enc(id)}`));

export type PromoBody = { code: string; percentage: number; startsAt: string; validForHours: number };
export const useCreatePromo = () => useCommand('promos', (body: PromoBody) => api.post('/api/promos', body));
export const useSetPromoActive = () =>
  useCommand('promos', ({ code, active }: { code: string; active: boolean }) =>
    api.patch(`/api/promos/${enc(code)}/${active ? 'activate' : 'deactivate'}`),
  );

export const useAddDistrict = () =>
  useCommand('districts', (body: { name: string; deliveryPrice: number; translations: ViewTranslations }) =>
    api.post<Created>('/api/districtDelivery', body),
  );
export const useChangeDistrictPrice = () =>
  useCommand('districts', ({ id, deliveryPrice }: { id: string; deliveryPrice: number }) =>
    api.put(`/api/districtDelivery/${enc(id)}`, { deliveryPrice }),
  );
export const useRenameDistrict = () =>
  useCommand('districts', ({ id, body }: { id: string; body: NamesBody }) =>
    api.put(`/api/districtDelivery/${enc(id)}/names`, body),
  );
export const useRemoveDistrict = () =>
  useCommand('districts', (id: string) => api.delete(`/api/districtDelivery/${enc(id)}`));
