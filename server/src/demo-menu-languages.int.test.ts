// Issue 29: a fresh shop's demo menu speaks three languages (docs/catalogue.md "Demo seed"). Over real HTTP, as the
// client reads it: every demo category, product, district and banner answers its English and Arabic name (and
// description) in `Accept-Language: en` / `ar`, and its French one by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerView, CategoryView, DistrictView, ProductView } from '@shop/contracts';
import { demoBanners, demoCategories, demoDistricts, demoProducts } from '@shop/command-api/seed/demo-data';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
let shop: Shop;

beforeAll(async () => {
  shop = await setup.start();
  await shop.waitForProjections();
});
afterAll(() => setup.stop());

type Named = { _id: string; name: string; description?: string };
const get = async <T>(path: string, language?: string): Promise<T[]> => {
  const res = await fetch(`${shop.url}${path}`, {
    headers: language ? { 'Accept-Language': language } : {},
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T[] }).data;
};
const byId = <T extends Named>(items: T[]) => new Map(items.map((item) => [item._id, item]));
const arabic = /\p{Script=Arabic}/u;

describe.each(['en', 'ar'] as const)('the demo menu in %s', (language) => {
  it('names and describes every category and product in that language', async () => {
    const categories = byId(await get<CategoryView>('/api/categories', language));
    expect(categories.size).toBe(demoCategories.length);
    for (const category of demoCategories) {
      const expected = category.translations[language];
      expect(categories.get(category.id)).toMatchObject({
        name: expected.name,
        description: expected.description,
      });
    }

    const products = byId(await get<ProductView>('/api/products?limit=100', language));
    // Every demo product, the two unpublished ones too (this list is not `active=true`).
    expect(products.size).toBe(demoProducts.length);
    for (const product of demoProducts) {
      const expected = product.translations[language];
      const category = demoCategories.find((c) => c.id === product.categoryId)!;
      expect(products.get(product.id)).toMatchObject({
        name: expected.name,
        description: expected.description,
        category: { name: category.translations[language].name },
      });
    }
    if (language === 'ar')
      for (const item of [...categories.values(), ...products.values()]) {
        expect(item.name).toMatch(arabic);
        expect(item.description).toMatch(arabic);
      }
  });

  it('names every delivery district and banner in that language', async () => {
    const districts = byId(await get<DistrictView>('/api/districtDelivery', language));
    for (const district of demoDistricts)
      expect(districts.get(district.id)?.name).toBe(district.translations[language].name);
    const banners = byId(await get<BannerView>('/api/banners', language));
    for (const banner of demoBanners)
      expect(banners.get(banner.id)?.name).toBe(banner.translations[language].name);
    if (language === 'ar')
      for (const item of [...districts.values(), ...banners.values()]) expect(item.name).toMatch(arabic);
  });
});

it('answers the French names without Accept-Language', async () => {
  const products = byId(await get<ProductView>('/api/products?limit=100'));
  for (const product of demoProducts) expect(products.get(product.id)?.name).toBe(product.name);
});
