// Options and extras (docs/catalogue.md "Options and extras") in the one-process shop over real HTTP, SQLite and
// Redis: staff give a product option groups, the server prices every checkout line from them (never from the
// client's numbers), refuses a choice that no longer exists or a group's min/max with a translated problem+json,
// and the order view and its audit history keep the choices.
import { errorMessages, type OptionGroup } from '@shop/contracts';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const setup = prepareTestShop({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
let shop: Shop;
let session: Record<string, string> = {};
let userId: string;
const call = jsonCaller(
  () => `${shop.url}/api`,
  () => session,
);

const label = (fr: string, en = '', ar = '') => ({ fr, en, ar });
const size: OptionGroup = {
  id: 'taille',
  label: label('Taille', 'Size', 'الحجم'),
  min: 1,
  max: 1,
  choices: [
    { id: 'm', label: label('M'), priceDelta: 0 },
    { id: 'xl', label: label('XL'), priceDelta: 300 },
  ],
};
const extras: OptionGroup = {
  id: 'extras',
  label: label('Suppléments', 'Extras'),
  min: 0,
  max: 2,
  choices: [
    { id: 'fromage', label: label('Fromage', 'Cheese'), priceDelta: 100 },
    { id: 'oeuf', label: label('Œuf', 'Egg'), priceDelta: 50 },
    { id: 'bacon', label: label('Bacon'), priceDelta: 150 },
  ],
};
const pick = (groupId: string, choiceId: string) => ({ groupId, choiceId });

type Product = {
  _id: string;
  name: string;
  size: unknown;
  description: string;
  price: number;
  sold: number;
  finalPrice: number;
  category: { _id: string };
  optionGroups: OptionGroup[];
};
let product: Product;

const setGroups = async (optionGroups: OptionGroup[]) => {
  const { name, size: portion, description, price, sold, category } = product;
  const res = await call('PUT', `/products/${product._id}`, {
    name,
    size: portion,
    description,
    price,
    sold,
    categoryId: category._id,
    optionGroups,
  });
  expect(res.status).toBe(200);
  return res.body.position as string;
};
const startCheckout = (lines: unknown[], headers: Record<string, string> = {}) =>
  call('POST', '/orders', { type: 'on_site', lines }, headers);
const linesOf = async (orderId: string) => {
  for await (const e of shop.store.readStream(`order-${orderId}`))
    if (e.type === 'CheckoutStarted') return (e.data as { lines: Record<string, unknown>[] }).lines;
  throw new Error('no checkout');
};

beforeAll(async () => {
  shop = await setup.start();
  const login = await call('POST', '/auth/login', ADMIN);
  userId = login.body.data.userId;
  session = { cookie: `session=${login.body.data.token}` };
  const districts = await call('GET', '/districtDelivery');
  const profile = await call('PUT', `/users/me/${userId}`, {
    name: 'amina',
    lastName: 'benali',
    number: '0550123456',
    district: districts.body.data[0]._id,
    address: '12 rue Larbi Ben Mhidi',
  });
  expect(profile.status).toBe(200);
  const list = await call('GET', '/products?limit=1');
  product = (await call('GET', `/products/${list.body.data[0]._id}`)).body.data;
  expect(product.optionGroups).toEqual([]);
});
afterAll(() => setup.stop());

describe('options and extras over HTTP', () => {
  it('staff set option groups on a product; its view carries them', async () => {
    const position = await setGroups([size, extras]);
    const view = await call('GET', `/products/${product._id}`, undefined, { 'X-Min-Position': position });
    expect(view.body.data.optionGroups).toEqual([size, extras]);
    product = view.body.data;
  });

  it('prices each line from the catalogue: same choices add up, others split, the client’s numbers ignored', async () => {
    const res = await startCheckout([
      {
        productId: product._id,
        quantity: 1,
        options: [pick('taille', 'xl'), pick('extras', 'fromage')],
        price: 1,
      },
      { productId: product._id, quantity: 2, options: [pick('extras', 'fromage'), pick('taille', 'xl')] },
      { productId: product._id, quantity: 1, options: [pick('taille', 'm')], unitPrice: 1 },
    ]);
    expect(res.status).toBe(201);
    const lines = await linesOf(res.body.data._id);
    const unit = product.finalPrice;
    expect(
      lines.map((l) => [
        (l.options as { choiceId: string }[]).map((o) => o.choiceId),
        l.quantity,
        l.unitPrice,
        l.lineTotal,
      ]),
    ).toEqual([
      [['xl', 'fromage'], 3, unit + 400, (unit + 400) * 3],
      [['m'], 1, unit, unit],
    ]);
  });

  it('refuses an unknown choice and a group’s min or max with a translated problem+json, appending nothing', async () => {
    const head = await shop.store.headPosition();
    const unknown = await startCheckout(
      [{ productId: product._id, quantity: 1, options: [pick('taille', 'xxl')] }],
      { 'Accept-Language': 'en' },
    );
    expect(unknown.status).toBe(409);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect(unknown.body).toMatchObject({
      code: 'option.unavailable',
      message: errorMessages['option.unavailable'].en,
      errors: { productId: product._id, groupId: 'taille', choiceId: 'xxl' },
    });
    const none = await startCheckout([{ productId: product._id, quantity: 1 }], { 'Accept-Language': 'ar' });
    expect(none.body).toMatchObject({
      code: 'option.choice_count',
      message: errorMessages['option.choice_count'].ar,
      errors: { groupId: 'taille' },
    });
    const tooMany = await startCheckout([
      {
        productId: product._id,
        quantity: 1,
        options: [
          pick('taille', 'm'),
          pick('extras', 'fromage'),
          pick('extras', 'oeuf'),
          pick('extras', 'bacon'),
        ],
      },
    ]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('option.choice_count');
    expect(await shop.store.headPosition()).toBe(head);
  });

  it('a choice removed after the checkout started is refused at placement; the choices that remain are ordered and shown', async () => {
    const started = await startCheckout([
      { productId: product._id, quantity: 1, options: [pick('taille', 'xl'), pick('extras', 'oeuf')] },
    ]);
    const staleId = started.body.data._id as string;
    await setGroups([{ ...size, choices: size.choices.filter((c) => c.id !== 'xl') }, extras]);
    const stale = await call('POST', `/orders/${staleId}/place`, {
      delivery: { recipient: 'amina', phone: '0550123456' },
    });
    expect(stale.status).toBe(409);
    // The answer names the line's product and the choice that went, so the client can say which.
    expect(stale.body).toMatchObject({
      code: 'option.unavailable',
      errors: { productId: product._id, groupId: 'taille', choiceId: 'xl' },
    });
    const again = await startCheckout([
      { productId: product._id, quantity: 1, options: [pick('taille', 'xl'), pick('extras', 'oeuf')] },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ productId: product._id, groupId: 'taille', choiceId: 'xl' });

    const fresh = await startCheckout([
      { productId: product._id, quantity: 2, options: [pick('taille', 'm'), pick('extras', 'oeuf')] },
    ]);
    const id = fresh.body.data._id as string;
    const placed = await call('POST', `/orders/${id}/place`, {
      delivery: { recipient: 'amina', phone: '0550123456' },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.totals.items).toBe((product.finalPrice + 50) * 2);

    const view = await call('GET', `/orders/${id}`, undefined, { 'X-Min-Position': placed.body.position });
    expect(view.body.data.description).toEqual([
      expect.objectContaining({
        _id: product._id,
        quantity: 2,
        unitPrice: product.finalPrice + 50,
        options: [
          { groupId: 'taille', group: size.label, choiceId: 'm', label: label('M'), priceDelta: 0 },
          {
            groupId: 'extras',
            group: extras.label,
            choiceId: 'oeuf',
            label: label('Œuf', 'Egg'),
            priceDelta: 50,
          },
        ],
      }),
    ]);
    const history = await call('GET', `/orders/${id}/history`);
    expect(history.status).toBe(200);
    const placedEntry = history.body.data.find((e: { type: string }) => e.type === 'OrderPlaced');
    expect(placedEntry.order.description[0].options.map((o: { choiceId: string }) => o.choiceId)).toEqual([
      'm',
      'oeuf',
    ]);
  });

  it('a product without options still takes lines without any options field', async () => {
    const list = await call('GET', '/products?limit=4');
    const plain = (list.body.data as Product[]).find(
      (p) => p._id !== product._id && p.optionGroups.length === 0,
    )!;
    const res = await startCheckout([{ productId: plain._id, quantity: 1 }]);
    expect(res.status).toBe(201);
    expect(await linesOf(res.body.data._id)).toEqual([
      expect.objectContaining({ options: [], unitPrice: plain.finalPrice }),
    ]);
  });
});
