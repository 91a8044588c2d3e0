// The staff catalogue routes' schemas (docs/conventions.md "HTTP routes"): each body is its command's data without
// the id the server chooses or takes from the path.
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import { id, promoCode } from '../fields';
import {
  contactMessageBody,
  visitBody,
  addDistrictData,
  categoryInput,
  changeDistrictPriceData,
  createProductData,
  createPromoData,
  renameBannerData,
  renameDistrictData,
  setDiscountsEnabledData,
  setProductImageData,
  setSlotCapacityData,
  shopInfoInput,
  updateProductData,
  markSoldOutData,
  markBackOnSaleData,
} from './commands';
import { openingHours, screenContent, trustRules } from './events';
import { catalogueRoutes as routes, publicWriteRoutes, uploadRoutes } from './routes';

export const categoryBody = categoryInput;
export const createProductBody = createProductData.omit({ productId: true });
export const updateProductBody = updateProductData.omit({ productId: true });
export const productImageBody = setProductImageData.omit({ productId: true });
export const markSoldOutBody = markSoldOutData.omit({ productId: true });
export const markBackOnSaleBody = markBackOnSaleData.omit({ productId: true });
export const createPromoBody = createPromoData;
export const addDistrictBody = addDistrictData.omit({ districtId: true });
export const districtPriceBody = changeDistrictPriceData.omit({ districtId: true });
export const renameDistrictBody = renameDistrictData.omit({ districtId: true });
export const renameBannerBody = renameBannerData.omit({ bannerId: true });
export const discountsBody = setDiscountsEnabledData;
export const screenContentBody = screenContent;
export const shopInfoBody = shopInfoInput;
export const openingHoursBody = openingHours;
export const slotCapacityBody = setSlotCapacityData;
export const trustRulesBody = trustRules;

/** A write's answer: the position of its last event (read-your-writes). */
export const catalogueWriteAnswer = z.object({ position: z.string() });
/** A creation's answer: the new thing's id (chosen by the server) too. */
export const catalogueCreatedAnswer = z.object({ data: z.object({ _id: z.string() }), position: z.string() });

const byId = z.object({ id });
const byCode = z.object({ code: promoCode });
const written = { answer: catalogueWriteAnswer };
const created = { answer: catalogueCreatedAnswer };

export const catalogueRouteSchemas = {
  createCategory: routeSchemas(routes.createCategory, { body: categoryBody, ...created }),
  updateCategory: routeSchemas(routes.updateCategory, { params: byId, body: categoryBody, ...written }),
  deleteCategory: routeSchemas(routes.deleteCategory, { params: byId, ...written }),
  createProduct: routeSchemas(routes.createProduct, { body: createProductBody, ...created }),
  updateProduct: routeSchemas(routes.updateProduct, { params: byId, body: updateProductBody, ...written }),
  publishProduct: routeSchemas(routes.publishProduct, { params: byId, ...written }),
  unpublishProduct: routeSchemas(routes.unpublishProduct, { params: byId, ...written }),
  deleteProduct: routeSchemas(routes.deleteProduct, { params: byId, ...written }),
  setProductImage: routeSchemas(routes.setProductImage, { params: byId, body: productImageBody, ...written }),
  markSoldOut: routeSchemas(routes.markSoldOut, { params: byId, body: markSoldOutBody, ...written }),
  markBackOnSale: routeSchemas(routes.markBackOnSale, { params: byId, body: markBackOnSaleBody, ...written }),
  createPromo: routeSchemas(routes.createPromo, { body: createPromoBody, ...written }),
  activatePromo: routeSchemas(routes.activatePromo, { params: byCode, ...written }),
  deactivatePromo: routeSchemas(routes.deactivatePromo, { params: byCode, ...written }),
  addDistrict: routeSchemas(routes.addDistrict, { body: addDistrictBody, ...created }),
  changeDistrictPrice: routeSchemas(routes.changeDistrictPrice, {
    params: byId,
    body: districtPriceBody,
    ...written,
  }),
  removeDistrict: routeSchemas(routes.removeDistrict, { params: byId, ...written }),
  renameDistrict: routeSchemas(routes.renameDistrict, { params: byId, body: renameDistrictBody, ...written }),
  deleteBanner: routeSchemas(routes.deleteBanner, { params: byId, ...written }),
  renameBanner: routeSchemas(routes.renameBanner, { params: byId, body: renameBannerBody, ...written }),
  setDiscounts: routeSchemas(routes.setDiscounts, { body: discountsBody, ...written }),
  setScreenContent: routeSchemas(routes.setScreenContent, {
    params: byId,
    body: screenContentBody,
    ...written,
  }),
  setShopInfo: routeSchemas(routes.setShopInfo, { body: shopInfoBody, ...written }),
  setOpeningHours: routeSchemas(routes.setOpeningHours, { body: openingHoursBody, ...written }),
  clearOpeningHours: routeSchemas(routes.clearOpeningHours, written),
  setSlotCapacity: routeSchemas(routes.setSlotCapacity, { body: slotCapacityBody, ...written }),
  setTrustRules: routeSchemas(routes.setTrustRules, { body: trustRulesBody, ...written }),
};

export const publicWriteRouteSchemas = {
  contactMessage: routeSchemas(publicWriteRoutes.contactMessage, { body: contactMessageBody, ...created }),
  visit: routeSchemas(publicWriteRoutes.visit, { body: visitBody, ...written }),
};

export const uploadAnswer = z.object({
  data: z.object({ imageId: z.string(), url: z.string() }),
  position: z.string(),
});
export const bannerCreatedAnswer = z.object({
  data: z.object({ _id: z.string(), img: z.string(), imageId: z.string() }),
  position: z.string(),
});
/** The multipart routes have no body schema: their fields are checked by the route, file first. */
export const uploadRouteSchemas = {
  upload: routeSchemas(uploadRoutes.upload, { answer: uploadAnswer }),
  createBanner: routeSchemas(uploadRoutes.createBanner, { answer: bannerCreatedAnswer }),
};
