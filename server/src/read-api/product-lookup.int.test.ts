import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY, type ProductView } from '@shop/contracts';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import type { Projections } from '@shop/projections';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

// GET /api/products/lookup (docs/catalogue.md "Reading the menu"): a cart's products in one call, the deleted ones named in
// `missing` instead of a 404 per line (issue 33 item 11), on real Redis through read-api.

let fx: IntFixture;
let projections: Projections;
let api: ReadApiServer;

const product = (productId: string, name: string, translations: object) => ({
  type: 'CreateProduct' as const,
  data: {
    productId,
    categoryId: 'pizzas',
    name,
    size: { value: 1, unit: 'XL' },
    description: `${name} maison`,
    price: 900,
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
    },
  });
  await fx.handle(product('marguerite', 'Marguerite', { en: { name: 'Daisy' } }));
  await fx.handle(product('orientale', 'Orientale', {}));
  await fx.handle(product('calzone', 'Calzone', {}));
  await fx.handle({ type: 'UnpublishProduct', data: { productId: 'orientale' } });
  await fx.handle({ type: 'DeleteProduct', data: { productId: 'calzone' } });
  projections = fx.projections();
  await projections.start();
  await projections.waitForIdle();
  api = await startReadApiServer(fx);
});

afterAll(async () => {
  await api.close();
  await fx.close();
});

const lookup = async (ids: string, language = 'en') => {
  const res = await fetch(`${api.base}/api/products/lookup?ids=${encodeURIComponent(ids)}`, {
    headers: { 'Accept-Language': language },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /api/products/lookup', () => {
  it('answers the found products once each, in the asked language, and names the missing ones', async () => {
    const { status, body } = await lookup('marguerite,calzone,orientale,marguerite,nope');
    expect(status).toBe(200);
    const data = body.data as ProductView[];
    // As the detail answers them: the unpublished one too, `active` false.
    expect(data.map((p) => [p._id, p.name, p.active])).toEqual([
      ['marguerite', 'Daisy', true],
      ['orientale', 'Orientale', false],
    ]);
    expect(body.missing).toEqual(['calzone', 'nope']);
    const detail = await fetch(`${api.base}/api/products/marguerite`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect(((await detail.json()) as { data: ProductView }).data).toEqual(data[0]);
  });

  it('refuses more ids than a cart holds products, a bad id and no id with 400 query.invalid', async () => {
    const many = Array.from({ length: MAX_CART_QUANTITY + 1 }, (_, i) => `p${i}`).join(',');
    const atMost = Array.from({ length: MAX_CART_QUANTITY }, (_, i) => `p${i}`).join(',');
    expect((await lookup(atMost)).status).toBe(200);
    for (const ids of [many, 'marguerite,bad$id', 'marguerite,,orientale', '']) {
      const { status, body } = await lookup(ids);
      expect({ ids: ids.slice(0, 20), status, code: body.code }).toEqual({
        ids: ids.slice(0, 20),
        status: 400,
        code: 'query.invalid',
      });
      expect(Object.keys(body.errors as object)).toEqual(['ids']);
    }
  });
});
