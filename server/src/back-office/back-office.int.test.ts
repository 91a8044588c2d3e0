// The back-office server over createShop (real HTTP, Redis, SQLite, BullMQ, sharp): uploads resized by the worker
// and served with long cache headers, a renamed text file refused, banners over multipart, screens resolved and
// updated live on /ws, opening hours, promo start and end announced by the worker, and the numbers.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { orderStreams, placeholderImage } from '@shop/contracts';
import { jsonCaller } from '@shop/platform/testing/json-call';
import type { Shop } from '../create-shop';
import { prepareTestShop } from '../testing/test-shop';

const setup = prepareTestShop();
const { dataDir } = setup;
let shop: Shop;
let token: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, asserted field by field
type Body = Record<string, any>;

const call = jsonCaller(
  () => `${shop.url}/api`,
  () => ({ authorization: `Bearer ${token}` }),
);
const multipart = async (path: string, form: FormData, auth = true) => {
  const res = await fetch(`${shop.url}/api${path}`, {
    method: 'POST',
    headers: auth ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Body };
};
const imageForm = (
  bytes: Buffer,
  name = 'photo.png',
  type = 'image/png',
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('img', new Blob([bytes], { type }), name);
  return form;
};
const png = (width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
const until = async <T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};
/** A socket that records every message, with the time it came. */
const listen = async () => {
  const ws = new WebSocket(`${shop.url.replace('http', 'ws')}/ws`);
  const messages: { at: number; msg: Body }[] = [];
  ws.on('message', (raw) => messages.push({ at: Date.now(), msg: JSON.parse(String(raw)) as Body }));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages };
};

beforeAll(async () => {
  shop = await setup.start();
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shop.admin.email, password: shop.admin.password }),
  });
  token = ((await login.json()) as Body).data.token as string;
}, 60_000);

afterAll(() => setup.stop());

