// Orders staff take by phone and amendments in Chromium over the real shop (issue 32 items 1 and 2;
// docs/phone-and-trust.md "Phone orders and amendments"). A staff member takes a phone order for a customer the shop
// does not know (no account) on /dashboard/orders/new; it arrives, marked "Par téléphone", on another staff member's
// open order list without a reload. Then a customer's order is amended by staff, with a reason, and the customer's
// open order page shows the new total and the reason without a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DistrictView, ProductView } from '@shop/contracts';
import { eventually, formatDA, textOf } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser({ env: ADMIN_ENV, withMail: true });
const CUSTOMER = {
  name: 'Yasmine',
  lastName: 'Hamdi',
  email: 'yasmine.hamdi@example.dz',
  password: 'yasmine-secret',
};

// frontend/src/locales/fr/phone-orders.json and orders.json.
const FR = {
  orders: 'Commandes',
  takeOrder: 'Commande par téléphone',
  newTitle: 'Prendre une commande',
  search: 'Chercher le client par téléphone',
  none: 'Aucun client avec ce numéro : saisissez-le ci-dessous.',
  byPhone: 'Par téléphone',
  amend: 'Modifier',
  amendTitle: 'Modifier la commande',
  reason: 'Raison (dite au client)',
  saved: 'Commande modifiée.',
  amended: (reason: string) => `Commande modifiée : ${reason}`,
  toPay: 'TOTAL À PAYER',
};

const markDocument = (page: Page) => page.evaluate('globalThis.__phoneOrdersMark = true');
const stillSameDocument = (page: Page) => page.evaluate('globalThis.__phoneOrdersMark === true');
/** Staff: the row of the order `number` (#12) on /dashboard/orders. */
const staffRow = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });

/** A published product without options: added to an order with one click. */
async function plainProduct(): Promise<ProductView> {
  const product = (await e2e.shop.allProducts('name')).data.find((p) => p.optionGroups.length === 0);
  expect(product, 'a product without options').toBeDefined();
  return product!;
}

describe('phone orders and amendments', () => {
  it(
    "an order is amended by staff and the customer's open page shows the new total",
    { timeout: 240_000 },
    async () => {
      await e2e.shop.handle({ type: 'ClearOpeningHours', data: {} });
      const product = await plainProduct();
      const customer = await e2e.openPage();
      const staff = await e2e.openPage();
      try {
        const userId = await verifiedCustomer(e2e, CUSTOMER);
        await logIn(customer.page, CUSTOMER);
        await completeProfile(customer.context.request, userId, CUSTOMER);
        const started = await customer.context.request.post('/api/orders', {
          data: { type: 'on_site', lines: [{ productId: product._id, quantity: 1 }] },
        });
        expect(started.status(), await started.text()).toBe(201);
        const id = ((await started.json()) as { data: { _id: string } }).data._id;
        const placed = await customer.context.request.post(`/api/orders/${id}/place`, {
          data: { delivery: { recipient: 'Yasmine Hamdi', phone: '0661234567' } },
        });
        expect(placed.status(), await placed.text()).toBe(200);

        // The customer's order page is open before staff change anything.
        await customer.page.goto(`/myAccount/myOrders/${id}`);
        const toPay = customer.page.getByRole('group', { name: FR.toPay });
        await eventually(() => textOf(toPay)).toBe(formatDA(product.finalPrice));
        await markDocument(customer.page);

        await logIn(staff.page, ADMIN);
        await staff.page.goto(`/dashboard/orders/${id}`);
        await staff.page.getByRole('link', { name: FR.amend, exact: true }).click();
        await staff.page.getByRole('heading', { level: 1, name: FR.amendTitle }).waitFor();
        await staff.page.getByRole('button', { name: `+ ${product.name}`, exact: true }).click();
        await staff.page.getByRole('button', { name: `+ ${product.name}`, exact: true }).click();
        await staff.page.getByLabel(FR.reason).fill('Le client a rappelé');
        await staff.page.getByRole('button', { name: 'Enregistrer la modification', exact: true }).click();
        await staff.page.getByText(FR.saved, { exact: true }).first().waitFor();

        // The customer's page follows: three of the product, the reason, without a reload.
        await eventually(() => textOf(toPay)).toBe(formatDA(product.finalPrice * 3));
        await customer.page.getByText(FR.amended('Le client a rappelé'), { exact: true }).waitFor();
        expect(await stillSameDocument(customer.page)).toBe(true);
      } finally {
        await customer.context.close();
        await staff.context.close();
      }
    },
  );

  it(
    'a staff member takes a phone order for a new customer; it arrives live on another staff screen',
    { timeout: 240_000 },
    async () => {
      // Open all day: ASAP orders are taken whatever the hour in Algiers.
      await e2e.shop.handle({ type: 'ClearOpeningHours', data: {} });
      const product = await plainProduct();
      const district = (await e2e.shop.get<{ data: DistrictView[] }>('/api/districtDelivery')).data[0]!;
      await e2e.shop.shop.waitForProjections(30_000);
      const watcher = await e2e.openPage();
      const taker = await e2e.openPage();
      try {
        const page = taker.page;
        await logIn(page, ADMIN);
        await logIn(watcher.page, ADMIN);
        // The watcher's list is open before the order is taken.
        await watcher.page.goto('/dashboard/orders');
        await watcher.page.getByRole('heading', { level: 1, name: FR.orders }).waitFor();
        await markDocument(watcher.page);

        await page.goto('/dashboard/orders');
        await page.getByRole('link', { name: FR.takeOrder }).click();
        await page.getByRole('heading', { level: 1, name: FR.newTitle }).waitFor();
        // The number is nobody's yet: the customer is entered without an account.
        await page.getByLabel(FR.search).fill('0770 12 34 56');
        await page.getByRole('button', { name: 'Chercher', exact: true }).click();
        await page.getByText(FR.none).waitFor();
        const main = page.getByRole('main');
        await main.getByLabel(/^Nom\*?$/).fill('nadia kaci');
        await expect.poll(() => main.getByLabel(/^Téléphone\*?$/).inputValue()).toBe('0770 12 34 56');
        await main.getByLabel(/^Quartier\*?$/).selectOption(district._id);
        await main.getByLabel(/^Adresse\*?$/).fill('5 rue des Palmiers');
        await page.getByLabel('Choisir un produit').selectOption(product._id);
        await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
        await page.getByRole('button', { name: `+ ${product.name}`, exact: true }).click();
        await page.getByRole('button', { name: 'Passer la commande', exact: true }).click();

        // The taker lands on the order, marked as taken by phone.
        await page.waitForURL(/\/dashboard\/orders\/[^/]+$/);
        const heading = page.getByRole('heading', { name: /#\d+/ });
        const number = /#\d+/.exec(await textOf(heading))![0];
        await page.getByText(`${FR.byPhone} · Prise par Admin Oran Food`, { exact: true }).waitFor();
        await eventually(() => textOf(page.getByRole('group', { name: FR.toPay }))).toBe(
          formatDA(product.finalPrice * 2 + district.price),
        );

        // The other staff screen shows it without a reload.
        const row = staffRow(watcher.page, number);
        await eventually(() => row.count()).toBe(1);
        await row.getByText(FR.byPhone, { exact: true }).waitFor();
        expect(await stillSameDocument(watcher.page)).toBe(true);
      } finally {
        await watcher.context.close();
        await taker.context.close();
      }
    },
  );
});
