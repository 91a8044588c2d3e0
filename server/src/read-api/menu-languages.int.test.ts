import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import type { Projections } from '@shop/projections';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

// The menu in three languages over HTTP (docs/catalogue.md, "Menu in three languages"): each text in the asked
// language, French where staff gave none; search and the name order in that language.

let fx: IntFixture;
let projections: Projections;
let api: ReadApiServer;

type Body = { data: any; total?: number }; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (base: string, path: string, language?: string): Promise<Body> => {
  const res = await fetch(`${base}${path}`, { headers: language ? { 'Accept-Language': language } : {} });
  expect(res.status).toBe(200);
  expect(res.headers.get('vary')).toContain('Accept-Language');
  return (await res.json()) as Body;
};
const names = (body: Body) => (body.data as ProductView[]).map((p) => p.name);

const product = (productId: string, name: string, translations: object, price: number) => ({
  type: 'CreateProduct' as const,
  data: {
    productId,
    categoryId: 'pizzas',
    name,
    size: { value: 1, unit: 'XL' },
    description: `${name} maison`,
    price,
    sold: 0,
    img: '/images/placeholder.svg',
    translations,
  },
});

beforeAll(async () => {
  fx = await createIntFixture();
  await fx.handle({
    type: 'CreateCategory',
    data: {
      categoryId: 'pizzas',
      name: 'Pizzas',
      description: 'Au feu de bois',
      image: '/images/placeholder.svg',
      translations: { ar: { name: 'بيتزا', description: 'على الحطب' } },
    },
  });
  // The three languages' names sort and price differently: fr F < M < O, en A < O < S, ar ب < ف < (Marguerite).
  await fx.handle(
    product('fruits', 'Fruits de mer', { en: { name: 'Seafood' }, ar: { name: 'فواكه البحر' } }, 1200),
  );
  await fx.handle(
    product(
      'marguerite',
      'Marguerite',
      { en: { name: 'Anchovy special', description: 'House anchovy' } },
      900,
    ),
  );
  await fx.handle(product('orientale', 'Orientale', { ar: { name: 'بِيتزا شرقية' } }, 1000));
  await fx.handle({
    type: 'AddDistrict',
    data: {
      districtId: 'senia',
      name: 'Es Senia',
      deliveryPrice: 200,
      translations: { ar: { name: 'السانية' } },
    },
  });
  await fx.handle({
    type: 'AddDistrict',
    data: {
      districtId: 'bir',
      name: 'Bir El Djir',
      deliveryPrice: 300,
      translations: { ar: { name: 'بئر الجير' } },
    },
  });
  await fx.handle({
    type: 'CreateBanner',
    data: {
      bannerId: 'welcome',
      name: 'Bienvenue',
      order: 0,
      image: '/images/placeholder.svg',
      translations: { en: { name: 'Welcome' } },
    },
  });
  await fx.handle({
    type: 'SetScreenContent',
    data: {
      screenId: 'tv1',
      title: 'Carte',
      topText: '',
      boxes: {
        '1.1': { kind: 'category', id: 'pizzas' },
        '1.2': { kind: 'product', id: 'fruits' },
        '2.1': null,
        '2.2': null,
      },
    },
  });
  projections = fx.projections();
  await projections.start();
  await projections.waitForIdle();
  api = await startReadApiServer(fx);
});

afterAll(async () => {
  await api.close();
  await fx.close();
});

