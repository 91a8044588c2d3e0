// Issue 30's browser journey (docs/riders.md), three people at once: an admin makes a rider; a customer orders in
// Arabic; staff give the order to the rider; the rider, on a phone-sized page, picks it up; the customer sees the
// rider and the code; the rider types a wrong code (refused), then the right one (delivered); the shift ends and the
// riders page shows the cash expected and handed over.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, formatDA, textOf } from './support/browser';
import {
  ADMIN,
  ADMIN_ENV,
  completeProfile,
  logIn,
  verificationLink,
  verifiedCustomer,
} from './support/customer';
import { localeText } from './support/locale-text';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser({ withMail: true, env: ADMIN_ENV });

const PRODUCT_ID = 'couscous-livreur';
const DISTRICT_ID = 'quartier-des-livreurs';
const TOTAL = 2 * 1100 + 300;
const RIDER = {
  name: 'Karim',
  lastName: 'Benali',
  email: 'karim.benali@example.dz',
  password: 'karim-secret',
};
const CUSTOMER = {
  name: 'Yasmine',
  lastName: 'Khaldi',
  email: 'yasmine.k@example.dz',
  password: 'yasmine-secret',
};
const fr = (ns: string, key: string, values: Record<string, string | number> = {}) =>
  localeText('fr', ns, key, values);
const ar = (ns: string, key: string, values: Record<string, string | number> = {}) =>
  localeText('ar', ns, key, values);

beforeAll(async () => {
  const categoryId = (await e2e.shop.categories())[0]!._id;
  await e2e.shop.handle({
    type: 'CreateProduct',
    data: {
      productId: PRODUCT_ID,
      name: 'Couscous royal',
      size: { value: 1, unit: 'pièce' },
      description: 'Le couscous du vendredi.',
      price: 1100,
      sold: 0,
      categoryId,
      img: '/images/placeholder.svg',
      active: true,
      translations: { en: { name: 'Royal couscous' }, ar: { name: 'كسكس ملكي' } },
    },
  });
  await e2e.shop.handle({
    type: 'AddDistrict',
    data: {
      districtId: DISTRICT_ID,
      name: 'Gambetta',
      deliveryPrice: 300,
      translations: { en: { name: 'Gambetta' }, ar: { name: 'قمبيطة' } },
    },
  });
  await e2e.shop.shop.waitForProjections(15_000);
});

