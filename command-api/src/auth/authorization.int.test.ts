// Every write route × visitor / user / moderator / admin / rider, with the expected status in each cell. On a
// mismatch the whole table is printed, expected vs got.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStreams, type Role } from '@shop/contracts';
import { appendDeliveredOrder } from '../orders/testing/delivered-order';
import { completeProfile, PASSWORD, startAccountsApp, type AccountsApp } from './testing/accounts-app';

type Caller = 'visitor' | Role;
const callers: Caller[] = ['visitor', 'user', 'moderator', 'admin', 'rider'];
type Who = { userId: string; token: string | null };
type Row = {
  route: string;
  expected: Record<Caller, number>;
  /** Builds the request for this caller, creating what it needs first (as the admin). */
  request: (
    who: Who,
  ) => Promise<{ method: string; path: string; body?: unknown; form?: () => Promise<FormData> }>;
  /** The cell needs its own caller (the request changes or deletes the caller's account). */
  freshCaller?: boolean;
};

let app: AccountsApp;
let admin: Who;
const as = (token: string) => app.bearer(token);
const created = async (path: string, body: unknown): Promise<string> => {
  const res = await app.call('POST', path, body, as(admin.token!));
  if (res.status !== 201) throw new Error(`fixture ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
};
const category = () => ({
  name: `Cat ${randomUUID().slice(0, 6)}`,
  description: 'Test',
  image: '/images/categories/pizzas.svg',
});
const product = (categoryId: string) => ({
  name: `Prod ${randomUUID().slice(0, 6)}`,
  size: { value: 1, unit: 'XL' },
  description: 'Test',
  price: 900,
  sold: 0,
  categoryId,
  img: '/images/products/margherita.svg',
});
const promo = () => ({
  code: `P${randomUUID().slice(0, 6)}`,
  percentage: 10,
  startsAt: new Date().toISOString(),
  validForHours: 24,
});
const district = () => ({ name: `Quartier ${randomUUID().slice(0, 6)}`, deliveryPrice: 200 });
const newCategory = () => created('/categories', category());
const newProduct = async () => created('/products', product(await newCategory()));
const newPromo = async () => {
  const body = promo();
  const res = await app.call('POST', '/promos', body, as(admin.token!));
  if (res.status !== 201) throw new Error(`fixture promo: ${JSON.stringify(res.body)}`);
  return body.code;
};
const newDistrict = () => created('/districtDelivery', district());
// Multipart bodies (back-office uploads): a real PNG made with sharp.
const pngForm = async (fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  form.append('img', new Blob([png], { type: 'image/png' }), 'photo.png');
  return form;
};
const postForm = async (path: string, form: FormData, headers: Record<string, string>) => {
  const res = await fetch(`${app.base}${path}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
};
const newBanner = async () => {
  const res = await postForm(
    '/banners',
    await pngForm({ name: 'Bannière', order_img: '0' }),
    as(admin.token!),
  );
  if (res.status !== 201) throw new Error(`fixture banner: ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
};
const address = { label: 'Maison', districtId: 'd1', address: '12 rue Larbi Ben Mhidi' };
/** A served order of `userId` (rated when asked), written to the log as it would be once served. */
const servedOrder = async (userId: string, rated = false) => {
  const orderId = `o-${randomUUID().slice(0, 8)}`;
  await appendDeliveredOrder(app.store, { orderId, userId, at: app.clock.now, rated });
  return orderId;
};
/** A placed order of someone waiting for its confirmation call, written to the log as PlaceOrder would. */
const heldOrder = async () => {
  const orderId = `o-${randomUUID().slice(0, 8)}`;
  await appendDeliveredOrder(app.store, { orderId, userId: 'someone', at: app.clock.now, served: false });
  const at = app.clock.now.toISOString();
  await app.store.append(
    orderStreams.order(orderId),
    [
      {
        id: randomUUID(),
        type: 'OrderHeldForCall',
        data: { orderId, reasons: ['first_order'], at, remindAt: at },
        metadata: { correlationId: orderId },
      },
    ],
    { expectedRevision: 'any' },
  );
  return orderId;
};
const closedAllWeek = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

const staff = (ok: number) => ({ visitor: 401, user: 403, moderator: ok, admin: ok, rider: 403 });
const rows: Row[] = [
  {
    route: 'POST /categories',
    expected: staff(201),
    request: async () => ({ method: 'POST', path: '/categories', body: category() }),
  },
  {
    route: 'PUT /categories/:id',
    expected: staff(200),
    request: async () => ({ method: 'PUT', path: `/categories/${await newCategory()}`, body: category() }),
  },
  {
    route: 'DELETE /categories/:id',
    expected: staff(200),
    request: async () => ({ method: 'DELETE', path: `/categories/${await newCategory()}` }),
  },
  {
    route: 'POST /products',
    expected: staff(201),
    request: async () => ({ method: 'POST', path: '/products', body: product(await newCategory()) }),
  },
  {
    route: 'PUT /products/:id',
    expected: staff(200),
    request: async () => {
      const categoryId = await newCategory();
      const id = await created('/products', product(categoryId));
      const { img: _img, ...details } = product(categoryId);
      return { method: 'PUT', path: `/products/${id}`, body: details };
    },
  },
  {
    route: 'PATCH /products/:id/publish',
    expected: staff(200),
    request: async () => ({ method: 'PATCH', path: `/products/${await newProduct()}/publish` }),
  },
  {
    route: 'PATCH /products/:id/unpublish',
    expected: staff(200),
    request: async () => ({ method: 'PATCH', path: `/products/${await newProduct()}/unpublish` }),
  },
  {
    route: 'PATCH /products/:id/sold-out',
    expected: staff(200),
    request: async () => ({
      method: 'PATCH',
      path: `/products/${await newProduct()}/sold-out`,
      body: { until: 'manual' },
    }),
  },
  {
    route: 'PATCH /products/:id/back-on-sale',
    expected: staff(200),
    request: async () => ({
      method: 'PATCH',
      path: `/products/${await newProduct()}/back-on-sale`,
      body: {},
    }),
  },
  {
    route: 'DELETE /products/:id',
    expected: staff(200),
    request: async () => ({ method: 'DELETE', path: `/products/${await newProduct()}` }),
  },
  {
    route: 'POST /promos',
    expected: staff(201),
    request: async () => ({ method: 'POST', path: '/promos', body: promo() }),
  },
  {
    route: 'PATCH /promos/:code/activate',
    expected: staff(200),
    request: async () => ({ method: 'PATCH', path: `/promos/${await newPromo()}/activate` }),
  },
  {
    route: 'PATCH /promos/:code/deactivate',
    expected: staff(200),
    request: async () => ({ method: 'PATCH', path: `/promos/${await newPromo()}/deactivate` }),
  },
  {
    route: 'POST /districtDelivery',
    expected: staff(201),
    request: async () => ({ method: 'POST', path: '/districtDelivery', body: district() }),
  },
  {
    route: 'PUT /districtDelivery/:id',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: `/districtDelivery/${await newDistrict()}`,
      body: { deliveryPrice: 350 },
    }),
  },
  {
    route: 'DELETE /districtDelivery/:id',
    expected: staff(200),
    request: async () => ({ method: 'DELETE', path: `/districtDelivery/${await newDistrict()}` }),
  },
  {
    route: 'DELETE /banners/:id',
    expected: staff(200),
    request: async () => ({ method: 'DELETE', path: `/banners/${await newBanner()}` }),
  },
  // Back-office
  {
    route: 'POST /uploads (multipart)',
    expected: staff(201),
    request: async () => ({ method: 'POST', path: '/uploads', form: () => pngForm() }),
  },
  {
    route: 'POST /banners (multipart)',
    expected: staff(201),
    request: async () => ({
      method: 'POST',
      path: '/banners',
      form: () => pngForm({ name: 'Soirée', order_img: '1' }),
    }),
  },
  {
    route: 'PUT /products/:id/image',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: `/products/${await newProduct()}/image`,
      body: { img: '/images/products/margherita.svg' },
    }),
  },
  {
    route: 'PUT /screens/:id',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: `/screens/s-${randomUUID().slice(0, 6)}`,
      body: {
        title: 'Menu',
        topText: 'Bienvenue',
        boxes: { '1.1': { kind: 'product', id: await newProduct() }, '1.2': null, '2.1': null, '2.2': null },
      },
    }),
  },
  {
    route: 'PUT /settings/shop',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: '/settings/shop',
      body: {
        phones: [`0550 ${randomUUID().slice(0, 4).replace(/\D/g, '1')}`],
        email: 'contact@oran-food.dz',
        salesPoint: { name: 'Oran Food', address: '12 Boulevard de la Soummam', city: 'Oran' },
        social: {},
      },
    }),
  },
  {
    route: 'PUT /settings/opening-hours',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: '/settings/opening-hours',
      body: { days: { ...closedAllWeek, mon: { open: '11:00', close: '23:00' } } },
    }),
  },
  {
    route: 'PUT /settings/discounts',
    expected: staff(200),
    request: async () => ({ method: 'PUT', path: '/settings/discounts', body: { enabled: true } }),
  },
  // Busy mode and promised times (docs/kitchen.md).
  {
    route: 'PUT /kitchen/pause',
    expected: staff(200),
    request: async () => ({ method: 'PUT', path: '/kitchen/pause', body: { minutes: 1 } }),
  },
  {
    route: 'DELETE /kitchen/pause',
    expected: staff(200),
    request: async () => ({ method: 'DELETE', path: '/kitchen/pause' }),
  },
  {
    route: 'PUT /kitchen/delay',
    expected: staff(200),
    request: async () => ({ method: 'PUT', path: '/kitchen/delay', body: { minutes: 0 } }),
  },
  {
    route: 'PUT /settings/prep-time',
    expected: staff(200),
    request: async () => ({ method: 'PUT', path: '/settings/prep-time', body: { minutes: 20 } }),
  },
  {
    route: 'PUT /products/:id/prep-time',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: `/products/${await newProduct()}/prep-time`,
      body: { minutes: 12 },
    }),
  },
  {
    route: 'PUT /districtDelivery/:id/delivery-time',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: `/districtDelivery/${await newDistrict()}/delivery-time`,
      body: { minutes: 10 },
    }),
  },
  {
    route: 'PATCH /users/:userId/role',
    expected: { visitor: 401, user: 403, moderator: 403, admin: 200, rider: 403 },
    request: async () => ({
      method: 'PATCH',
      path: `/users/${(await app.userWithRole('user')).userId}/role`,
      body: { role: 'moderator' },
    }),
  },
  {
    route: 'PUT /users/me/:userId (own)',
    expected: { visitor: 401, user: 200, moderator: 200, admin: 200, rider: 200 },
    request: async (who) => ({ method: 'PUT', path: `/users/me/${who.userId}`, body: completeProfile }),
  },
  {
    route: "PUT /users/me/:userId (someone else's)",
    expected: { visitor: 401, user: 403, moderator: 403, admin: 403, rider: 403 },
    request: async () => ({
      method: 'PUT',
      path: `/users/me/${(await app.userWithRole('user')).userId}`,
      body: completeProfile,
    }),
  },
  {
    route: 'POST /users/me/:userId/password (own)',
    expected: { visitor: 401, user: 200, moderator: 200, admin: 200, rider: 200 },
    freshCaller: true,
    request: async (who) => ({
      method: 'POST',
      path: `/users/me/${who.userId}/password`,
      body: { password: PASSWORD, newPassword: 'another-1' },
    }),
  },
  {
    route: 'DELETE /users/me/:userId (own)',
    expected: { visitor: 401, user: 200, moderator: 200, admin: 200, rider: 200 },
    freshCaller: true,
    request: async (who) => ({
      method: 'DELETE',
      path: `/users/me/${who.userId}`,
      body: { password: PASSWORD },
    }),
  },
  {
    route: "DELETE /users/me/:userId (someone else's)",
    expected: { visitor: 401, user: 403, moderator: 403, admin: 403, rider: 403 },
    request: async () => ({
      method: 'DELETE',
      path: `/users/me/${(await app.userWithRole('user')).userId}`,
      body: { password: PASSWORD },
    }),
  },
  // Ratings (docs/phone-and-trust.md): the order's own customer rates (whatever their role), staff answer.
  {
    route: 'POST /orders/:id/rating (own order)',
    expected: { visitor: 401, user: 200, moderator: 200, admin: 200, rider: 200 },
    request: async (who) => ({
      method: 'POST',
      path: `/orders/${await servedOrder(who.userId)}/rating`,
      body: { stars: 5 },
    }),
  },
  {
    route: "POST /orders/:id/rating (someone else's)",
    expected: { visitor: 401, user: 403, moderator: 403, admin: 403, rider: 403 },
    request: async () => ({
      method: 'POST',
      path: `/orders/${await servedOrder('someone')}/rating`,
      body: { stars: 5 },
    }),
  },
  {
    route: 'POST /orders/:id/rating/answer',
    expected: staff(200),
    request: async () => ({
      method: 'POST',
      path: `/orders/${await servedOrder('someone', true)}/rating/answer`,
      body: { answer: 'Merci !' },
    }),
  },
  // Trust (docs/phone-and-trust.md): staff confirm a call, block and unblock a number, set the rules.
  {
    route: 'POST /orders/:id/call-confirmed',
    expected: staff(200),
    request: async () => ({ method: 'POST', path: `/orders/${await heldOrder()}/call-confirmed` }),
  },
  {
    route: 'POST /phones/block',
    expected: staff(200),
    request: async () => ({
      method: 'POST',
      path: '/phones/block',
      body: { phone: '0550 00 00 09', reason: 'x' },
    }),
  },
  {
    route: 'POST /phones/unblock',
    expected: staff(200),
    request: async () => ({
      method: 'POST',
      path: '/phones/unblock',
      body: { phone: '0550000009', reason: 'y' },
    }),
  },
  {
    route: 'PUT /settings/trust',
    expected: staff(200),
    request: async () => ({
      method: 'PUT',
      path: '/settings/trust',
      body: {
        firstOrderCall: false,
        callAboveTotal: null,
        noShowsBeforeCall: 1,
        reminderMinutes: 10,
        maxOpenOrders: null,
      },
    }),
  },
  // Saved addresses: the owner only.
  {
    route: 'PUT /users/me/:userId/addresses/:addressId (own)',
    expected: { visitor: 401, user: 200, moderator: 200, admin: 200, rider: 200 },
    request: async (who) => ({
      method: 'PUT',
      path: `/users/me/${who.userId}/addresses/${randomUUID()}`,
      body: address,
    }),
  },
  {
    route: "PUT /users/me/:userId/addresses/:addressId (someone else's)",
    expected: { visitor: 401, user: 403, moderator: 403, admin: 403, rider: 403 },
    request: async () => ({
      method: 'PUT',
      path: `/users/me/${(await app.userWithRole('user')).userId}/addresses/${randomUUID()}`,
      body: address,
    }),
  },
  {
    route: 'DELETE /users/me/:userId/addresses/:addressId (own)',
    expected: { visitor: 401, user: 200, moderator: 200, admin: 200, rider: 200 },
    request: async (who) => {
      const path = `/users/me/${who.userId}/addresses/${randomUUID()}`;
      if (who.token) await app.call('PUT', path, address, as(who.token));
      return { method: 'DELETE', path };
    },
  },
  {
    route: 'POST /contactMessages (public)',
    expected: { visitor: 201, user: 201, moderator: 201, admin: 201, rider: 201 },
    request: async () => ({
      method: 'POST',
      path: '/contactMessages',
      body: { topic: 'thanks', name: 'Yacine', email: 'y@example.dz', message: 'Merci' },
    }),
  },
];

beforeAll(async () => {
  app = await startAccountsApp();
  const first = await app.accounts.ensureFirstAdmin();
  admin = { userId: '', token: await app.login(first.email!, first.password!) };
  admin.userId = (await app.sessions.verify(admin.token!)).userId;
});
afterAll(async () => app?.close());

describe('authorization matrix', () => {
  it('every write route × visitor/user/moderator/admin/rider answers the expected status', async () => {
    const shared: Record<Caller, Who> = {
      visitor: { userId: 'visitor', token: null },
      user: await app.userWithRole('user'),
      moderator: await app.userWithRole('moderator'),
      admin: await app.userWithRole('admin'),
      rider: await app.userWithRole('rider'),
    };
    const got: Record<string, Record<Caller, number | string>> = {};
    for (const row of rows) {
      got[row.route] = {} as Record<Caller, number>;
      for (const caller of callers) {
        const who = row.freshCaller && caller !== 'visitor' ? await app.userWithRole(caller) : shared[caller];
        const { method, path, body, form } = await row.request(who);
        const headers = who.token ? as(who.token) : {};
        const res = form
          ? await postForm(path, await form(), headers)
          : await app.call(method, path, body, headers);
        got[row.route]![caller] =
          res.status === row.expected[caller] ? res.status : `${res.status} ${String(res.body?.code ?? '')}`;
      }
    }
    const expected = Object.fromEntries(rows.map((r) => [r.route, r.expected]));
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      const table = rows.map((r) => ({
        route: r.route,
        ...Object.fromEntries(callers.map((c) => [c, `${r.expected[c]} → ${got[r.route]![c]}`])),
      }));
      console.table(table);
    }
    expect(got).toEqual(expected);
  }, 120_000);

  it('403 answers are problem+json auth.forbidden with the spec message', async () => {
    const user = await app.userWithRole('user');
    const res = await app.call('DELETE', `/products/${await newProduct()}`, undefined, as(user.token));
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({
      code: 'auth.forbidden',
      message: "Vous n'avez pas la permission pour réaliser cette opération.",
    });
  });

  it('creating routes honour Idempotency-Key: the retry answers the same id and appends nothing', async () => {
    const headers = { ...as(admin.token!), 'Idempotency-Key': 'cat-1' };
    const body = category();
    const first = await app.call('POST', '/categories', body, headers);
    const head = await app.raw.headPosition();
    const retry = await app.call('POST', '/categories', body, headers);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(await app.raw.headPosition()).toBe(head);
  });
});
