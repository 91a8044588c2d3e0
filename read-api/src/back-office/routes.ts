// Back-office reads: the TV screens (public: the restaurant's TVs show them without a session) and the numbers
// (staff). Screens are resolved at request time from the product and category views, so a TV always shows the
// current prices; a 'screens' change message tells it when to refetch.
import { Router } from 'express';
import type { Redis } from 'ioredis';
import {
  DomainError,
  conversion,
  defaultLanguage,
  lowestPrice,
  openingStatus,
  screenBoxKeys,
  textIn,
  type Language,
  type CategoryView,
  type ProductView,
  type ResolvedScreen,
  type ResolvedScreenBox,
  type ScreenBox,
  type ScreenView,
  type SettingsAnswer,
  type SettingsView,
  type StatsView,
} from '@shop/contracts';
import { DEFAULT_TRUST_RULES } from '@shop/contracts/orders/index';
import { catalogueReadRoutes as routes } from '@shop/contracts/catalogue/read-routes';
import { catalogueReadSchemas as schemas } from '@shop/contracts/catalogue/read-route-schemas';
import { serveRoute } from '@shop/platform/http/serve-route';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';
import type { IdentifyRequest } from '../accounts/viewer';
import { languageOf, requireReader } from '../serve-read';
import { promosAt } from '../promos';
import type { ReadModelPointer } from '../read-model-pointer';

/** GET /api/settings: the stored view with the opening status at `at` (pure; unit-tested in contracts). */
export const settingsAnswerOf = (
  { trustRules: _staffOnly, ...view }: SettingsView,
  at: Date,
): SettingsAnswer => ({
  // The trust thresholds stay off this public answer (staff read them at GET /api/settings/trust).
  ...view,
  openingHours: view.openingHours ?? null,
  ...openingStatus(view.openingHours, at),
});

const CATEGORY_PRODUCTS = 12;

async function resolveBox(
  redis: Redis,
  keys: ReadModelKeys,
  box: ScreenBox,
  language: Language,
): Promise<ResolvedScreenBox> {
  if (!box) return null;
  const empty = {
    kind: box.kind,
    _id: box.id,
    found: false,
    name: '',
    image: '',
    finalPrice: null,
    price: null,
    from: false,
    discounted: false,
    size: null,
    available: false,
    products: [],
  };
  if (box.kind === 'product') {
    const raw = await redis.get(keys.product(box.id));
    if (raw === null) return empty;
    const p = JSON.parse(raw) as ProductView;
    const lowest = lowestPrice(p.finalPrice, p.optionGroups ?? []);
    return {
      kind: 'product',
      _id: p._id,
      found: true,
      name: textIn(p, 'name', language),
      image: p.img,
      finalPrice: lowest.price,
      price: lowestPrice(p.price, p.optionGroups ?? []).price,
      from: lowest.from,
      discounted: p.discounted,
      size: p.size,
      available: p.active,
      products: [],
    };
  }
  const raw = await redis.get(keys.category(box.id));
  if (raw === null) return empty;
  const c = JSON.parse(raw) as CategoryView;
  const ids = await redis.zrange(
    keys.products('active', c._id, 'createdAt'),
    '0',
    String(CATEGORY_PRODUCTS - 1),
    'REV',
  );
  const products =
    ids.length === 0
      ? []
      : (await redis.mget(ids.map(keys.product))).flatMap((r) =>
          r === null ? [] : [JSON.parse(r) as ProductView],
        );
  return {
    kind: 'category',
    _id: c._id,
    found: true,
    name: textIn(c, 'name', language),
    image: c.image,
    finalPrice: null,
    price: null,
    from: false,
    discounted: false,
    size: null,
    available: true,
    products: products.map((p) => {
      const lowest = lowestPrice(p.finalPrice, p.optionGroups ?? []);
      return {
        _id: p._id,
        name: textIn(p, 'name', language),
        finalPrice: lowest.price,
        from: lowest.from,
        size: p.size,
        img: p.img,
      };
    }),
  };
}

export async function resolveScreen(
  redis: Redis,
  keys: ReadModelKeys,
  view: ScreenView,
  language: Language = defaultLanguage,
): Promise<ResolvedScreen> {
  const boxes = Object.fromEntries(
    await Promise.all(
      screenBoxKeys.map(async (k) => [k, await resolveBox(redis, keys, view.boxes[k], language)] as const),
    ),
  ) as ResolvedScreen['boxes'];
  return { _id: view._id, title: view.title, topText: view.topText, boxes, content: view.boxes };
}

const num = (v: string | undefined | null) => (v ? Number(v) : 0);

