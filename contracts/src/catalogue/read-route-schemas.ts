// The schemas of the catalogue's read routes (./read-routes.ts): the query each parses once, the answer it gives.
// The answers are the read models' schemas (./read-models.ts) in their envelopes; the route types are their types.
import { z } from 'zod';
import type { Language } from '../languages';
import { routeSchemas } from '../http/route-schemas';
import { id } from '../fields';
import { MAX_CART_QUANTITY } from '../orders/cart-limits';
import {
  bannerView,
  categoryView,
  districtView,
  one,
  pageOf,
  productListQuery,
  productView,
  promoView,
  resolvedScreen,
  screenView,
  settingsAnswer,
  staffPromoView,
  statsView,
} from './read-models';
import { trustRules } from './events';
import { catalogueReadRoutes as routes } from './read-routes';

/**
 * `?lang=`: the language a menu text is answered in, read as pickLanguage reads a tag (read-api's requestLanguage,
 * never a 400), else Accept-Language. Not in a schema: a header-like hint, not a value to refuse.
 */
export type LanguageQuery = { lang?: Language };

export const productPage = pageOf(productView);
export type ProductPage = z.infer<typeof productPage>;
export type ProductPageQuery = z.input<typeof productListQuery> & LanguageQuery;
export const productAnswer = one(productView);
export type ProductAnswer = z.infer<typeof productAnswer>;
export const categoryList = one(z.array(categoryView));
export type CategoryList = z.infer<typeof categoryList>;
export const promoList = one(z.array(promoView));
export type PromoList = z.infer<typeof promoList>;
export const staffPromoList = one(z.array(staffPromoView));
export type StaffPromoList = z.infer<typeof staffPromoList>;
export const districtList = one(z.array(districtView));
export type DistrictList = z.infer<typeof districtList>;
export const bannerList = one(z.array(bannerView));
export type BannerList = z.infer<typeof bannerList>;
export const settingsAnswerBody = one(settingsAnswer);
export type SettingsAnswerBody = z.infer<typeof settingsAnswerBody>;
export const screenList = one(z.array(screenView));
export type ScreenList = z.infer<typeof screenList>;
export const resolvedScreenAnswer = one(resolvedScreen);
export type ResolvedScreenAnswer = z.infer<typeof resolvedScreenAnswer>;
/** GET /api/settings/trust (staff): the trust thresholds, DEFAULT_TRUST_RULES until set (kept off the public settings). */
export const trustRulesAnswer = one(trustRules);
export type TrustRulesAnswer = z.infer<typeof trustRulesAnswer>;
export const statsAnswer = one(statsView);
export type StatsAnswer = z.infer<typeof statsAnswer>;

/**
 * GET /api/products/lookup?ids=: 1 to MAX_CART_QUANTITY product ids, comma-separated (a cart has no more lines than
 * items, so no more products), each a valid id; answered once each, in the asked order.
 */
export const productLookupQuery = z.object({
  ids: z
    .string()
    .transform((list) => list.split(','))
    // Each checked by `id`, the failure keyed `ids` (not `ids.<index>`): the field the client sent.
    .pipe(
      z
        .array(z.string())
        .min(1)
        .max(MAX_CART_QUANTITY)
        .refine((ids) => ids.every((one) => id.safeParse(one).data === one), 'invalid id'),
    )
    .transform((ids) => [...new Set(ids)]),
});
export type ProductLookupQuery = z.input<typeof productLookupQuery> & LanguageQuery;
export const productLookupAnswer = z.object({ data: z.array(productView), missing: z.array(z.string()) });
export type ProductLookupAnswer = z.infer<typeof productLookupAnswer>;

/** GET /api/promos/vrf?promo_code=: a code of 1 to 32 characters (looked up trimmed). */
export const promoCheckQuery = z.object({
  promo_code: z
    .string()
    .max(32)
    .refine((code) => code.trim() !== ''),
});
export type PromoCheckQuery = z.input<typeof promoCheckQuery>;
export const promoCheck = z.object({ success: z.literal(true), data: promoView });
export type PromoCheck = z.infer<typeof promoCheck>;

export const catalogueReadSchemas = {
  products: routeSchemas(routes.products, { query: productListQuery, answer: productPage }),
  productLookup: routeSchemas(routes.productLookup, {
    query: productLookupQuery,
    answer: productLookupAnswer,
  }),
  product: routeSchemas(routes.product, { answer: productAnswer }),
  categories: routeSchemas(routes.categories, { answer: categoryList }),
  promos: routeSchemas(routes.promos, { answer: promoList }),
  promoCheck: routeSchemas(routes.promoCheck, { query: promoCheckQuery, answer: promoCheck }),
  staffPromos: routeSchemas(routes.staffPromos, { answer: staffPromoList }),
  districts: routeSchemas(routes.districts, { answer: districtList }),
  banners: routeSchemas(routes.banners, { answer: bannerList }),
  settings: routeSchemas(routes.settings, { answer: settingsAnswerBody }),
  screens: routeSchemas(routes.screens, { answer: screenList }),
  screen: routeSchemas(routes.screen, { answer: resolvedScreenAnswer }),
  stats: routeSchemas(routes.stats, { answer: statsAnswer }),
  trustRules: routeSchemas(routes.trustRules, { answer: trustRulesAnswer }),
};
