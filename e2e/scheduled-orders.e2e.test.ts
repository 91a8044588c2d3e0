// Scheduled orders in the browser (docs/orders.md "Scheduled orders") over the real shop: the admin sets
// opening hours that start two hours from now (the shop is closed now) and one order per slot; a customer, in
// French, orders on site for the first slot, the only choice while closed; staff see the order in the scheduled
// lane, not in the live list; the taken slot then says « complet » at the next checkout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, textOf } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const CUSTOMER = {
  name: 'Nadia',
  lastName: 'Hamidi',
  email: 'nadia.hamidi@example.dz',
  password: 'nadia-secret',
};

// The texts the app shows (frontend/src/locales/fr/{cart,checkout,orders}.json).
const FR = {
  orderLater: 'Vous pouvez commander dès maintenant pour un créneau à venir.',
  onSite: 'Manger sur place',
  asap: 'Dès que possible',
  later: 'Plus tard : choisir un créneau',
  times: 'Créneaux',
  submit: 'Envoyer la commande',
  scheduled: 'Commandes programmées',
  noScheduled: 'Aucune commande programmée.',
};

const e2e = useShopAndBrowser({
  env: ADMIN_ENV,
  withMail: true,
});

/** Oran's wall clock (UTC+1 all year) `minutes` from now, up to the next quarter hour, as HH:MM. */
function oranQuarterFromNow(minutes: number): string {
  const at = new Date(Date.now() + (60 + minutes) * 60_000);
  const quarter = (Math.ceil((at.getUTCHours() * 60 + at.getUTCMinutes()) / 15) * 15) % 1440;
  return `${String(Math.floor(quarter / 60)).padStart(2, '0')}:${String(quarter % 60).padStart(2, '0')}`;
}

/** Adds the menu's first product and opens the cart. */
async function cartWithOneProduct(page: Page) {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
  await page.getByRole('button', { name: 'Panier, 1 article' }).click();
}

describe('scheduled orders in the browser', () => {
  it('a customer orders for a slot while the shop is closed; staff see it in the scheduled lane', async () => {
    const opens = oranQuarterFromNow(120);
    const day = { open: opens, close: oranQuarterFromNow(300) };
    const staff = await e2e.openPage();
    const customer = await e2e.openPage();
    try {
      // The admin: hours beginning in two hours, every day; one order per slot.
      await logIn(staff.page, ADMIN);
      const hours = await staff.context.request.put('/api/settings/opening-hours', {
        data: {
          days: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
        },
      });
      expect(hours.status(), await hours.text()).toBe(200);
      const capacity = await staff.context.request.put('/api/settings/slots', { data: { capacity: 1 } });
      expect(capacity.status(), await capacity.text()).toBe(200);
      await staff.page.goto('/dashboard/orders');
      const lane = staff.page.getByRole('region', { name: FR.scheduled });
      await lane.getByText(FR.noScheduled).waitFor();

      // The customer, profile complete, signed in.
      const userId = await verifiedCustomer(e2e, CUSTOMER);
      await logIn(customer.page, CUSTOMER);
      await completeProfile(customer.context.request, userId, CUSTOMER);
      const { page } = customer;

      // Closed now, but ordering for later stays possible from the cart.
      await cartWithOneProduct(page);
      await page.getByText(FR.orderLater).waitFor();
      await page.getByRole('button', { name: FR.onSite }).click();
      await page.getByRole('button', { name: FR.submit }).waitFor();

      // Only a slot can be chosen; sending waits for one.
      expect(await page.getByRole('radio', { name: FR.asap }).isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: FR.later }).isChecked()).toBe(true);
      const submit = page.getByRole('button', { name: FR.submit });
      expect(await submit.isDisabled()).toBe(true);
      const firstSlot = page.getByRole('group', { name: FR.times }).getByRole('button', { name: opens });
      await firstSlot.click();
      expect(await firstSlot.getAttribute('aria-pressed')).toBe('true');
      await eventually(() => submit.isDisabled()).toBe(false);
      await submit.click();
      await page.waitForURL((url) => /^\/myAccount\/myOrders\/[^/]+$/.test(url.pathname), {
        timeout: 20_000,
      });
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await eventually(() => textOf(page.getByRole('group', { name: 'Pour', exact: true }))).toContain(opens);

      // Staff: in the scheduled lane (no reload), with its slot; not in the live list yet.
      const row = lane.getByRole('row').filter({ hasText: opens });
      await row.waitFor();
      expect(await textOf(row)).toContain(opens);
      const orderNumber = /#\d+/.exec(await textOf(page.getByRole('heading', { name: /#\d+/ })))![0];
      expect(
        await staff.page
          .getByRole('row')
          .filter({ has: staff.page.getByRole('link', { name: orderNumber, exact: true }) })
          .count(),
      ).toBe(1); // its row in the scheduled lane, none in the live list
      await row.getByRole('link').click();
      await staff.page.waitForURL((url) => url.pathname === `/dashboard/orders/${orderId}`);
      // The order page and its audit history show the slot.
      await eventually(() => textOf(staff.page.getByRole('group', { name: 'Pour', exact: true }))).toContain(
        opens,
      );
      await staff.page.getByRole('link', { name: 'Historique' }).click();
      const placed = staff.page.getByRole('listitem').filter({ hasText: 'Commande envoyée' });
      await eventually(() => textOf(placed)).toContain(`Créneau : `);
      expect(await textOf(placed)).toContain(opens);

      // The slot is full now: the next checkout says so in its button.
      await cartWithOneProduct(page);
      await page.getByRole('button', { name: FR.onSite }).click();
      await page.getByRole('button', { name: FR.submit }).waitFor();
      const full = page
        .getByRole('group', { name: FR.times })
        .getByRole('button', { name: `${opens} complet` });
      await full.waitFor();
      expect(await full.isDisabled()).toBe(true);
      expect(staff.errors).toEqual([]);
      expect(customer.errors).toEqual([]);
    } finally {
      await staff.context.close();
      await customer.context.close();
    }
  }, 180_000);
});
