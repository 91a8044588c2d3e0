// Options and extras in the browser (docs/catalogue.md "Options and extras"), over the real shop: staff give a
// product a size (exactly one) and extras (up to 3) in the product form; a customer picks choices on the product
// page and sees the running price, the cart keeps one line per product + choices (the same choices add up,
// others split), orders on site, and sees the choices on the order detail and in the confirmation mail.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import { eventually, formatDA, textOf } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const CUSTOMER = {
  name: 'Nadia',
  lastName: 'Hamidi',
  email: 'nadia.hamidi@example.dz',
  password: 'nadia-secret',
};

const e2e = useShopAndBrowser({
  env: ADMIN_ENV,
  withMail: true,
});

const field = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: false });

/** Staff: the options of group `n` (its labels, min, max and choices with their price deltas). */
async function fillGroup(
  page: Page,
  n: number,
  group: { fr: string; en: string; min: string; max: string; choices: [string, string][] },
) {
  await page.getByRole('button', { name: "Ajouter un groupe d'options" }).click();
  const fieldset = page.getByRole('group', { name: new RegExp(`^Groupe d'options ${n}`) });
  await field(fieldset, 'Nom du groupe (français)').fill(group.fr);
  await field(fieldset, 'Nom du groupe (anglais)').fill(group.en);
  await field(fieldset, 'Choix minimum').fill(group.min);
  await field(fieldset, 'Choix maximum').fill(group.max);
  for (const [index, [label, delta]] of group.choices.entries()) {
    if (index > 0) await fieldset.getByRole('button', { name: 'Ajouter un choix' }).click();
    await field(fieldset, `Choix ${index + 1} (français)`).fill(label);
    await field(fieldset, `Supplément du choix ${index + 1} (DA)`).fill(delta);
  }
}

