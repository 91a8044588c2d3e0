// 1,000+ generated bad requests over real HTTP against every write route of the one-process shop:
// each field of a valid body replaced by hostile values (wrong types, blanks, 10,000 characters, external URLs,
// negative and huge numbers), fields left out, bodies that are not objects, malformed JSON, wrong content types, bad
// ids in the path, and bad multipart forms. Asserted: 0 answers 5xx; every error is problem+json with a code; 0 events
// appended by a rejected request (each request has its own correlation id); every event appended during the run
// parses with the event schemas the projections read; and every accepted write that has a read model is there.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { accountEvent, catalogueEvent, loyaltyEvent, orderEvent, piiFields } from '@shop/contracts';
import { createSessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import type { KeyStore } from '@shop/platform/keys/port';
import { jsonCaller } from '@shop/platform/testing/json-call';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';
import { hostileValues, leafPaths, withValue } from '@shop/platform/testing/hostile-values';

const JWT_SECRET = 'bad-requests-jwt-secret-'.padEnd(48, 'x');
const generous = '100000/60';
const setup = prepareTestShop({
  env: {
    JWT_SECRET,
    RATE_LIMIT_LOGIN: generous,
    RATE_LIMIT_SIGNUP: generous,
    RATE_LIMIT_RESET: generous,
  },
});
let shop: Shop;
let store: EventStore;
let keys: KeyStore;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers
type Body = Record<string, any>;
type Who = 'staff' | 'customer' | 'visitor';
const tokens: Record<Who, string | null> = { staff: null, customer: null, visitor: null };
let customerId = '';
const call = jsonCaller(() => `${shop.url}/api`);
const auth = (who: Who): Record<string, string> =>
  tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {};

const badIds = ['x'.repeat(200), 'a b', '..%2F..%2Fetc', '%E0%A4%A', 'nope', '%00'];

/** One write route: who calls it, a path with live ids (`:id` replaced by bad ids too), a valid body. */
type Route = {
  method: string;
  path: string;
  who: Who;
  /** A path with a live id, and the id in it that bad ids replace. */
  id?: string;
  body?: () => unknown;
  /** Where an accepted write shows: true when the read model has it. */
  readBack?: (sent: Body, answer: Body, position: string) => Promise<boolean>;
  /** Body mutations that could be a legitimate request of this route are left out (deleting one's own account). */
  pathOnly?: boolean;
};

type Probe = {
  route: string;
  method: string;
  path: string;
  who: Who;
  json?: unknown;
  raw?: { type: string; text: string };
  form?: () => Promise<FormData>;
  readBack?: (answer: Body, position: string) => Promise<boolean>;
};

const read = (path: string, position: string) =>
  call('GET', path, undefined, { ...auth('staff'), 'X-Min-Position': position });
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const listHas = async (path: string, position: string, match: (x: Body) => boolean) =>
  ((await read(path, position)).body?.data as Body[] | undefined)?.some(match) ?? false;

let live: Record<string, string> = {};
const routes = (): Route[] => {
  const category = () => ({ name: 'Catégorie', description: 'd', image: '/images/categories/pizzas.svg' });
  const product = () => ({
    name: 'Produit',
    size: { value: 1, unit: 'XL' },
    description: 'd',
    price: 900,
    sold: 0,
    categoryId: live.category,
    img: '/images/products/margherita.svg',
  });
  const productNamed = (id: string) => async (sent: Body, _a: Body, position: string) =>
    (await read(`/products/${id}`, position)).body?.data?.name === trimmed(sent.name);
  const delivery = {
    recipient: 'Amina B',
    phone: '0550123456',
    districtId: 'bir-el-djir',
    address: '12 rue X',
    comment: 'Sonner deux fois',
  };
  return [
    {
      method: 'POST',
      path: '/categories',
      who: 'staff',
      body: category,
      readBack: (s, a, p) =>
        listHas('/categories', p, (c) => c._id === a.data._id && c.name === trimmed(s.name)),
    },
    {
      method: 'PUT',
      path: `/categories/${live.category}`,
      id: live.category,
      who: 'staff',
      body: category,
      readBack: (s, _a, p) =>
        listHas('/categories', p, (c) => c._id === live.category && c.name === trimmed(s.name)),
    },
    { method: 'DELETE', path: `/categories/${live.emptyCategory}`, id: live.emptyCategory, who: 'staff' },
    {
      method: 'POST',
      path: '/products',
      who: 'staff',
      body: product,
      readBack: async (s, a, p) =>
        (await read(`/products/${a.data._id}`, p)).body?.data?.name === trimmed(s.name),
    },
    {
      method: 'PUT',
      path: `/products/${live.product}`,
      id: live.product,
      who: 'staff',
      body: () => {
        const { img: _img, ...details } = product();
        return details;
      },
      readBack: productNamed(live.product!),
    },
    {
      method: 'PUT',
      path: `/products/${live.product}/image`,
      id: live.product,
      who: 'staff',
      body: () => ({ img: '/images/products/calzone.svg' }),
      readBack: async (_s, _a, p) =>
        typeof (await read(`/products/${live.product}`, p)).body?.data?.img === 'string',
    },
    { method: 'PATCH', path: `/products/${live.product}/publish`, id: live.product, who: 'staff' },
    { method: 'PATCH', path: `/products/${live.product}/unpublish`, id: live.product, who: 'staff' },
    { method: 'DELETE', path: `/products/${live.doomedProduct}`, id: live.doomedProduct, who: 'staff' },
    {
      method: 'POST',
      path: '/promos',
      who: 'staff',
      body: () => ({ code: 'ETE25', percentage: 25, startsAt: new Date().toISOString(), validForHours: 24 }),
      readBack: (s, _a, p) =>
        listHas('/promos', p, (x) => x.promo_code === String(trimmed(s.code)).toUpperCase()),
    },
    { method: 'PATCH', path: `/promos/${live.promo}/activate`, id: live.promo, who: 'staff' },
    { method: 'PATCH', path: `/promos/${live.promo}/deactivate`, id: live.promo, who: 'staff' },
    {
      method: 'POST',
      path: '/districtDelivery',
      who: 'staff',
      body: () => ({ name: 'Quartier', deliveryPrice: 250 }),
      readBack: (_s, a, p) => listHas('/districtDelivery', p, (d) => d._id === a.data._id),
    },
    {
      method: 'PUT',
      path: `/districtDelivery/${live.district}`,
      id: live.district,
      who: 'staff',
      body: () => ({ deliveryPrice: 300 }),
      readBack: (s, _a, p) =>
        listHas('/districtDelivery', p, (d) => d._id === live.district && d.price === s.deliveryPrice),
    },
    {
      method: 'PUT',
      path: `/districtDelivery/${live.district}/names`,
      id: live.district,
      who: 'staff',
      body: () => ({ name: 'Quartier', translations: { en: { name: 'District' }, ar: { name: 'حي' } } }),
      readBack: (s, _a, p) =>
        listHas('/districtDelivery', p, (d) => d._id === live.district && d.name === trimmed(s.name)),
    },
    {
      method: 'DELETE',
      path: `/districtDelivery/${live.doomedDistrict}`,
      id: live.doomedDistrict,
      who: 'staff',
    },
    {
      method: 'PUT',
      path: `/banners/${live.banner}/names`,
      id: live.banner,
      who: 'staff',
      body: () => ({ name: 'Soirée', translations: { ar: { name: 'سهرة' } } }),
      readBack: (s, _a, p) =>
        listHas('/banners', p, (b) => b._id === live.banner && b.name === trimmed(s.name)),
    },
    { method: 'DELETE', path: `/banners/${live.banner}`, id: live.banner, who: 'staff' },
    { method: 'PUT', path: '/settings/discounts', who: 'staff', body: () => ({ enabled: true }) },
    {
      method: 'PUT',
      path: `/screens/${live.screen}`,
      id: live.screen,
      who: 'staff',
      body: () => ({
        title: 'Menu',
        topText: 'Bienvenue',
        boxes: { '1.1': { kind: 'product', id: live.product }, '1.2': null, '2.1': null, '2.2': null },
      }),
      readBack: async (s, _a, p) =>
        (await read(`/screens/${live.screen}`, p)).body?.data?.title === trimmed(s.title),
    },
    {
      method: 'PUT',
      path: '/settings/shop',
      who: 'staff',
      body: () => ({
        phones: ['0550 12 34 56'],
        email: 'contact@oran-food.dz',
        salesPoint: { name: 'Oran Food', address: '12 Boulevard de la Soummam', city: 'Oran' },
        social: { facebook: 'https://www.facebook.com/oranfood.dz' },
      }),
      readBack: async (s, _a, p) =>
        (await read('/settings', p)).body?.data?.shop?.email === String(trimmed(s.email)).toLowerCase(),
    },
    {
      method: 'PUT',
      path: '/settings/opening-hours',
      who: 'staff',
      body: () => ({
        days: {
          mon: { open: '11:00', close: '23:00' },
          tue: null,
          wed: null,
          thu: null,
          fri: null,
          sat: null,
          sun: null,
        },
      }),
      readBack: async (_s, _a, p) => (await read('/settings', p)).body?.data?.openingHours != null,
    },
    { method: 'DELETE', path: '/settings/opening-hours', who: 'staff' },
    // Accounts
    {
      method: 'POST',
      path: '/auth/signup',
      who: 'visitor',
      body: () => ({ name: 'amina', lastName: 'benali', email: 'new@example.dz', password: 'secret-123' }),
    },
    { method: 'POST', path: '/auth/verify', who: 'visitor', body: () => ({ token: 'x'.repeat(40) }) },
    {
      method: 'POST',
      path: '/auth/resend-verification',
      who: 'visitor',
      body: () => ({ email: 'a@example.dz' }),
    },
    { method: 'POST', path: '/auth/logout', who: 'visitor' },
    {
      method: 'POST',
      path: '/auth/login',
      who: 'visitor',
      body: () => ({ email: 'a@example.dz', password: 'x' }),
    },
    {
      method: 'POST',
      path: '/auth/forgot-password',
      who: 'visitor',
      body: () => ({ email: 'a@example.dz' }),
    },
    {
      method: 'POST',
      path: '/auth/reset-password',
      who: 'visitor',
      body: () => ({ token: 'x'.repeat(40), password: 'secret-456' }),
    },
    {
      method: 'PUT',
      path: `/users/me/${customerId}`,
      id: customerId,
      who: 'customer',
      body: () => ({
        name: 'amina',
        lastName: 'benali',
        number: '0550123456',
        district: 'bir-el-djir',
        address: '12 rue Larbi Ben Mhidi',
        password: null,
        newPassword: null,
      }),
      readBack: async (s, _a, p) =>
        (
          await call('GET', `/users/me/${customerId}`, undefined, {
            ...auth('customer'),
            'X-Min-Position': p,
          })
        ).body?.data?.address === trimmed(s.address),
    },
    {
      method: 'POST',
      path: `/users/me/${customerId}/password`,
      id: customerId,
      who: 'customer',
      body: () => ({ password: 'wrong-password', newPassword: 'another-1' }),
    },
    {
      method: 'DELETE',
      path: `/users/me/${live.otherUser}`,
      id: live.otherUser,
      who: 'customer',
      pathOnly: true,
    },
    {
      method: 'PATCH',
      path: `/users/${live.otherUser}/role`,
      id: live.otherUser,
      who: 'staff',
      body: () => ({ role: 'moderator' }),
    },
    // Orders
    {
      method: 'POST',
      path: '/orders',
      who: 'customer',
      body: () => ({ type: 'delivery', lines: [{ productId: 'margherita', quantity: 2 }] }),
      readBack: async (_s, a, p) =>
        (await call('GET', `/orders/${a.data._id}`, undefined, { ...auth('customer'), 'X-Min-Position': p }))
          .status === 200,
    },
    {
      method: 'POST',
      path: `/orders/${live.order}/promo`,
      id: live.order,
      who: 'customer',
      body: () => ({ promo_code: 'NOPE' }),
    },
    { method: 'DELETE', path: `/orders/${live.order}/promo`, id: live.order, who: 'customer' },
    {
      method: 'POST',
      path: `/orders/${live.order}/points`,
      id: live.order,
      who: 'customer',
      body: () => ({ points: 0 }),
    },
    {
      method: 'POST',
      path: `/orders/${live.order}/place`,
      id: live.order,
      who: 'customer',
      body: () => ({ delivery }),
      readBack: async (_s, _a, p) =>
        (await call('GET', `/orders/${live.order}`, undefined, { ...auth('customer'), 'X-Min-Position': p }))
          .status === 200,
    },
    {
      method: 'PATCH',
      path: `/orders/${live.order}`,
      id: live.order,
      who: 'staff',
      body: () => ({ state: 'accepted' }),
    },
    {
      method: 'PUT',
      path: `/orders/${live.order}`,
      id: live.order,
      who: 'staff',
      body: () => ({ state: 'preparing' }),
    },
    {
      method: 'POST',
      path: `/orders/${live.order}/cancel`,
      id: live.order,
      who: 'customer',
      body: () => ({ reason: 'customer' }),
    },
    {
      method: 'POST',
      path: '/contactMessages',
      who: 'visitor',
      body: () => ({ topic: 'thanks', name: 'Yacine', email: 'y@example.dz', message: 'Merci' }),
    },
  ];
};

function jsonRequests(route: Route): Probe[] {
  const name = `${route.method} ${route.path}`;
  const base = { route: name, method: route.method, path: route.path, who: route.who };
  const out: Probe[] = [];
  const withReadBack = (json: unknown): Probe => ({
    ...base,
    json,
    ...(route.readBack ? { readBack: (a: Body, p: string) => route.readBack!(json as Body, a, p) } : {}),
  });
  for (const id of route.id ? badIds : [])
    out.push({ ...base, path: route.path.replace(route.id!, id), json: route.body?.() });
  if (route.pathOnly) {
    for (const json of [{ password: 42 }, { password: ['x'] }, { password: 'x'.repeat(10_000) }])
      out.push({ ...base, json });
    return out;
  }
  if (route.body) {
    const valid = route.body();
    for (const path of leafPaths(valid)) {
      for (const value of hostileValues) out.push(withReadBack(withValue(valid, path, value)));
      out.push(withReadBack(withValue(valid, path, undefined, true)));
    }
    for (const json of [null, [], 'text', 42, [valid]]) out.push(withReadBack(json));
  }
  for (const raw of [
    { type: 'application/json', text: '{"name": "x",' },
    { type: 'application/json', text: '{"a":'.repeat(5000) },
    { type: 'application/json', text: `{"name": "${'x'.repeat(200_000)}"}` },
    { type: 'text/plain', text: JSON.stringify(route.body?.() ?? {}) },
    { type: 'application/x-www-form-urlencoded', text: 'name=x&img=https%3A%2F%2Fevil.example%2Fx.png' },
  ])
    out.push({ ...base, raw });
  return out;
}

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
function multipartRequests(): Probe[] {
  const out: Probe[] = [];
  const file = async (bytes: Buffer | Promise<Buffer>, name: string, type: string) => ({
    bytes: await bytes,
    name,
    type,
  });
  const badFiles = [
    () => file(Buffer.from('not a picture'), 'a.png', 'image/png'),
    () =>
      file(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.svg',
        'image/svg+xml',
      ),
    () => file(Buffer.alloc(0), 'empty.png', 'image/png'),
    () =>
      file(
        png().then((b) => b.subarray(0, 60)),
        'cut.png',
        'image/png',
      ),
    () => file(Buffer.from('%PDF-1.4\n'), 'doc.pdf', 'application/pdf'),
  ];
  const form =
    (
      fields: Record<string, string>,
      img?: () => Promise<{ bytes: Buffer; name: string; type: string }>,
      field = 'img',
    ) =>
    async () => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      if (img) {
        const { bytes, name, type } = await img();
        f.append(field, new Blob([bytes], { type }), name);
      }
      return f;
    };
  const goodFile = () => file(png(), 'ok.png', 'image/png');
  for (const bad of badFiles) {
    out.push({ route: 'POST /uploads', method: 'POST', path: '/uploads', who: 'staff', form: form({}, bad) });
    out.push({
      route: 'POST /banners',
      method: 'POST',
      path: '/banners',
      who: 'staff',
      form: form({ name: 'Soirée', order_img: '0' }, bad),
    });
  }
  out.push({
    route: 'POST /uploads',
    method: 'POST',
    path: '/uploads',
    who: 'staff',
    form: form({}, goodFile, 'file'),
  });
  out.push({ route: 'POST /uploads', method: 'POST', path: '/uploads', who: 'staff', form: form({}) });
  for (const name of ['', '   ', 'x'.repeat(10_000), undefined])
    for (const order of ['', '  ', '-1', '1.5', '1e3', 'abc', '99999999999', 'null', undefined]) {
      const fields: Record<string, string> = {};
      if (name !== undefined) fields.name = name;
      if (order !== undefined) fields.order_img = order;
      out.push({
        route: 'POST /banners',
        method: 'POST',
        path: '/banners',
        who: 'staff',
        form: form(fields, goodFile),
      });
    }
  return out;
}