describe('delivery by the shop’s riders', () => {
  it('admin makes a rider, an Arabic customer orders, staff assign, the rider delivers with the code, the cash is handed over', async () => {
    const admin = await e2e.openPage();
    const rider = await e2e.openPage();
    const customer = await e2e.openPage();
    try {
      // The rider signs up; the admin gives them the role on the users screen.
      const riderId = await verifiedCustomer(e2e, RIDER);
      await logIn(admin.page, ADMIN);
      await admin.page.goto(`/dashboard/users/${riderId}`);
      await admin.page
        .getByLabel(fr('users', 'columns.role'))
        .selectOption({ label: fr('users', 'roles.rider') });
      await admin.page.getByRole('button', { name: fr('users', 'detail.save') }).click();
      await admin.page
        .getByText(fr('users', 'detail.saved', { role: fr('users', 'roles.rider') }))
        .first()
        .waitFor();

      // The rider signs in, then on a phone-sized page completes their profile and starts their shift.
      await logIn(rider.page, RIDER);
      await rider.page.setViewportSize({ width: 390, height: 844 });
      await completeProfile(rider.context.request, riderId, RIDER, { district: DISTRICT_ID });
      await rider.page.goto('/rider');
      await rider.page.getByRole('heading', { name: fr('delivery', 'rider.title'), level: 1 }).waitFor();
      await rider.page.getByRole('button', { name: fr('riders', 'my_shift.start') }).click();
      await rider.page.getByText(fr('delivery', 'rider.empty')).waitFor();

      // The customer, in Arabic, orders a delivery (as soon as possible: the shop has no opening hours).
      const request = customer.context.request;
      const signUp = await request.post('/api/auth/signup', { data: { ...CUSTOMER, language: 'ar' } });
      expect(signUp.status()).toBe(202);
      const customerId = ((await signUp.json()) as { data: { userId: string } }).data.userId;
      const token = decodeURIComponent(
        (await verificationLink(e2e, CUSTOMER.email)).pathname.split('/').pop()!,
      );
      expect((await request.post('/api/auth/verify', { data: { token } })).status()).toBe(200);
      expect(
        (
          await request.post('/api/auth/login', {
            data: { email: CUSTOMER.email, password: CUSTOMER.password },
          })
        ).status(),
      ).toBe(200);
      await completeProfile(request, customerId, CUSTOMER, {
        district: DISTRICT_ID,
        address: '5 rue Larbi Ben Mhidi',
      });
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
            address: '5 rue Larbi Ben Mhidi',
            comment: 'Porte bleue, 2e étage',
          },
        },
      });
      expect(placed.status(), await placed.text()).toBe(200);
      // Signed in through the API: the page learns who it is from the stored user id (stores/session.ts), as after
      // a login on the screen; without it the order page shows the login form and never the delivery card.
      await customer.page.goto('/');
      await customer.page.evaluate((userId) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        storage.setItem('selectedLanguage', 'ar');
        storage.setItem('userId', userId);
      }, customerId);
      await customer.page.goto(`/myAccount/myOrders/${orderId}`);
      await eventually(() => customer.page.locator('html').getAttribute('lang')).toBe('ar');
      await customer.page.getByRole('heading', { level: 1, name: ar('orders', 'detail.title') }).waitFor();

      // Staff accept it, then give it to the rider on the order screen (the rider's load shows on the live list).
      expect(
        (
          await admin.context.request.patch(`/api/orders/${orderId}`, { data: { state: 'accepted' } })
        ).status(),
      ).toBe(200);
      await admin.page.goto(`/dashboard/orders/${orderId}`);
      const riderOption = fr('delivery', 'staff.rider_option', { name: 'Karim Benali', count: 0 });
      const select = admin.page.getByRole('combobox', { name: fr('delivery', 'staff.rider'), exact: true });
      await eventually(() => select.locator('option', { hasText: riderOption }).count()).toBe(1);
      await select.selectOption({ label: riderOption });
      await admin.page.getByRole('button', { name: fr('delivery', 'staff.assign') }).click();
      await admin.page.getByText(fr('delivery', 'staff.carried_by', { name: 'Karim' })).waitFor();
      await admin.page.goto('/dashboard/orders');
      await admin.page
        .getByRole('list', { name: fr('delivery', 'staff.loads') })
        .getByText(fr('delivery', 'staff.load', { name: 'Karim Benali', count: 1 }))
        .waitFor();

      // The rider's page shows the order at once: first name, the amount to collect, call and WhatsApp.
      const card = rider.page.getByRole('listitem', { name: /./ }).filter({ hasText: 'Yasmine' });
      await card.waitFor();
      expect(await textOf(card)).toContain(formatDA(TOTAL));
      expect(await textOf(card)).toContain('Porte bleue, 2e étage');
      expect(
        await card
          .getByRole('link', { name: fr('delivery', 'rider.call', { name: 'Yasmine' }) })
          .getAttribute('href'),
      ).toBe('tel:0661234567');
      expect(
        await card
          .getByRole('link', { name: fr('delivery', 'rider.whatsapp', { name: 'Yasmine' }) })
          .getAttribute('href'),
      ).toMatch(/^https:\/\/wa\.me\/213661234567\?text=/);
      // Before the pickup the customer is not told who carries the order.
      expect(await customer.page.getByText('Karim').count()).toBe(0);

      await card.getByRole('button', { name: fr('delivery', 'rider.picked_up') }).click();

      // The customer's page (Arabic) follows live: the rider's first name, a call button, the code.
      await customer.page.getByRole('heading', { name: ar('delivery', 'customer.title') }).waitFor();
      await customer.page.getByText(ar('delivery', 'customer.rider', { name: 'Karim' })).waitFor();
      const code = (
        await textOf(customer.page.getByRole('group', { name: ar('delivery', 'customer.code') }))
      ).trim();
      expect(code).toMatch(/^\d{4}$/);
      expect(
        await customer.page
          .getByRole('link', { name: ar('delivery', 'customer.call', { name: 'Karim' }) })
          .getAttribute('href'),
      ).toBe('tel:0661234567');

      // A wrong code is refused (the tries left show), the right one delivers: the order leaves the rider's list.
      const wrong = code === '0000' ? '1111' : '0000';
      const codeField = card.getByLabel(fr('delivery', 'rider.code'));
      await codeField.fill(wrong);
      await card.getByRole('button', { name: fr('delivery', 'rider.delivered'), exact: true }).click();
      await card.getByText(fr('delivery', 'rider.tries_left', { count: 4 })).waitFor();
      await codeField.fill(code);
      await card.getByRole('button', { name: fr('delivery', 'rider.delivered'), exact: true }).click();
      await rider.page.getByText(fr('delivery', 'rider.empty')).waitFor();
      await customer.page
        .getByRole('heading', { name: ar('delivery', 'customer.title') })
        .waitFor({ state: 'detached' });

      // The shift ends; the riders page shows the cash expected, then handed over.
      await rider.page.getByRole('button', { name: fr('riders', 'my_shift.end') }).click();
      await admin.page.goto('/dashboard/riders');
      const expected = admin.page.getByText(formatDA(TOTAL)).first();
      await expected.waitFor();
      await admin.page
        .getByLabel(fr('riders', 'handover.amount', { name: 'Karim Benali' }))
        .fill(String(TOTAL));
      await admin.page.getByRole('button', { name: fr('riders', 'handover.record') }).click();
      await admin.page
        .getByText(fr('riders', 'handover.saved', { name: 'Karim Benali' }))
        .first()
        .waitFor();
      await admin.page.getByText(fr('riders', 'status.settled')).first().waitFor();

      expect(admin.errors).toEqual([]);
      expect(rider.errors).toEqual([]);
      expect(customer.errors).toEqual([]);
    } finally {
      await Promise.all([admin.context.close(), rider.context.close(), customer.context.close()]);
    }
  }, 180_000);
});