describe('options and extras', () => {
  it(
    'staff add options to a product; a customer picks them, sees the running price, the cart splits and merges lines, orders and sees the choices',
    { timeout: 240_000 },
    async () => {
      const product: ProductView = (await e2e.shop.products({})).data[0]!;
      const userId = await verifiedCustomer(e2e, CUSTOMER);
      const staff = await e2e.openPage();
      const customer = await e2e.openPage();
      try {
        // --- Staff: the product form's options, saved.
        const { page: admin } = staff;
        await logIn(admin, ADMIN);
        await admin.goto(`/dashboard/editProduct/${product._id}`);
        await admin.getByRole('group', { name: 'Options et suppléments' }).waitFor();
        await fillGroup(admin, 1, {
          fr: 'Taille',
          en: 'Size',
          min: '1',
          max: '1',
          choices: [
            ['M', '0'],
            ['XL', '300'],
          ],
        });
        await fillGroup(admin, 2, {
          fr: 'Suppléments',
          en: 'Extras',
          min: '0',
          max: '3',
          choices: [
            ['Fromage', '100'],
            ['Œuf', '50'],
          ],
        });
        await admin.getByRole('button', { name: 'Enregistrer' }).click();
        await admin.waitForURL((url) => url.pathname === '/dashboard/myProducts');
        await eventually(async () => {
          const view = await e2e.shop.get<{ data: ProductView }>(`/api/products/${product._id}`);
          return view.data.optionGroups.map((g) => [
            g.label.fr,
            g.min,
            g.max,
            g.choices.map((c) => c.priceDelta),
          ]);
        }).toEqual([
          ['Taille', 1, 1, [0, 300]],
          ['Suppléments', 0, 3, [100, 50]],
        ]);

        // --- Customer: signed in with a complete profile, on the product page.
        const { page, context } = customer;
        const signIn = await context.request.post('/api/auth/login', {
          data: { email: CUSTOMER.email, password: CUSTOMER.password },
        });
        expect(signIn.status()).toBe(200);
        await completeProfile(context.request, userId, CUSTOMER);
        await logIn(page, CUSTOMER);
        await page.goto(`/menu/${product._id}`);
        // The running price: the first amount of the group (a discounted product's old price follows, struck).
        const price = page.getByRole('group', { name: 'Prix avec vos choix' }).getByText(/ DA$/).first();
        await eventually(() => textOf(price)).toBe(formatDA(product.finalPrice));
        const main = page.getByRole('main');
        const add = main.getByRole('button', { name: 'Ajouter au panier' });
        const added = main.getByRole('button', { name: 'Ajouté au panier' });
        // A size is required: the button waits for it and says why.
        expect(await add.isDisabled()).toBe(true);
        expect(await textOf(page.getByText('Choisissez : Taille'))).toBe('Choisissez : Taille');

        // Chosen as a person does, by the choice's text; the controls' state is read by role.
        const sizes = page.getByRole('radiogroup', { name: 'Taille' });
        const extras = page.getByRole('group', { name: /^Suppléments/ });
        await sizes.getByText('XL', { exact: true }).click();
        expect(await sizes.getByRole('radio', { name: /XL/ }).isChecked()).toBe(true);
        await eventually(() => textOf(price)).toBe(formatDA(product.finalPrice + 300));
        await extras.getByText('Fromage', { exact: true }).click();
        expect(await extras.getByRole('checkbox', { name: /Fromage/ }).isChecked()).toBe(true);
        await eventually(() => textOf(price)).toBe(formatDA(product.finalPrice + 400));
        await add.click();
        await added.waitFor();
        await added.click(); // the same choices again: the same line, quantity 2

        await sizes.getByText('M', { exact: true }).click();
        await extras.getByText('Fromage', { exact: true }).click();
        expect(await extras.getByRole('checkbox', { name: /Fromage/ }).isChecked()).toBe(false);
        await eventually(() => textOf(price)).toBe(formatDA(product.finalPrice));
        await add.waitFor();
        await add.click();

        // --- The cart: two lines of the product, split by their choices.
        await page.getByRole('button', { name: 'Panier, 3 articles' }).click();
        const drawer = page.getByRole('dialog', { name: 'Mon panier' });
        const lineTotal = (line: Locator) => textOf(line.getByRole('group', { name: 'Total de la ligne' }));
        const lines = drawer.getByRole('listitem');
        await eventually(() => lines.count()).toBe(2);
        const xlLine = lines.filter({ hasText: 'Taille: XL · Suppléments: Fromage' });
        const mLine = lines.filter({ hasText: 'Taille: M' });
        expect(await textOf(xlLine.getByRole('status', { name: 'Quantité' }))).toBe('2');
        await eventually(() => lineTotal(xlLine)).toBe(formatDA((product.finalPrice + 400) * 2));
        await eventually(() => lineTotal(mLine)).toBe(formatDA(product.finalPrice));
        const items = (product.finalPrice + 400) * 2 + product.finalPrice;

        // --- Ordered on site; the order detail shows the choices of each line.
        await drawer.getByRole('button', { name: 'Manger sur place' }).click();
        const toPay = page.getByRole('group', { name: 'TOTAL À PAYER' });
        await eventually(() => textOf(toPay)).toBe(formatDA(items));
        await page.getByRole('button', { name: 'Envoyer la commande' }).click();
        await page.waitForURL((url) => /^\/myAccount\/myOrders\/[^/]+$/.test(url.pathname), {
          timeout: 20_000,
        });
        const table = page.getByRole('table');
        const rows = table.getByRole('row', { name: new RegExp(product.name) });
        await eventually(() => rows.count()).toBe(2);
        const xlRow = rows.filter({ hasText: 'Taille: XL · Suppléments: Fromage' });
        expect(await textOf(xlRow)).toContain(formatDA((product.finalPrice + 400) * 2));
        expect(await rows.filter({ hasText: 'Taille: M' }).count()).toBe(1);
        expect(await textOf(toPay)).toBe(formatDA(items));

        // Staff: the kitchen ticket and the audit history show the choices of each line.
        const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
        await admin.goto(`/dashboard/orders/${orderId}/ticket`);
        const ticket = admin.getByRole('listitem').filter({ hasText: product.name });
        await eventually(() => ticket.count()).toBe(2);
        expect(await textOf(ticket.filter({ hasText: 'Taille: XL · Suppléments: Fromage' }))).toContain(
          '2 ×',
        );
        expect(await ticket.filter({ hasText: 'Taille: M' }).count()).toBe(1);
        await admin.goto(`/dashboard/orders/${orderId}/history`);
        await eventually(() =>
          admin
            .getByText(`2 × ${product.name} — Taille: XL · Suppléments: Fromage`, { exact: false })
            .count(),
        ).toBeGreaterThan(0);

        // The confirmation mail lists the choices too.
        const mail = await e2e.mail.waitForMail(CUSTOMER.email, (m) => m.text.includes('Taille: XL'));
        expect(mail.text).toContain(`2 × ${product.name}`);
        expect(mail.text).toContain('Taille: XL · Suppléments: Fromage');
        expect(mail.text).toContain('Taille: M');
      } finally {
        await staff.context.close();
        await customer.context.close();
      }
    },
  );
});
