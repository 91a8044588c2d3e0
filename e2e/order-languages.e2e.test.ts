// Issue 33 item 10: an order reads in its customer's language. The order keeps the product and district names of
// every language (docs/orders.md "Orders in the customer's language"): an Arabic customer's order page shows
// the Arabic names (the English ones in English, the French in French) and the confirmation mail, in Arabic, too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shop/contracts';
import { eventually, textOf } from './support/browser';
import { logIn, verificationLink } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser({ withMail: true });

const PRODUCT_ID = 'burger-du-chef-langues';
const DISTRICT_ID = 'quartier-des-langues';
const NAMES: Record<Language, { product: string; district: string }> = {
  fr: { product: 'Burger du chef', district: 'Les Palmiers' },
  en: { product: "Chef's burger", district: 'Palm Grove' },
  ar: { product: 'برغر الشيف', district: 'حي النخيل' },
};
const CUSTOMER = {
  name: 'Yasmine',
  lastName: 'Khaldi',
  email: 'yasmine.khaldi@example.dz',
  password: 'yasmine-secret',
};

beforeAll(async () => {
  const categoryId = (await e2e.shop.categories())[0]!._id;
  await e2e.shop.handle({
    type: 'CreateProduct',
    data: {
      productId: PRODUCT_ID,
      name: NAMES.fr.product,
      size: { value: 1, unit: 'pièce' },
      description: 'Un burger maison.',
      price: 1000,
      sold: 0,
      categoryId,
      img: '/images/placeholder.svg',
      active: true,
      translations: { en: { name: NAMES.en.product }, ar: { name: NAMES.ar.product } },
    },
  });
  await e2e.shop.handle({
    type: 'AddDistrict',
    data: {
      districtId: DISTRICT_ID,
      name: NAMES.fr.district,
      deliveryPrice: 250,
      translations: { en: { name: NAMES.en.district }, ar: { name: NAMES.ar.district } },
    },
  });
  await e2e.shop.shop.waitForProjections(15_000);
});

describe('an order in its customer’s language', () => {
  it('an Arabic customer’s order page and confirmation mail name the product and district in Arabic (en, fr likewise)', async () => {
    const { context, page } = await e2e.openPage();
    try {
      // An Arabic customer: signed up in Arabic, verified by the mail's link, profile complete.
      const request = context.request;
      const signUp = await request.post('/api/auth/signup', { data: { ...CUSTOMER, language: 'ar' } });
      expect(signUp.status()).toBe(202);
      const userId = ((await signUp.json()) as { data: { userId: string } }).data.userId;
      const link = await verificationLink(e2e, CUSTOMER.email);
      const token = decodeURIComponent(link.pathname.split('/').pop()!);
      expect((await request.post('/api/auth/verify', { data: { token } })).status()).toBe(200);
      const login = await request.post('/api/auth/login', {
        data: { email: CUSTOMER.email, password: CUSTOMER.password },
      });
      expect(login.status()).toBe(200);
      const profile = await request.put(`/api/users/me/${userId}`, {
        data: {
          name: CUSTOMER.name,
          lastName: CUSTOMER.lastName,
          number: '0661234567',
          address: '5 rue Khemisti',
          district: DISTRICT_ID,
        },
      });
      expect(profile.status()).toBe(200);

      // The order, delivered to the district (the shop has no opening hours: always open, as soon as possible).
      const started = await request.post('/api/orders', {
        data: { type: 'delivery', lines: [{ productId: PRODUCT_ID, quantity: 2 }] },
      });
      expect(started.status(), await started.text()).toBe(201);
      const orderId = ((await started.json()) as { data: { _id: string } }).data._id;
      const placed = await request.post(`/api/orders/${orderId}/place`, {
        data: {
          delivery: {
            recipient: 'Yasmine Khaldi',
            phone: '0661234567',
            districtId: DISTRICT_ID,
            address: '5 rue Khemisti',
          },
        },
      });
      expect(placed.status(), await placed.text()).toBe(200);

      // The order page in each language names the product and the district in it.
      await logIn(page, CUSTOMER);
      for (const lng of ['ar', 'en', 'fr'] as const) {
        await page.evaluate(
          (language) =>
            (
              globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
            ).localStorage.setItem('selectedLanguage', language),
          lng,
        );
        await page.goto(`/myAccount/myOrders/${orderId}`);
        await eventually(() => page.locator('html').getAttribute('lang')).toBe(lng);
        const row = page.getByRole('table').getByRole('row').filter({ hasText: NAMES[lng].product });
        await row.waitFor();
        expect(await textOf(row)).toContain('2');
        expect(await page.getByText(NAMES[lng].district, { exact: true }).count()).toBe(1);
        const others = (['fr', 'en', 'ar'] as const).filter((l) => l !== lng);
        for (const other of others) {
          expect(await page.getByText(NAMES[other].product, { exact: true }).count()).toBe(0);
          expect(await page.getByText(NAMES[other].district, { exact: true }).count()).toBe(0);
        }
      }

      // The confirmation mail, in the customer's language (Arabic), names them in Arabic.
      const mail = await e2e.mail.waitForMail(CUSTOMER.email, (m) =>
        m.text.includes(`2 × ${NAMES.ar.product}`),
      );
      expect(mail.text).toContain(NAMES.ar.district);
      expect(mail.text).not.toContain(NAMES.fr.product);
      expect(mail.text).not.toContain(NAMES.fr.district);
    } finally {
      await context.close();
    }
  });
});
