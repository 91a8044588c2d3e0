import type { Router } from 'express';
import type { Redis } from 'ioredis';
import {
  DomainError,
  MAX_CART_QUANTITY,
  defaultSettingsView,
  localized,
  localizedProduct,
  nameCollator,
  type BannerView,
  type CategoryView,
  type DistrictView,
  type Language,
  type ProductView,
  type PromoView,
  type SettingsView,
} from '@shop/contracts';
import { catalogueReadRoutes as routes } from '@shop/contracts/catalogue/read-routes';
import { catalogueReadSchemas as schemas } from '@shop/contracts/catalogue/read-route-schemas';
import { orderReadRoutes } from '@shop/contracts/orders/read-routes';
import { orderReadSchemas } from '@shop/contracts/orders/read-route-schemas';
import { districtIdOfMember, type ReadModelKeys } from '@shop/platform/read-model-keys';
import { jsonText, serveRoute } from '@shop/platform/http/serve-route';
import { createProductPages } from './product-page';
import { productQueryMessages } from './product-query';
import { languageOf, queryInvalid } from './serve-read';
import { withCurrentActivity } from './promo-window';
import { promosAt } from './promos';
import type { ReadModelPointer } from './read-model-pointer';
import { settingsAnswerOf } from './back-office/routes';
import { slotsAnswerOf } from './orders/slots-answer';

const parseAll = <T>(raws: (string | null)[]): T[] =>
  raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as T]));

/** The views of the ids in an index, in index order (ZRANGE or SMEMBERS, then one MGET). */
const viewsOf = async <T>(redis: Redis, ids: string[], keyOf: (id: string) => string): Promise<T[]> =>
  ids.length === 0 ? [] : parseAll<T>(await redis.mget(ids.map(keyOf)));

const productLookupMessages = {
  ids: `must be 1 to ${MAX_CART_QUANTITY} product ids separated by commas`,
};

/**
 * The products of `ids` as the detail answers them (published or not, in `language`), in the same order; a deleted
 * one is undefined. One MGET: the detail route reads its one product here, the cart's lookup all of its own.
 */
async function productViews(
  redis: Redis,
  keys: ReadModelKeys,
  ids: readonly string[],
  language: Language,
): Promise<(ProductView | undefined)[]> {
  const raws = await redis.mget(ids.map(keys.product));
  return raws.map((raw) =>
    raw === null ? undefined : localizedProduct(JSON.parse(raw) as ProductView, language),
  );
}

/** Registered straight on read-api's router (no nested router: one layer less on the menu's hot path). */
export function addCatalogueRoutes(
  router: Router,
  redis: Redis,
  pointer: ReadModelPointer,
  now: () => Date,
): void {
  const pages = createProductPages(redis);
  serveRoute(
    router,
    routes.products,
    schemas.products,
    async ({ query, req, res }) =>
      jsonText(await pages.read(await pointer.keys(), query, languageOf(req, res))),
    { invalid: queryInvalid(productQueryMessages) },
  );

  // The cart's products in one call (docs/catalogue.md "Reading the menu"): a deleted one is in `missing`, not a 404.
  serveRoute(
    router,
    routes.productLookup,
    schemas.productLookup,
    async ({ query, req, res }) => {
      const language = languageOf(req, res);
      const views = await productViews(redis, await pointer.keys(), query.ids, language);
      return {
        data: views.flatMap((view) => (view === undefined ? [] : [view])),
        missing: query.ids.filter((_, i) => views[i] === undefined),
      };
    },
    { invalid: queryInvalid(productLookupMessages) },
  );

  serveRoute(router, routes.product, schemas.product, async ({ params, req, res }) => {
    const [view] = await productViews(redis, await pointer.keys(), [params.id], languageOf(req, res));
    if (view === undefined) throw new DomainError('product.not_found');
    return { data: view };
  });

  serveRoute(router, routes.categories, schemas.categories, async ({ req, res }) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.categories, 0, '-1');
    const views = await viewsOf<CategoryView>(redis, ids, keys.category);
    return { data: views.map((v) => localized(v, language)) };
  });

  // Only the codes a customer can use now: a code is not revealed before its window begins (staff list every code
  // with GET /api/promos/all).
  serveRoute(router, routes.promos, schemas.promos, async () => {
    const usable = (await promosAt(redis, await pointer.keys(), now())).filter((p) => p.active);
    return { data: usable.map(({ enabled: _enabled, ...promo }): PromoView => promo) };
  });

  serveRoute(
    router,
    routes.promoCheck,
    schemas.promoCheck,
    async ({ query }) => {
      const raw = await redis.get((await pointer.keys()).promo(query.promo_code.trim()));
      if (raw === null) throw new DomainError('promo.not_found');
      const promo = withCurrentActivity(JSON.parse(raw) as PromoView, now());
      if (!promo.active) throw new DomainError('promo.inactive');
      return { success: true as const, data: promo };
    },
    {
      invalid: queryInvalid({ promo_code: 'required: the promo code to check' }, 'promo_code is required.'),
    },
  );

  // By name in the asked language (the zset orders the French names).
  serveRoute(router, routes.districts, schemas.districts, async ({ req, res }) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const members = await redis.zrange(keys.districts, 0, '-1');
    const views = await viewsOf<DistrictView>(redis, members.map(districtIdOfMember), keys.district);
    const collator = nameCollator(language);
    return {
      data: views.map((v) => localized(v, language)).sort((a, b) => collator.compare(a.name, b.name)),
    };
  });

  serveRoute(router, routes.banners, schemas.banners, async ({ req, res }) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.banners, 0, '-1');
    const views = await viewsOf<BannerView>(redis, ids, keys.banner);
    return { data: views.map((v) => localized(v, language)) };
  });

  serveRoute(router, routes.settings, schemas.settings, async () => {
    const raw = await redis.get((await pointer.keys()).settings);
    // With the opening status of this instant (docs/catalogue.md "Back-office").
    return {
      data: settingsAnswerOf(raw === null ? defaultSettingsView : (JSON.parse(raw) as SettingsView), now()),
    };
  });

  // The scheduled-order slots offered now, with their places taken (docs/orders.md "Scheduled orders").
  serveRoute(router, orderReadRoutes.slots, orderReadSchemas.slots, async () => {
    const keys = await pointer.keys();
    const [raw, taken] = await Promise.all([redis.get(keys.settings), redis.hgetall(keys.slotsTaken)]);
    const settings = raw === null ? defaultSettingsView : (JSON.parse(raw) as SettingsView);
    return { data: slotsAnswerOf(settings, taken, now()) };
  });
}
