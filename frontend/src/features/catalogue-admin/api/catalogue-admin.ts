import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogueReadRoutes as routes,
  catalogueRoutes as writes,
  uploadRoutes,
  defaultLanguage,
  type AddDistrictBody,
  type CategoryBody,
  type CreateProductBody,
  type CreatePromoBody,
  type ProductView,
  type RenameBannerBody,
  type RenameDistrictBody,
} from '@shop/contracts/core';
import { call } from '@/lib/api-client';
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
  return call(uploadRoutes.upload, { body: form }).then((r) => r.data);
};

/** A mutation that invalidates its topic once the command answered (read-your-writes via X-Min-Position). */
function useCommand<V, R = unknown>(topic: string, fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [topic] }),
  });
}

// The writes: contracts' catalogueRoutes, their bodies the commands' (docs/conventions.md "HTTP routes").
export const useCreateProduct = () =>
  useCommand('products', (body: CreateProductBody) => call(writes.createProduct, { body }));

/**
 * PUT /api/products/:id with the details, PUT /api/products/:id/image when the image changed, then
 * publish/unpublish when the flag changed.
 */
export const useUpdateProduct = () =>
  useCommand(
    'products',
    async ({
      id,
      body,
      was,
    }: {
      id: string;
      body: CreateProductBody;
      was: { active: boolean; img: string };
    }) => {
      const { active = true, img, ...details } = body;
      const params = { id };
      await call(writes.updateProduct, { params, body: details });
      if (img !== was.img) await call(writes.setProductImage, { params, body: { img } });
      if (active !== was.active)
        await call(active ? writes.publishProduct : writes.unpublishProduct, { params });
    },
  );

export const useDeleteProduct = () =>
  useCommand('products', (id: string) => call(writes.deleteProduct, { params: { id } }));

export const useCreateCategory = () =>
  useCommand('categories', (body: CategoryBody) => call(writes.createCategory, { body }));
export const useUpdateCategory = () =>
  useCommand('categories', ({ id, body }: { id: string; body: CategoryBody }) =>
    call(writes.updateCategory, { params: { id }, body }),
  );
export const useDeleteCategory = () =>
  useCommand('categories', (id: string) => call(writes.deleteCategory, { params: { id } }));

/** POST /api/banners (multipart: its fields are checked by the route). */
export const useCreateBanner = () =>
  useCommand('banners', (form: FormData) => call(uploadRoutes.createBanner, { body: form }));
/** The names of a district or banner in every language: { name (French), translations } (PUT …/:id/names). */
export type NamesBody = RenameBannerBody & RenameDistrictBody;
export const useRenameBanner = () =>
  useCommand('banners', ({ id, body }: { id: string; body: NamesBody }) =>
    call(writes.renameBanner, { params: { id }, body }),
  );
export const useDeleteBanner = () =>
  useCommand('banners', (id: string) => call(writes.deleteBanner, { params: { id } }));

export const useCreatePromo = () =>
  useCommand('promos', (body: CreatePromoBody) => call(writes.createPromo, { body }));
export const useSetPromoActive = () =>
  useCommand('promos', ({ code, active }: { code: string; active: boolean }) =>
    call(active ? writes.activatePromo : writes.deactivatePromo, { params: { code } }),
  );

export const useAddDistrict = () =>
  useCommand('districts', (body: AddDistrictBody) => call(writes.addDistrict, { body }));
export const useChangeDistrictPrice = () =>
  useCommand('districts', ({ id, deliveryPrice }: { id: string; deliveryPrice: number }) =>
    call(writes.changeDistrictPrice, { params: { id }, body: { deliveryPrice } }),
  );
export const useRenameDistrict = () =>
  useCommand('districts', ({ id, body }: { id: string; body: NamesBody }) =>
    call(writes.renameDistrict, { params: { id }, body }),
  );
export const useRemoveDistrict = () =>
  useCommand('districts', (id: string) => call(writes.removeDistrict, { params: { id } }));