describe('back-office over createShop', () => {
  it('uploads a real image: stored, resized by the worker into 320 and 800 px WebP, served with long cache headers', async () => {
    const res = await multipart('/uploads', imageForm(await png()));
    expect(res.status).toBe(201);
    const { imageId, url } = res.body.data as { imageId: string; url: string };
    expect(url).toBe(`/uploads/original/${imageId}.png`);
    expect(existsSync(join(dataDir, 'uploads', 'original', `${imageId}.png`))).toBe(true);
    await until(
      'resized files',
      async () =>
        existsSync(join(dataDir, 'uploads', '800', `${imageId}.webp`)) &&
        existsSync(join(dataDir, 'uploads', '320', `${imageId}.webp`)),
    );
    const served = await fetch(`${shop.url}/uploads/800/${imageId}.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 400]);
    const small = await sharp(join(dataDir, 'uploads', '320', `${imageId}.webp`)).metadata();
    expect(small.width).toBe(320);
    expect((await fetch(`${shop.url}/uploads/800/missing.webp`)).status).toBe(404);
  });

  it('refuses what is not an image, by content: a renamed text file, SVG, no file, too big, a visitor', async () => {
    const text = await multipart(
      '/uploads',
      imageForm(Buffer.from('hello, not a picture\n'), 'photo.png', 'image/png'),
    );
    expect(text.status).toBe(415);
    expect(text.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(text.body).toMatchObject({ code: 'upload.not_image', errors: { img: expect.any(String) } });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(
      (await multipart('/uploads', imageForm(Buffer.from(svg), 'a.svg', 'image/svg+xml'))).body.code,
    ).toBe('upload.not_image');
    const none = await multipart('/uploads', new FormData());
    expect([none.status, none.body.code]).toEqual([400, 'upload.missing']);
    const json = await call('POST', '/uploads', { img: 'x' });
    expect([json.status, json.body.code]).toEqual([400, 'upload.missing']);
    const big = await multipart('/uploads', imageForm(Buffer.alloc(6 * 1024 * 1024, 1)));
    expect([big.status, big.body.code]).toEqual([413, 'payload.too_large']);
    const wrongField = new FormData();
    wrongField.append('file', new Blob([await png(10, 10)], { type: 'image/png' }), 'a.png');
    expect((await multipart('/uploads', wrongField)).status).toBe(400);
    expect((await multipart('/uploads', imageForm(await png(10, 10)), false)).status).toBe(401);
  });

  it("a product's image shows the placeholder until resized, then the resized copy (never the original)", async () => {
    const { body } = await multipart('/uploads', imageForm(await png(900, 900), 'p.jpg'));
    const { imageId, url } = body.data as { imageId: string; url: string };
    const set = await call('PUT', '/products/margherita/image', { img: url });
    expect(set.status).toBe(200);
    const seen = new Set<string>();
    await until('resized product image', async () => {
      const p = await call('GET', '/products/margherita', undefined, { 'X-Min-Position': set.body.position });
      seen.add(p.body.data.img);
      return p.body.data.img === `/uploads/800/${imageId}.webp`;
    });
    for (const img of seen) expect([placeholderImage, `/uploads/800/${imageId}.webp`]).toContain(img);
  });

  it('creates a banner over multipart (spec §7) and lists it; field errors together; deletes it', async () => {
    const bad = await multipart(
      '/banners',
      imageForm(await png(20, 10), 'b.png', 'image/png', { order_img: 'abc' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'order_img']);
    const noImage = new FormData();
    noImage.append('name', 'Soirée');
    noImage.append('order_img', '1');
    const missing = await multipart('/banners', noImage);
    expect([missing.status, missing.body.code, Object.keys(missing.body.errors)]).toEqual([
      400,
      'upload.missing',
      ['img'],
    ]);

    const res = await multipart(
      '/banners',
      imageForm(await png(1600, 500), 'banner.png', 'image/png', { name: 'Soirée tacos', order_img: '3' }),
    );
    expect(res.status).toBe(201);
    const id = res.body.data._id as string;
    const banner = await until('banner resized in the list', async () => {
      const list = await call('GET', '/banners', undefined, { 'X-Min-Position': res.body.position });
      const b = (list.body.data as Body[]).find((x) => x._id === id);
      return b?.img.startsWith('/uploads/800/') ? b : undefined;
    });
    expect(banner).toMatchObject({ name: 'Soirée tacos', order_img: 3, img_id: id });
    const del = await call('DELETE', `/banners/${id}`);
    expect(del.status).toBe(200);
    const after = await call('GET', '/banners', undefined, { 'X-Min-Position': del.body.position });
    expect((after.body.data as Body[]).some((b) => b._id === id)).toBe(false);
  });

  it('takes a banner’s English and Arabic names as a JSON field, refusing a bad one with its message', async () => {
    const form = async (translations: string) =>
      imageForm(await png(40, 20), 'b.png', 'image/png', {
        name: 'Nuit du ramadan',
        order_img: '5',
        translations,
      });
    for (const bad of [
      '{not json',
      JSON.stringify({ en: { name: 'x'.repeat(121) } }),
      '{"fr":{"name":"Non"}}',
    ]) {
      const res = await multipart('/banners', await form(bad));
      expect([res.status, Object.keys(res.body.errors ?? {})[0]?.split('.')[0]]).toEqual([
        400,
        'translations',
      ]);
    }
    const res = await multipart(
      '/banners',
      await form(JSON.stringify({ en: { name: 'Ramadan night' }, ar: { name: 'ليلة رمضان' } })),
    );
    expect(res.status).toBe(201);
    const id = res.body.data._id as string;
    const inArabic = await call('GET', '/banners', undefined, {
      'X-Min-Position': res.body.position,
      'Accept-Language': 'ar',
    });
    expect((inArabic.body.data as Body[]).find((b) => b._id === id)).toMatchObject({
      name: 'ليلة رمضان',
      translations: { en: { name: 'Ramadan night' }, ar: { name: 'ليلة رمضان' } },
    });
    await call('DELETE', `/banners/${id}`);
  });

  it('sets a screen, resolves it publicly, and a price change of a shown product pushes a screens change', async () => {
    const content = {
      title: 'Nos pizzas',
      topText: 'Bienvenue chez Oran Food',
      boxes: {
        '1.1': { kind: 'product', id: 'pizza-thon' },
        '1.2': { kind: 'category', id: 'desserts' },
        '2.1': null,
        '2.2': null,
      },
    };
    const unknown = await call('PUT', '/screens/tv1', {
      ...content,
      boxes: { ...content.boxes, '2.2': { kind: 'product', id: 'nope' } },
    });
    expect([unknown.status, unknown.body.code, unknown.body.errors]).toEqual([
      400,
      'screen.reference_unknown',
      { 'boxes.2.2': 'unknown product' },
    ]);
    const invalid = await call('PUT', '/screens/tv1', {
      ...content,
      boxes: { '1.1': { kind: 'drink', id: 'x' } },
    });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'validation.failed']);

    const set = await call('PUT', '/screens/tv1', content);
    expect(set.status).toBe(200);
    const visitor = { authorization: '' };
    const screen = await call('GET', '/screens/tv1', undefined, {
      ...visitor,
      'X-Min-Position': set.body.position,
    });
    expect(screen.status).toBe(200);
    expect(screen.body.data).toMatchObject({
      _id: 'tv1',
      title: 'Nos pizzas',
      boxes: {
        '1.1': {
          kind: 'product',
          _id: 'pizza-thon',
          found: true,
          name: 'Pizza thon',
          finalPrice: 1100,
          available: true,
        },
        '1.2': { kind: 'category', _id: 'desserts', found: true, available: true },
        '2.1': null,
      },
      content: content.boxes,
    });
    expect((screen.body.data.boxes['1.2'].products as Body[]).map((p) => p._id)).toContain('tiramisu');
    expect((await call('GET', '/screens', undefined, visitor)).body.data.map((s: Body) => s._id)).toContain(
      'tv1',
    );
    expect((await call('GET', '/screens/nope', undefined, visitor)).body.code).toBe('screen.not_found');

    const { ws, messages } = await listen();
    try {
      const update = await call('PUT', '/products/pizza-thon', {
        name: 'Pizza thon',
        size: { value: 1, unit: 'L' },
        description: 'Thon, olives noires, oignons et poivrons grillés.',
        price: 1250,
        sold: 0,
        categoryId: 'pizzas',
      });
      expect(update.status).toBe(200);
      await until('screens change on /ws', async () =>
        messages.some((m) => m.msg.topic === 'screens' && m.msg.id === 'tv1'),
      );
      const after = await call('GET', '/screens/tv1', undefined, {
        ...visitor,
        'X-Min-Position': update.body.position,
      });
      expect(after.body.data.boxes['1.1'].finalPrice).toBe(1250);
      const unpublish = await call('PATCH', '/products/pizza-thon/unpublish');
      const hidden = await call('GET', '/screens/tv1', undefined, {
        ...visitor,
        'X-Min-Position': unpublish.body.position,
      });
      expect(hidden.body.data.boxes['1.1'].available).toBe(false);
    } finally {
      ws.close();
    }
  });

  it('sets shop info and opening hours; GET /api/settings says whether it is open now and when it opens next', async () => {
    const shopInfo = await call('PUT', '/settings/shop', {
      phones: ['0550 12 34 56', '0770 98 76 54'],
      email: 'contact@oran-food.dz',
      salesPoint: { name: 'Oran Food', address: '12 Boulevard de la Soummam', city: 'Oran' },
      social: { facebook: 'https://facebook.com/oranfood', instagram: 'https://instagram.com/oranfood' },
    });
    expect(shopInfo.status).toBe(200);
    const bad = await call('PUT', '/settings/opening-hours', {
      days: { mon: { open: '25:00', close: '10:00' } },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation.failed']);
    const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    const set = await call('PUT', '/settings/opening-hours', {
      days: { ...closed, mon: { open: '11:00', close: '23:00' } },
    });
    expect(set.status).toBe(200);
    const settings = await call('GET', '/settings', undefined, { 'X-Min-Position': set.body.position });
    expect(settings.body.data).toMatchObject({
      shop: { phones: ['0550 12 34 56', '0770 98 76 54'] },
      openingHours: {
        timezone: 'Africa/Algiers',
        days: { mon: { open: '11:00', close: '23:00' }, sun: null },
      },
      openNow: expect.any(Boolean),
    });
    const { openNow, nextOpening } = settings.body.data as { openNow: boolean; nextOpening: string | null };
    if (!openNow) expect(new Date(nextOpening!).getUTCHours()).toBe(10); // 11:00 in Oran

    // Open 24 h every day: open now, whatever the hour (no minute left out at midnight).
    const allDay = { open: '00:00', close: '24:00' };
    const roundTheClock = await call('PUT', '/settings/opening-hours', {
      days: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
    });
    expect(roundTheClock.status).toBe(200);
    const always = await call('GET', '/settings', undefined, {
      'X-Min-Position': roundTheClock.body.position,
    });
    expect(always.body.data).toMatchObject({ openingHours: { days: { sun: allDay } }, openNow: true });

    // Taken away: no hours, always open, as before any were set; taking them away again changes nothing.
    await call('PUT', '/settings/opening-hours', {
      days: { ...closed, mon: { open: '11:00', close: '23:00' } },
    });
    const cleared = await call('DELETE', '/settings/opening-hours');
    expect(cleared.status).toBe(200);
    const none = await call('GET', '/settings', undefined, { 'X-Min-Position': cleared.body.position });
    expect(none.body.data).toMatchObject({ openingHours: null, openNow: true, nextOpening: null });
    const before = await shop.store.headPosition();
    expect((await call('DELETE', '/settings/opening-hours')).status).toBe(200);
    expect(await shop.store.headPosition()).toBe(before);
  });

  it('a promo starting in 1 s: the worker announces its start and its end on /ws, and GET /api/promos follows', async () => {
    const { ws, messages } = await listen();
    try {
      const code = `T${randomUUID().slice(0, 6).toUpperCase()}`;
      const startsAt = Date.now() + 1_000;
      const created = await call('POST', '/promos', {
        code,
        percentage: 10,
        startsAt: new Date(startsAt).toISOString(),
        validForHours: 1 / 1800,
      }); // 2 s
      expect(created.status).toBe(201);
      // Switched on from its creation: the time window alone keeps it from customers until it starts.
      const listed = async (headers?: Record<string, string>) =>
        ((await call('GET', '/promos', undefined, headers)).body.data as Body[]).some(
          (p) => p.promo_code === code,
        );
      expect(await listed({ 'X-Min-Position': created.body.position })).toBe(false);
      const started = await until('promo start on /ws', async () =>
        messages.find((m) => m.msg.topic === 'promos' && m.msg.id === code && m.at >= startsAt),
      );
      expect(await listed()).toBe(true);
      const ended = await until('promo end on /ws', async () =>
        messages.find((m) => m.msg.topic === 'promos' && m.msg.id === code && m.at >= startsAt + 2_000),
      );
      expect(ended.at - started.at).toBeGreaterThanOrEqual(1_900);
      expect(await listed()).toBe(false);
    } finally {
      ws.close();
    }
  });

  it('the numbers: orders and revenue per day, top products, by hour, type and promo, cancellations taken out', async () => {
    const line = (productId: string, name: string, unitPrice: number, quantity: number) => ({
      productId,
      name,
      translations: {},
      size: { value: 1, unit: 'XL' },
      options: [],
      unitPrice,
      price: unitPrice,
      quantity,
      lineTotal: unitPrice * quantity,
    });
    const place = async (
      orderId: string,
      placedAt: string,
      type: 'delivery' | 'on_site',
      lines: ReturnType<typeof line>[],
      promo: { code: string; percentage: number } | null,
    ) => {
      const items = lines.reduce((s, l) => s + l.lineTotal, 0);
      const promoDiscount = promo ? Math.round((items * promo.percentage) / 100) : 0;
      const delivery = type === 'delivery' ? 200 : 0;
      await shop.store.append(
        orderStreams.order(orderId),
        [
          {
            id: randomUUID(),
            type: 'OrderPlaced',
            data: {
              orderId,
              userId: 'u1',
              type,
              lines,
              promo,
              delivery:
                type === 'delivery'
                  ? { recipient: 'Amina', phone: '0550123456', districtId: 'gambetta' }
                  : { recipient: 'Amina', phone: '0550123456' },
              deliveryPrice: delivery,
              totals: { items, promoDiscount, points: 0, delivery, total: items - promoDiscount + delivery },
              placedAt,
              slot: null,
              channel: 'online',
              takenBy: null,
            },
            metadata: { correlationId: randomUUID() },
          },
        ],
        { expectedRevision: 'any' },
      );
    };
    await place(
      'o1',
      '2025-03-01T11:30:00.000Z',
      'delivery',
      [line('margherita', 'Margherita', 900, 2)],
      null,
    ); // 12:30 Oran
    await place(
      'o2',
      '2025-03-01T18:10:00.000Z',
      'on_site',
      [line('margherita', 'Margherita', 900, 1), line('tiramisu', 'Tiramisu', 450, 2)],
      { code: 'BIENVENUE20', percentage: 20 },
    );
    await place('o3', '2025-03-02T23:30:00.000Z', 'on_site', [line('zlabia', 'Zlabia', 350, 1)], null); // 00:30 on 3 March in Oran
    // Ratings count on the day they were given (Oran time): 4 and 5 stars on 1 March.
    for (const [orderId, stars, at] of [
      ['o1', 4, '2025-03-01T20:00:00.000Z'],
      ['o2', 5, '2025-03-01T22:30:00.000Z'],
    ] as const)
      await shop.store.append(
        orderStreams.order(orderId),
        [
          {
            id: randomUUID(),
            type: 'OrderRated',
            data: { orderId, userId: 'u1', stars, comment: 'ok', at },
            metadata: { correlationId: randomUUID() },
          },
        ],
        { expectedRevision: 'any' },
      );
    await shop.store.append(
      orderStreams.order('o3'),
      [
        {
          id: randomUUID(),
          type: 'OrderCancelled',
          data: {
            orderId: 'o3',
            reason: 'customer',
            by: { userId: 'u1', role: 'user' },
            at: '2025-03-02T23:35:00.000Z',
          },
          metadata: { correlationId: randomUUID() },
        },
      ],
      { expectedRevision: 'any' },
    );
    await shop.waitForProjections(10_000);

    const stats = await call('GET', '/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      days: [{ day: '2025-03-01', orders: 2, revenue: 2000 + 1440, visits: 0, conversion: null }],
      topProducts: [
        { productId: 'margherita', name: 'Margherita', quantity: 3, revenue: 2700 },
        { productId: 'tiramisu', name: 'Tiramisu', quantity: 2, revenue: 900 },
      ],
      ratings: [{ day: '2025-03-01', count: 2, average: 4.5 }],
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 || hour === 19 ? 1 : 0 })),
      byType: { delivery: 1, on_site: 1 },
      promos: {
        ordersWithPromo: 1,
        ordersWithoutPromo: 1,
        discountTotal: 360,
        byCode: [{ code: 'BIENVENUE20', orders: 1, discount: 360 }],
      },
      totals: { orders: 2, revenue: 3440, cancelled: 1, visits: 0, conversion: null },
    });
    expect((await call('GET', '/stats', undefined, { authorization: '' })).status).toBe(401);
  });
});
