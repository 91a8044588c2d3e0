import type { Request, Response, Router } from 'express';
import type { Redis } from 'ioredis';
import {
  defaultSettingsView,
  localized,
  localizedProduct,
  nameCollator,
  type BannerView,
  type CategoryView,
  type DistrictView,
  type ProductView,
  type PromoView,
  type SettingsView,
} from '@shop/contracts';
import { districtIdOfMember } from '@shop/platform/read-model-keys';
import { readProductPageJson } from './product-page';
import { describeErrors, parseProductQuery } from './product-query';
import { sendProblem } from './problem';
import { sendJson } from './send-json';
import { withCurrentActivity } from './promo-window';
import { promosAt } from './promos';
import type { ReadModelPointer } from './read-model-pointer';
import { settingsAnswerOf } from './back-office/routes';
import { slotsAnswerOf } from './orders/slots-answer';
import { requestLanguage } from './request-language';

/** The menu's answers differ per language (./request-language.ts): caches keep one per Accept-Language. */
const languageOf = (req: Request, res: Response) => {
  res.setHeader('Vary', 'Accept-Language');
  return requestLanguage(req.query.lang, req.headers['accept-language']);
};

const parseAll = <T>(raws: (string | null)[]): T[] =>
  raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as T]));

/** The views of the ids in an index, in index order (ZRANGE or SMEMBERS, then one MGET). */
const viewsOf = async <T>(redis: Redis, ids: string[], keyOf: (id: string) => string): Promise<T[]> =>
  ids.length === 0 ? [] : parseAll<T>(await redis.mget(ids.map(keyOf)));

/** Registered straight on read-api's router (no nested router: one layer less on the menu's hot path). */
export function addCatalogueRoutes(
  router: Router,
  redis: Redis,
  pointer: ReadModelPointer,
  now: () => Date,
): void {
  router.get('/products', async (req, res) => {
    const parsed = parseProductQuery(req.query);
    if (!parsed.ok)
      return sendProblem(res, 'query.invalid', {
        detail: describeErrors(parsed.errors),
        errors: parsed.errors,
      });
    const language = languageOf(req, res);
    sendJson(res, await readProductPageJson(redis, await pointer.keys(), parsed.query, language));
  });

  router.get('/products/:id', async (req, res) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const raw = await redis.get(keys.product(req.params.id));
    if (raw === null) return sendProblem(res, 'product.not_found');
    res.json({ data: localizedProduct(JSON.parse(raw) as ProductView, language) });
  });

  router.get('/categories', async (req, res) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.categories, 0, '-1');
    const views = await viewsOf<CategoryView>(redis, ids, keys.category);
    res.json({ data: views.map((v) => localized(v, language)) });
  });

  // Only the codes a customer can use now: a code is not revealed before its window begins (staff list every code
  // with GET /api/promos/all).
  router.get('/promos', async (_req, res) => {
    const keys = await pointer.keys();
    const usable = (await promosAt(redis, keys, now())).filter((p) => p.active);
    res.json({ data: usable.map(({ enabled: _enabled, ...promo }): PromoView => promo) });
  });

  router.get('/promos/vrf', async (req, res) => {
    const code = req.query.promo_code;
    if (typeof code !== 'string' || code.trim() === '' || code.length > 32) {
      return sendProblem(res, 'query.invalid', {
        detail: 'promo_code is required.',
        errors: { promo_code: 'required: the promo code to check' },
      });
    }
    const keys = await pointer.keys();
    const raw = await redis.get(keys.promo(code.trim()));
    if (raw === null) return sendProblem(res, 'promo.not_found');
    const promo = withCurrentActivity(JSON.parse(raw) as PromoView, now());
    if (!promo.active) return sendProblem(res, 'promo.inactive');
    res.json({ success: true, data: promo });
  });

  // By name in the asked language (the zset orders the French names).
  router.get('/districtDelivery', async (req, res) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const members = await redis.zrange(keys.districts, 0, '-1');
    const views = await viewsOf<DistrictView>(redis, members.map(districtIdOfMember), keys.district);
    const collator = nameCollator(language);
    res.json({
      data: views.map((v) => localized(v, language)).sort((a, b) => collator.compare(a.name, b.name)),
    });
  });

  router.get('/banners', async (req, res) => {
    const language = languageOf(req, res);
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.banners, 0, '-1');
    const views = await viewsOf<BannerView>(redis, ids, keys.banner);
    res.json({ data: views.map((v) => localized(v, language)) });
  });

  router.get('/settings', async (_req, res) => {
    const keys = await pointer.keys();
    const raw = await redis.get(keys.settings);
    // With the opening status of this instant (docs/catalogue.md "Back-office").
    res.json({
      data: settingsAnswerOf(raw === null ? defaultSettingsView : (JSON.parse(raw) as SettingsView), now()),
    });
  });

  // The scheduled-order slots offered now, with their places taken (docs/orders.md "Scheduled orders").
  router.get('/slots', async (_req, res) => {
    const keys = await pointer.keys();
    const [raw, taken] = await Promise.all([redis.get(keys.settings), redis.hgetall(keys.slotsTaken)]);
    const settings = raw === null ? defaultSettingsView : (JSON.parse(raw) as SettingsView);
    res.json({ data: slotsAnswerOf(settings, taken, now()) });
  });
}
