// The staff catalogue write routes (admin or moderator; docs/catalogue.md "Back-office"; docs/conventions.md
// "HTTP routes"), served by command-api (command-api/src/catalogue-routes/routes.ts) and called by the back-office.
// Zod-free: the types come from the schemas. Creating routes answer 201 with the id the server chose.
import type { z } from 'zod';
import { route, type NoParams } from '../http/route';
import type * as s from './route-schemas';
import type { contactMessageBody, visitBody } from './commands';

type Id = { id: string };
type Code = { code: string };
export type CatalogueWriteAnswer = z.output<typeof s.catalogueWriteAnswer>;
export type CatalogueCreatedAnswer = z.output<typeof s.catalogueCreatedAnswer>;
type Written = CatalogueWriteAnswer;
type Created = CatalogueCreatedAnswer;
export type CategoryBody = z.input<typeof s.categoryBody>;
export type CreateProductBody = z.input<typeof s.createProductBody>;
export type UpdateProductBody = z.input<typeof s.updateProductBody>;
export type MarkSoldOutBody = z.input<typeof s.markSoldOutBody>;
export type MarkBackOnSaleBody = z.input<typeof s.markBackOnSaleBody>;
export type CreatePromoBody = z.input<typeof s.createPromoBody>;
export type AddDistrictBody = z.input<typeof s.addDistrictBody>;
export type RenameDistrictBody = z.input<typeof s.renameDistrictBody>;
export type RenameBannerBody = z.input<typeof s.renameBannerBody>;
export type ScreenContentBody = z.input<typeof s.screenContentBody>;
export type ShopInfoBody = z.input<typeof s.shopInfoBody>;
export type OpeningHoursBody = z.input<typeof s.openingHoursBody>;
export type ContactMessageAnswer = CatalogueCreatedAnswer;

export const catalogueRoutes = {
  createCategory: route<NoParams, CategoryBody, Created>('POST', '/categories'),
  updateCategory: route<Id, CategoryBody, Written>('PUT', '/categories/:id'),
  deleteCategory: route<Id, undefined, Written>('DELETE', '/categories/:id'),
  createProduct: route<NoParams, CreateProductBody, Created>('POST', '/products'),
  updateProduct: route<Id, UpdateProductBody, Written>('PUT', '/products/:id'),
  publishProduct: route<Id, undefined, Written>('PATCH', '/products/:id/publish'),
  unpublishProduct: route<Id, undefined, Written>('PATCH', '/products/:id/unpublish'),
  deleteProduct: route<Id, undefined, Written>('DELETE', '/products/:id'),
  /** Sold out (docs/kitchen.md): { choiceId?, until: 'closing' | 'manual' | ISO instant }. */
  markSoldOut: route<Id, MarkSoldOutBody, Written>('PATCH', '/products/:id/sold-out'),
  /** Back on sale: { choiceId? } (nothing when it was not sold out). */
  markBackOnSale: route<Id, MarkBackOnSaleBody, Written>('PATCH', '/products/:id/back-on-sale'),
  /** `img` is the `url` answered by POST /uploads. */
  setProductImage: route<Id, z.input<typeof s.productImageBody>, Written>('PUT', '/products/:id/image'),
  /** 201. */
  createPromo: route<NoParams, CreatePromoBody, Written>('POST', '/promos'),
  activatePromo: route<Code, undefined, Written>('PATCH', '/promos/:code/activate'),
  deactivatePromo: route<Code, undefined, Written>('PATCH', '/promos/:code/deactivate'),
  addDistrict: route<NoParams, AddDistrictBody, Created>('POST', '/districtDelivery'),
  changeDistrictPrice: route<Id, z.input<typeof s.districtPriceBody>, Written>(
    'PUT',
    '/districtDelivery/:id',
  ),
  removeDistrict: route<Id, undefined, Written>('DELETE', '/districtDelivery/:id'),
  /** The names in every language, replaced: { name, translations } (left-out translations are taken away). */
  renameDistrict: route<Id, RenameDistrictBody, Written>('PUT', '/districtDelivery/:id/names'),
  deleteBanner: route<Id, undefined, Written>('DELETE', '/banners/:id'),
  renameBanner: route<Id, RenameBannerBody, Written>('PUT', '/banners/:id/names'),
  setDiscounts: route<NoParams, z.input<typeof s.discountsBody>, Written>('PUT', '/settings/discounts'),
  setScreenContent: route<Id, ScreenContentBody, Written>('PUT', '/screens/:id'),
  setShopInfo: route<NoParams, ShopInfoBody, Written>('PUT', '/settings/shop'),
  setOpeningHours: route<NoParams, OpeningHoursBody, Written>('PUT', '/settings/opening-hours'),
  /** No hours any more: always open again. */
  clearOpeningHours: route<NoParams, undefined, Written>('DELETE', '/settings/opening-hours'),
  setSlotCapacity: route<NoParams, z.input<typeof s.slotCapacityBody>, Written>('PUT', '/settings/slots'),
  /** The trust rules of confirmation calls and open orders (docs/phone-and-trust.md), the whole set. */
  setTrustRules: route<NoParams, z.input<typeof s.trustRulesBody>, Written>('PUT', '/settings/trust'),
};

/** The public writes (no session needed; rate-limited per IP where command-api is mounted). */
export const publicWriteRoutes = {
  /** 201; an Idempotency-Key makes a retried message land on the same stream. */
  contactMessage: route<NoParams, z.input<typeof contactMessageBody>, Created>('POST', '/contactMessages'),
  /** A page view (spec §7): 202; the day and whether it is staff's are the server's findings. */
  visit: route<NoParams, z.input<typeof visitBody>, Written>('POST', '/visits'),
};

/**
 * A multipart form as the routes take it (the browser's FormData): its fields are checked by the route itself
 * (command-api/src/uploads/routes.ts), file first.
 */
export type MultipartForm = { has(name: string): boolean; getAll(name: string): unknown[] };

/** The back-office's multipart writes (staff). */
export const uploadRoutes = {
  /** One image in the field `img`: 201 with its id and the url a product or screen then names. */
  upload: route<NoParams, MultipartForm, z.output<typeof s.uploadAnswer>>('POST', '/uploads'),
  /** Spec §7: name, order_img, img (and `translations` as JSON): 201 with the banner's id and image. */
  createBanner: route<NoParams, MultipartForm, z.output<typeof s.bannerCreatedAnswer>>('POST', '/banners'),
};