describe('the menu in three languages over HTTP', () => {
  it('answers each product in the asked language, French where it has no translation', async () => {
    {
      const base = api.base;
      const list = '/api/products?sort=price&limit=10';
      expect(names(await get(base, list))).toEqual(['Marguerite', 'Orientale', 'Fruits de mer']);
      expect(names(await get(base, list, 'en-GB,en;q=0.9'))).toEqual([
        'Anchovy special',
        'Orientale',
        'Seafood',
      ]);
      const ar = await get(base, list, 'ar-DZ');
      expect(names(ar)).toEqual(['Marguerite', 'بِيتزا شرقية', 'فواكه البحر']);
      expect(ar.data[0]).toMatchObject({ description: 'Marguerite maison', category: { name: 'بيتزا' } });
      // The `lang` parameter wins over the header; an unknown language is French.
      expect(names(await get(base, `${list}&lang=en`, 'ar'))).toContain('Seafood');
      expect(names(await get(base, list, 'de'))).toEqual(['Marguerite', 'Orientale', 'Fruits de mer']);
    }
    const one = await get(api.base, '/api/products/marguerite', 'en');
    expect(one.data).toMatchObject({
      name: 'Anchovy special',
      description: 'House anchovy',
      category: { name: 'Pizzas' },
      translations: { en: { name: 'Anchovy special' } },
    });
  });

  it('sorts by name in the asked language', async () => {
    {
      const base = api.base;
      const list = '/api/products?sort=name&limit=2';
      const fr = await get(base, list);
      expect([names(fr), fr.total]).toEqual([['Fruits de mer', 'Marguerite'], 3]);
      expect(names(await get(base, `${list}&page=2`))).toEqual(['Orientale']);
      expect(names(await get(base, list, 'en'))).toEqual(['Anchovy special', 'Orientale']);
      // Arabic: ب before ف, and the Arabic script before the Latin fallback (ICU's order for ar).
      expect(names(await get(base, '/api/products?sort=name&limit=10', 'ar'))).toEqual([
        'بِيتزا شرقية',
        'فواكه البحر',
        'Marguerite',
      ]);
    }
  });

  it('searches the names of the asked language, French where untranslated', async () => {
    {
      const base = api.base;
      const search = (q: string, language?: string) =>
        get(base, `/api/products?q=${encodeURIComponent(q)}&limit=10`, language).then(names);
      expect(await search('seafood', 'en')).toEqual(['Seafood']);
      expect(await search('fruits', 'en')).toEqual([]);
      expect(await search('fruits')).toEqual(['Fruits de mer']);
      expect(await search('orient', 'en')).toEqual(['Orientale']);
      // Without the vowel marks the name was written with.
      expect(await search('بيتزا', 'ar')).toEqual(['بِيتزا شرقية']);
      expect(await search('البحر', 'ar')).toEqual(['فواكه البحر']);
    }
  });

  it('localises categories (and finds one by any of its names), districts by name, banners and the TV board', async () => {
    const categories = await get(api.base, '/api/categories', 'ar');
    expect(categories.data[0]).toMatchObject({ name: 'بيتزا', description: 'على الحطب' });
    expect((await get(api.base, '/api/categories', 'en')).data[0]).toMatchObject({ name: 'Pizzas' });
    expect((await get(api.base, `/api/products?category=${encodeURIComponent('بيتزا')}`)).total).toBe(3);

    const districts = (body: Body) => (body.data as { name: string }[]).map((d) => d.name);
    expect(districts(await get(api.base, '/api/districtDelivery', 'fr'))).toEqual([
      'Bir El Djir',
      'Es Senia',
    ]);
    expect(districts(await get(api.base, '/api/districtDelivery', 'ar'))).toEqual(['السانية', 'بئر الجير']);
    expect((await get(api.base, '/api/banners', 'en')).data[0]).toMatchObject({ name: 'Welcome' });
    expect((await get(api.base, '/api/banners', 'ar')).data[0]).toMatchObject({ name: 'Bienvenue' });

    const board = await get(api.base, '/api/screens/tv1', 'ar');
    expect(board.data.boxes['1.1']).toMatchObject({ name: 'بيتزا' });
    expect(board.data.boxes['1.2']).toMatchObject({ name: 'فواكه البحر' });
    expect(board.data.boxes['1.1'].products.map((p: { name: string }) => p.name)).toContain('بِيتزا شرقية');
  });
});