/** Sends the probe under `correlationId`, and counts the events appended under it (none where it was refused). */
async function sendCounting(req: Probe, correlationId: string) {
  const before = await shop.store.headPosition();
  const res = await send(req, correlationId);
  let appended = 0;
  for await (const e of shop.store.readAll({ fromPosition: before }))
    if (e.metadata?.correlationId === correlationId) appended++;
  return { res, appended };
}

async function send(req: Probe, correlationId: string) {
  const headers: Record<string, string> = {
    ...auth(req.who),
    'X-Correlation-Id': correlationId,
    // Each request from an address of its own: the per-IP limits stay out of the way of what is tested.
    'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  const url = `${shop.url}/api${req.path}`;
  let res: Response;
  if (req.form) res = await fetch(url, { method: req.method, headers, body: await req.form() });
  else if (req.raw)
    res = await fetch(url, {
      method: req.method,
      headers: { ...headers, 'content-type': req.raw.type },
      body: req.raw.text,
    });
  else
    res = await fetch(url, {
      method: req.method,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(req.json === undefined ? {} : { body: JSON.stringify(req.json) }),
    });
  const text = await res.text();
  let body: Body | null = null;
  try {
    body = text ? (JSON.parse(text) as Body) : null;
  } catch {
    body = null;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', body };
}

const schemaOfType = new Map<string, z.ZodType>([
  ...catalogueEvent.options.map((o) => [o.shape.type.value, catalogueEvent] as const),
  ...accountEvent.options.map((o) => [o.shape.type.value, accountEvent] as const),
  ...orderEvent.options.map((o) => [o.shape.type.value, orderEvent] as const),
  ...loyaltyEvent.options.map((o) => [o.shape.type.value, loyaltyEvent] as const),
]);

beforeAll(async () => {
  shop = await setup.start();
  keys = createSqliteKeyStore({ file: join(setup.dataDir, 'keys.sqlite') });
  store = withPersonalData(shop.store, keys, piiFields);
  const login = await call('POST', '/auth/login', { email: shop.admin.email, password: shop.admin.password });
  tokens.staff = login.body.data.token as string;
  const sessions = createSessionTokens(JWT_SECRET);
  const customer = async () => {
    const email = `c-${randomUUID().slice(0, 8)}@example.dz`;
    const signUp = await call('POST', '/auth/signup', {
      name: 'amina',
      lastName: 'benali',
      email,
      password: 'secret-123',
    });
    const userId = signUp.body.data.userId as string;
    await call('POST', '/auth/verify', { token: await sessions.signPurposeToken(userId, 'verify-email') });
    const session = await call('POST', '/auth/login', { email, password: 'secret-123' });
    return { userId, token: session.body.data.token as string };
  };
  const me = await customer();
  customerId = me.userId;
  tokens.customer = me.token;
  const staffCall = (method: string, path: string, body?: unknown) => call(method, path, body, auth('staff'));
  const created = async (path: string, body: unknown) => {
    const res = await staffCall('POST', path, body);
    if (res.status !== 201) throw new Error(`fixture ${path}: ${JSON.stringify(res.body)}`);
    return res.body.data._id as string;
  };
  const image = '/images/categories/pizzas.svg';
  const categoryBody = { name: 'Fixture', description: '', image };
  const productBody = (categoryId: string) => ({
    name: 'Fixture',
    size: { value: 1, unit: 'XL' },
    description: '',
    price: 500,
    sold: 0,
    categoryId,
    img: '/images/products/margherita.svg',
  });
  const category = await created('/categories', categoryBody);
  const bannerForm = new FormData();
  bannerForm.append('name', 'Fixture');
  bannerForm.append('order_img', '0');
  bannerForm.append('img', new Blob([await png()], { type: 'image/png' }), 'b.png');
  const banner = await fetch(`${shop.url}/api/banners`, {
    method: 'POST',
    headers: auth('staff'),
    body: bannerForm,
  });
  await staffCall('POST', '/promos', {
    code: 'FIXTURE',
    percentage: 10,
    startsAt: new Date().toISOString(),
    validForHours: 1,
  });
  await call(
    'PUT',
    `/users/me/${customerId}`,
    {
      name: 'amina',
      lastName: 'benali',
      number: '0550123456',
      district: 'bir-el-djir',
      address: '12 rue Larbi Ben Mhidi',
      password: null,
      newPassword: null,
    },
    auth('customer'),
  );
  const order = await call(
    'POST',
    '/orders',
    { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
    auth('customer'),
  );
  live = {
    category,
    emptyCategory: await created('/categories', categoryBody),
    product: await created('/products', productBody(category)),
    doomedProduct: await created('/products', productBody(category)),
    promo: 'FIXTURE',
    district: await created('/districtDelivery', { name: 'Fixture', deliveryPrice: 100 }),
    doomedDistrict: await created('/districtDelivery', { name: 'Doomed', deliveryPrice: 100 }),
    banner: ((await banner.json()) as Body).data._id as string,
    screen: 'tv-fixture',
    order: order.body.data._id as string,
    otherUser: (await customer()).userId,
  };
}, 120_000);
afterAll(async () => {
  await keys?.close();
  await setup.stop();
});

describe('1,000+ generated bad requests over every write route', () => {
  it('0 answers 5xx, every error is problem+json, 0 events from a rejected request, 0 accepted writes missing', async () => {
    const requests = [...routes().flatMap(jsonRequests), ...multipartRequests()];
    const routeNames = new Set(requests.map((r) => r.route));
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const fiveHundreds: string[] = [];
    const notProblems: string[] = [];
    const eventsFromRejected: string[] = [];
    const missing: string[] = [];
    let accepted = 0;
    const startedAt = await shop.store.headPosition();
    let rejected = 0;
    for (const [i, req] of requests.entries()) {
      const correlationId = `bad-${i}`;
      const before = await shop.store.headPosition();
      const res = await send(req, correlationId);
      const what = `${req.method} ${req.path.slice(0, 80)} ${JSON.stringify(req.json ?? req.raw?.type ?? 'form').slice(0, 120)} → ${res.status} ${res.body?.code ?? ''}`;
      if (res.status >= 500) fiveHundreds.push(what);
      if (res.status >= 400) {
        rejected++;
        if (!res.type.startsWith('application/problem+json') || typeof res.body?.code !== 'string')
          notProblems.push(`${what} (${res.type})`);
        for await (const e of shop.store.readAll({ fromPosition: before }))
          if (e.metadata?.correlationId === correlationId) eventsFromRejected.push(`${what}: ${e.type}`);
      } else if (typeof res.body?.position === 'string' && req.readBack) {
        accepted++;
        // Read back before the next request (a later write may change the same thing); each GET waits up to 2 s for
        // the write's position, asked again while the projections lag behind on a busy machine.
        const readBack = req.readBack;
        const found = await vi
          .waitFor(
            async () => {
              if (!(await readBack(res.body!, res.body!.position as string))) throw new Error('not yet');
            },
            { timeout: 15_000, interval: 50 },
          )
          .then(() => true)
          .catch(() => false);
        if (!found) missing.push(what);
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect(notProblems).toEqual([]);
    expect(eventsFromRejected).toEqual([]);
    expect(rejected).toBeGreaterThan(900);

    expect(missing).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
    await shop.waitForProjections();
    const unparsable: string[] = [];
    for await (const e of store.readAll({ fromPosition: startedAt })) {
      const schema = schemaOfType.get(e.type);
      if (schema && !schema.safeParse({ type: e.type, data: e.data }).success)
        unparsable.push(`${e.type} ${JSON.stringify(e.data).slice(0, 200)}`);
    }
    expect(unparsable).toEqual([]);
    expect(routeNames.size).toBeGreaterThanOrEqual(40);
  }, 600_000);

  it('POST /products with img "   " or 10,000 characters or an external URL: 400, nothing appended', async () => {
    for (const [i, img] of [
      '   ',
      'x'.repeat(10_000),
      'https://evil.example/x.png',
      '//evil.example/x.png',
    ].entries()) {
      const before = await shop.store.headPosition();
      const json = {
        name: 'Fantôme',
        size: { value: 1, unit: 'XL' },
        description: '',
        price: 500,
        sold: 0,
        categoryId: live.category,
        img,
      };
      const res = await send(
        { route: '', method: 'POST', path: '/products', who: 'staff', json },
        `ghost-${i}`,
      );
      expect([res.status, res.body?.code, Object.keys(res.body?.errors ?? {})]).toEqual([
        400,
        'validation.failed',
        ['img'],
      ]);
      for await (const e of shop.store.readAll({ fromPosition: before }))
        expect(e.metadata?.correlationId).not.toBe(`ghost-${i}`);
    }
  });

  it('each bound of the issue: 400 on the field, nothing appended', async () => {
    const local65 = `${'a'.repeat(65)}@example.dz`;
    const bannerForm = async (order?: string) => {
      const form = new FormData();
      form.append('name', 'Soirée');
      if (order !== undefined) form.append('order_img', order);
      form.append('img', new Blob([await png()], { type: 'image/png' }), 'b.png');
      return form;
    };
    const probe = (method: string, path: string, who: Who, json: unknown): Probe => ({
      route: '',
      method,
      path,
      who,
      json,
    });
    const cases: { what: string; field: string; probe: Probe }[] = [
      ...['', '  ', undefined].map((order) => ({
        what: `banner order_img ${JSON.stringify(order)}`,
        field: 'order_img',
        probe: {
          route: '',
          method: 'POST',
          path: '/banners',
          who: 'staff' as const,
          form: () => bannerForm(order),
        },
      })),
      {
        what: 'sign-up e-mail with a 65-character local part',
        field: 'email',
        probe: probe('POST', '/auth/signup', 'visitor', {
          name: 'amina',
          lastName: 'benali',
          email: local65,
          password: 'secret-123',
        }),
      },
      {
        what: 'contact e-mail with a 65-character local part',
        field: 'email',
        probe: probe('POST', '/contactMessages', 'visitor', {
          topic: 'thanks',
          name: 'Y',
          email: local65,
          message: 'Merci',
        }),
      },
      {
        what: 'a district price above 10,000,000 DA',
        field: 'deliveryPrice',
        probe: probe('POST', '/districtDelivery', 'staff', { name: 'Loin', deliveryPrice: 10_000_001 }),
      },
      ...[
        { open: '24:00', close: '02:00', field: 'days.mon.open' },
        { open: '00:00', close: '24:01', field: 'days.mon.close' },
      ].map(({ field, ...mon }) => ({
        what: `opening hours of ${mon.open} to ${mon.close}`,
        field,
        probe: probe('PUT', '/settings/opening-hours', 'staff', {
          days: { mon, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
        }),
      })),
      {
        what: 'a district renamed with 81 characters',
        field: 'name',
        probe: probe('PUT', `/districtDelivery/${live.district}/names`, 'staff', { name: 'a'.repeat(81) }),
      },
      {
        what: 'a district renamed with a French "translation"',
        field: 'translations.fr',
        probe: probe('PUT', `/districtDelivery/${live.district}/names`, 'staff', {
          name: 'USTO',
          translations: { fr: { name: 'USTO' } },
        }),
      },
      {
        what: 'a banner renamed with a blank title',
        field: 'name',
        probe: probe('PUT', `/banners/${live.banner}/names`, 'staff', { name: '   ' }),
      },
      {
        what: 'a banner renamed with an Arabic title of 121 characters',
        field: 'translations.ar.name',
        probe: probe('PUT', `/banners/${live.banner}/names`, 'staff', {
          name: 'Soirée',
          translations: { ar: { name: 'ب'.repeat(121) } },
        }),
      },
      {
        what: 'a javascript: social link',
        field: 'social.facebook',
        probe: probe('PUT', '/settings/shop', 'staff', {
          phones: ['0550 12 34 56'],
          email: 'contact@oran-food.dz',
          salesPoint: { name: 'Oran Food', address: '12 Boulevard', city: 'Oran' },
          social: { facebook: 'javascript:alert(1)' },
        }),
      },
      {
        what: 'a category image on another site',
        field: 'image',
        probe: probe('POST', '/categories', 'staff', {
          name: 'C',
          description: '',
          image: 'https://evil.example/x.png',
        }),
      },
      {
        what: 'one product in 100 lines of 100 (a line of 10,000 once merged)',
        field: 'productId',
        probe: probe('POST', '/orders', 'customer', {
          type: 'delivery',
          lines: Array.from({ length: 100 }, () => ({ productId: 'margherita', quantity: 100 })),
        }),
      },
      {
        what: '101 items in two lines',
        field: '',
        probe: probe('POST', '/orders', 'customer', {
          type: 'delivery',
          lines: [
            { productId: 'margherita', quantity: 60 },
            { productId: live.product, quantity: 41 },
          ],
        }),
      },
      {
        what: 'a product image path climbing out of /images',
        field: 'img',
        probe: probe('PUT', `/products/${live.product}/image`, 'staff', {
          img: '/images/../../etc/passwd.png',
        }),
      },
    ];
    const got: string[] = [];
    for (const [i, c] of cases.entries()) {
      const { res, appended } = await sendCounting(c.probe, `bound-${i}`);
      got.push(
        `${c.what}: ${res.status} ${Object.keys(res.body?.errors ?? {}).join(',')}${appended ? ' + events' : ''}`,
      );
    }
    expect(got).toEqual(cases.map((c) => `${c.what}: 400 ${c.field}`));
  });

  it('multipart forms with fields the route does not know: 400 validation.failed naming them, nothing appended', async () => {
    const form = async (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      f.append('img', new Blob([await png()], { type: 'image/png' }), 'b.png');
      return f;
    };
    const cases: { path: string; fields: Record<string, string>; unknown: string }[] = [
      {
        path: '/banners',
        fields: { name: 'Soirée', order_img: '0', a: '1', b: '2', c: '3' },
        unknown: 'a,b,c',
      },
      { path: '/uploads', fields: { a: '1' }, unknown: 'a' },
    ];
    const got: string[] = [];
    for (const [i, c] of cases.entries()) {
      const probe: Probe = {
        route: '',
        method: 'POST',
        path: c.path,
        who: 'staff',
        form: () => form(c.fields),
      };
      const { res, appended } = await sendCounting(probe, `unknown-field-${i}`);
      got.push(
        `${c.path}: ${res.status} ${res.body?.code} ${Object.keys(res.body?.errors ?? {}).join(',')}${appended ? ' + events' : ''}`,
      );
    }
    expect(got).toEqual(cases.map((c) => `${c.path}: 400 validation.failed ${c.unknown}`));
  });

  it('push subscriptions to anything but a push service: 400 push.endpoint_not_allowed, nothing appended', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const endpoints = [
      'https://127.0.0.1:6379/',
      `https://localhost:${shop.port}/api/orders`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://2130706433/',
      'https://[::ffff:127.0.0.1]/',
      'https://push.example.test/send/1',
    ];
    const got: string[] = [];
    for (const [i, endpoint] of endpoints.entries()) {
      const probe: Probe = {
        route: 'POST /push/subscriptions',
        method: 'POST',
        path: '/push/subscriptions',
        who: 'customer',
        json: { endpoint, keys, language: 'fr' },
      };
      const { res, appended } = await sendCounting(probe, `push-endpoint-${i}`);
      got.push(
        `${endpoint}: ${res.status} ${res.type.split(';')[0]} ${res.body?.code}${appended ? ' + events' : ''}`,
      );
    }
    expect(got).toEqual(endpoints.map((e) => `${e}: 400 application/problem+json push.endpoint_not_allowed`));
  });
});