export async function readStats(redis: Redis, keys: ReadModelKeys): Promise<StatsView> {
  const s = keys.stats;
  const [dayOrders, dayVisits, dayRevenue, hours, types, promoOrders, promoDiscount, totals, top, names] =
    await Promise.all([
      redis.hgetall(s.dayOrders),
      redis.hgetall(s.dayVisits),
      redis.hgetall(s.dayRevenue),
      redis.hgetall(s.hourOrders),
      redis.hgetall(s.typeOrders),
      redis.hgetall(s.promoOrders),
      redis.hgetall(s.promoDiscount),
      redis.hgetall(s.totals),
      redis.zrange(s.productQuantity, '0', '9', 'REV', 'WITHSCORES'),
      redis.hgetall(s.productNames),
    ]);
  const [dayRatings, dayStars] = await Promise.all([redis.hgetall(s.dayRatings), redis.hgetall(s.dayStars)]);
  const topIds: { id: string; quantity: number }[] = [];
  for (let i = 0; i < top.length; i += 2)
    if (Number(top[i + 1]) > 0) topIds.push({ id: top[i]!, quantity: Number(top[i + 1]) });
  const revenues = topIds.length ? await redis.zmscore(s.productRevenue, ...topIds.map((t) => t.id)) : [];
  const orders = num(totals.orders);
  const withPromo = num(totals.withPromo);
  return {
    days: [...new Set([...Object.keys(dayOrders), ...Object.keys(dayVisits)])]
      .sort()
      .filter((day) => num(dayOrders[day]) > 0 || num(dayVisits[day]) > 0)
      .map((day) => ({
        day,
        orders: num(dayOrders[day]),
        revenue: num(dayRevenue[day]),
        visits: num(dayVisits[day]),
        conversion: conversion(num(dayOrders[day]), num(dayVisits[day])),
      })),
    topProducts: topIds.map((t, i) => ({
      productId: t.id,
      name: names[t.id] ?? '',
      quantity: t.quantity,
      revenue: num(revenues[i]),
    })),
    ratings: Object.keys(dayRatings)
      .sort()
      .filter((day) => num(dayRatings[day]) > 0)
      .map((day) => ({
        day,
        count: num(dayRatings[day]),
        // One decimal: 4.3 stars.
        average: Math.round((num(dayStars[day]) / num(dayRatings[day])) * 10) / 10,
      })),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: num(hours[String(hour)]) })),
    byType: { delivery: num(types.delivery), on_site: num(types.on_site) },
    promos: {
      ordersWithPromo: withPromo,
      ordersWithoutPromo: orders - withPromo,
      discountTotal: num(totals.discount),
      byCode: Object.keys(promoOrders)
        .filter((code) => num(promoOrders[code]) > 0)
        .sort((a, b) => num(promoOrders[b]) - num(promoOrders[a]) || a.localeCompare(b))
        .map((code) => ({ code, orders: num(promoOrders[code]), discount: num(promoDiscount[code]) })),
    },
    totals: {
      orders,
      revenue: num(totals.revenue),
      cancelled: num(totals.cancelled),
      visits: num(totals.visits),
      conversion: conversion(orders, num(totals.visits)),
    },
  };
}

export function backOfficeRoutes(redis: Redis, pointer: ReadModelPointer, identify: IdentifyRequest): Router {
  const router = Router();
  const staff = { before: [requireReader(identify, 'staff')] };

  serveRoute(router, routes.screens, schemas.screens, async () => {
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.screens, 0, '-1');
    const raws = ids.length ? await redis.mget(ids.map(keys.screen)) : [];
    return { data: raws.flatMap((r) => (r === null ? [] : [JSON.parse(r) as ScreenView])) };
  });

  serveRoute(router, routes.screen, schemas.screen, async ({ params, req, res }) => {
    const keys = await pointer.keys();
    const raw = await redis.get(keys.screen(params.id));
    if (raw === null) throw new DomainError('screen.not_found');
    // The board's product and category names in the asked language (the staff's title and top text as written).
    const language = languageOf(req, res);
    return { data: await resolveScreen(redis, keys, JSON.parse(raw) as ScreenView, language) };
  });

  serveRoute(
    router,
    routes.staffPromos,
    schemas.staffPromos,
    async () => ({ data: await promosAt(redis, await pointer.keys(), new Date()) }),
    staff,
  );

  serveRoute(
    router,
    routes.stats,
    schemas.stats,
    async () => ({ data: await readStats(redis, await pointer.keys()) }),
    staff,
  );

  // The trust thresholds, staff only (docs/phone-and-trust.md "Confirmation calls and no-shows").
  serveRoute(
    router,
    routes.trustRules,
    schemas.trustRules,
    async () => {
      const raw = await redis.get((await pointer.keys()).settings);
      const view = raw === null ? null : (JSON.parse(raw) as SettingsView);
      return { data: view?.trustRules ?? DEFAULT_TRUST_RULES };
    },
    staff,
  );

  return router;
}
