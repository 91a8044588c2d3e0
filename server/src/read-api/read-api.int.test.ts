import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ChangeMessage, ProductView } from '@shop/contracts';
import type { Projections } from '@shop/projections';
import { namespaceOf } from '@shop/platform/read-model-keys';
import { createIntFixture, projectSeededMenu, type IntFixture } from '../testing/int-fixture';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

let fx: IntFixture;
let projections: Projections;
let api: ReadApiServer;
let base: string;

const STALE_AFTER_MS = 400;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const ids = (body: { data: ProductView[] }) => body.data.map((p) => p._id);

beforeAll(async () => {
  fx = await createIntFixture();
  projections = await projectSeededMenu(fx);
  api = await startReadApiServer(fx, { minPositionTimeoutMs: STALE_AFTER_MS });
  base = api.base;
});

afterAll(async () => {
  await api.close();
  await fx.close();
});

describe('read-api over real Redis, SQLite and HTTP', () => {
  it('serves a command once projected, and pushes its change message on /ws', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    const messages: ChangeMessage[] = [];
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as ChangeMessage));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

    const { position } = await fx.handle({
      type: 'CreateProduct',
      data: {
        productId: 'tacos',
        categoryId: 'burgers',
        name: 'Tacos',
        size: { value: 1, unit: 'L' },
        description: 'Tacos maison',
        price: 600,
        sold: 50,
        img: '/images/tacos.svg',
        active: true,
      },
    });
    const res = await get('/api/products/tacos', { 'X-Min-Position': position });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-read-model-stale')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toMatchObject({
      _id: 'tacos',
      finalPrice: 300,
      discounted: true,
      category: { _id: 'burgers', name: 'Burgers' },
    });
    await expect
      .poll(() => messages)
      .toContainEqual({ type: 'changed', topic: 'products', id: 'tacos', position, audience: 'public' });
    ws.close();

    await fx.handle({ type: 'DeleteProduct', data: { productId: 'tacos' } });
    await projections.waitForIdle();
  });

  it('pages, sorts and filters products with the total of the whole list', async () => {
    const newest = await get('/api/products?active=true');
    expect(ids(newest.body)).toEqual(['limonade', 'double', 'cheese', 'reine']);
    expect(newest.body.total).toBe(5);
    expect(ids((await get('/api/products?active=true&page=2')).body)).toEqual(['margherita']);
    expect(ids((await get('/api/products?active=true&page=3')).body)).toEqual([]);
    expect(ids((await get('/api/products?active=true&sort=price&limit=3')).body)).toEqual([
      'limonade',
      'cheese',
      'reine',
    ]);
    expect(ids((await get('/api/products?active=true&sort=-price&limit=2')).body)).toEqual([
      'double',
      'margherita',
    ]);
    expect(ids((await get('/api/products?sort=createdAt&limit=2')).body)).toEqual(['margherita', 'reine']);
    expect(ids((await get('/api/products?active=false')).body)).toEqual(['orientale']);
    expect((await get('/api/products')).body.total).toBe(6);
    const pizzas = await get('/api/products?active=true&category=PIZZAS&sort=popular');
    expect(pizzas.body).toMatchObject({ total: 2 });
    expect(ids(pizzas.body)).toEqual(['reine', 'margherita']);
    expect((await get('/api/products?category=Desserts')).body).toEqual({ data: [], total: 0 });
  });

  it.each([
    ['page=-1', 'page'],
    ['limit=10000', 'limit'],
    ['sort=foo', 'sort'],
    ['active=maybe', 'active'],
  ])('answers 400 query.invalid for %s', async (query, field) => {
    const res = await get(`/api/products?${query}`, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 400, code: 'query.invalid' });
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.message).toContain(field);
  });

  it('answers 404 product.not_found for an unknown product', async () => {
    const res = await get('/api/products/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'product.not_found', message: 'Produit introuvable.' });
  });

  it('serves categories, districts by name, banners by order and settings', async () => {
    expect((await get('/api/categories')).body.data.map((c: { _id: string }) => c._id)).toEqual([
      'pizzas',
      'burgers',
      'boissons',
    ]);
    expect((await get('/api/districtDelivery')).body).toEqual({
      data: [
        { _id: 'bir', name: 'Bir El Djir', price: 250, translations: {} },
        { _id: 'senia', name: 'Es Senia', price: 300, translations: {} },
      ],
    });
    expect(
      (await get('/api/banners')).body.data.map((b: { img_id: string; order_img: number }) => [
        b.img_id,
        b.order_img,
      ]),
    ).toEqual([
      ['b1', 0],
      ['b2', 1],
    ]);
    expect((await get('/api/settings')).body).toEqual({
      data: { discountsEnabled: true, shop: null, openingHours: null, openNow: true, nextOpening: null },
    });
    expect((await get('/api/health')).body).toMatchObject({ status: 'ok', readModel: { version: 1 } });
  });

  it('lists the promos usable now (flag on and inside the time window), and checks codes', async () => {
    const promos = (await get('/api/promos')).body.data as { promo_code: string; active: boolean }[];
    expect(Object.fromEntries(promos.map((p) => [p.promo_code, p.active]))).toEqual({ ORAN10: true });
    const ok = await get('/api/promos/vrf?promo_code=oran10');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true,
      data: { promo_code: 'ORAN10', pourcentage: 10, active: true },
    });
    expect((await get('/api/promos/vrf?promo_code=LATER')).body).toMatchObject({
      status: 409,
      code: 'promo.inactive',
    });
    expect((await get('/api/promos/vrf?promo_code=OFF')).body).toMatchObject({
      status: 409,
      code: 'promo.inactive',
    });
    expect((await get('/api/promos/vrf?promo_code=NOPE')).body).toMatchObject({
      status: 404,
      code: 'promo.not_found',
    });
    expect((await get('/api/promos/vrf')).body).toMatchObject({ status: 400, code: 'query.invalid' });
  });

  it('re-prices the list when the discount flag flips', async () => {
    const { position } = await fx.handle({ type: 'SetDiscountsEnabled', data: { enabled: false } });
    const res = await get('/api/products?active=true&sort=price&limit=3', { 'X-Min-Position': position });
    expect(res.body.data.map((p: ProductView) => [p._id, p.finalPrice, p.discounted])).toEqual([
      ['limonade', 150, false],
      ['cheese', 700, false],
      ['margherita', 900, false],
    ]);
    const back = await fx.handle({ type: 'SetDiscountsEnabled', data: { enabled: true } });
    expect((await get('/api/products/reine', { 'X-Min-Position': back.position })).body.data.finalPrice).toBe(
      880,
    );
  });

  it('waits for X-Min-Position, answers stale after the timeout, and rejects a bad value', async () => {
    await projections.stop();
    const { position } = await fx.handle({ type: 'UnpublishProduct', data: { productId: 'limonade' } });
    setTimeout(() => void projections.start(), 150);
    const started = Date.now();
    const res = await get('/api/products/limonade', { 'X-Min-Position': position });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(res.headers.get('x-read-model-stale')).toBeNull();
    expect(res.body.data.active).toBe(false);

    const staleStarted = Date.now();
    const far = await get('/api/categories', { 'X-Min-Position': '999999999' });
    expect(Date.now() - staleStarted).toBeGreaterThanOrEqual(STALE_AFTER_MS - 20);
    expect(far.status).toBe(200);
    expect(far.headers.get('x-read-model-stale')).toBe('true');

    const bad = await get('/api/categories', { 'X-Min-Position': 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'query.invalid',
      errors: { 'X-Min-Position': expect.any(String) },
    });

    await fx.handle({ type: 'PublishProduct', data: { productId: 'limonade' } });
    await projections.waitForIdle();
  });

  it('keeps answering while a rebuild fills a new version and swaps to it', async () => {
    const expected = (await get('/api/products?active=true')).body;
    let stop = false;
    const answers: { status: number; total: number }[] = [];
    const reader = (async () => {
      while (!stop) {
        const res = await get('/api/products?active=true');
        answers.push({ status: res.status, total: res.body.total });
      }
    })();
    const result = await projections.rebuild();
    await result.cleanup;
    const afterCleanup = await get('/api/products?active=true');
    stop = true;
    await reader;

    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 && a.total === expected.total)).toBe(true);
    expect(afterCleanup.body).toEqual(expected);
    expect((await get('/api/health')).body.readModel.version).toBe(result.version);
    expect((await fx.keys()).some((k) => k.startsWith(namespaceOf(fx.prefix, result.previousVersion!)))).toBe(
      false,
    );
  });
});
