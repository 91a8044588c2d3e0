// Issue 33 item 11: the checkout (/myAccount/orderMethod, with and without its `surPlace` preset, through the delivery
// details to the confirmation) asks for nothing that answers 404 and logs no console error, for a signed-in customer
// with a complete profile and a cart. A guard: in this code no such request was found (see the commit message).
// The 404s that were possible: a cart line whose product staff deleted since it was added (its GET /api/products/:id,
// and its image saved when added, an upload deleted since); the cart now reads its products in one lookup.
import { describe, expect, it } from 'vitest';
import { ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';
import { asAdminPage } from './support/staff';

const CUSTOMER = {
  name: 'Karim',
  lastName: 'Bensaid',
  email: 'karim.bensaid@example.dz',
  password: 'karim-secret',
};

const e2e = useShopAndBrowser({ withMail: true, env: ADMIN_ENV });

describe('the checkout page in the browser console', () => {
  it(
    '/myAccount/orderMethod loads no resource that answers 404 and logs no error',
    { timeout: 90_000 },
    async () => {
      const userId = await verifiedCustomer(e2e, CUSTOMER);
      const { context, page, errors } = await e2e.openPage();
      const notFound: string[] = [];
      const consoleErrors: string[] = [];
      context.on('response', (response) => {
        if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      try {
        await logIn(page, CUSTOMER);
        await completeProfile(context.request, userId, CUSTOMER);
        await page.goto('/menu');
        await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).first().click();
        await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();

        for (const search of ['', '?surPlace=false', '?surPlace=true']) {
          await page.goto(`/myAccount/orderMethod${search}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          // What the step loads once shown (districts, the checkout's prices, the slots) has answered.
          await page.waitForLoadState('networkidle');
        }
        // The whole way: method, delivery details, confirmation.
        await page.goto('/myAccount/orderMethod');
        await page.getByRole('button', { name: /^Livrez-moi/ }).click();
        await page.getByRole('button', { name: 'Continuer' }).click();
        await page.getByRole('button', { name: 'Envoyer la commande' }).waitFor();
        await page.waitForLoadState('networkidle');

        expect(notFound).toEqual([]);
        expect(consoleErrors).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a cart holding a product staff deleted after it was added loads no 404: the line shows as unavailable',
    { timeout: 90_000 },
    async () => {
      const customer = { ...CUSTOMER, name: 'Lina', email: 'lina.hadj@example.dz' };
      const userId = await verifiedCustomer(e2e, customer);
      const [plain] = (await e2e.shop.products({ limit: 1 })).data;
      if (!plain) throw new Error('the seeded menu has no product');
      // Its image an upload that staff's deletion took with it (no such file here: it answers 404 once asked).
      await e2e.shop.handle({
        type: 'CreateProduct',
        data: {
          productId: 'e2e-kebab-gone',
          name: 'Kebab du jour',
          size: { value: 1, unit: 'pièce' },
          description: 'Retiré de la carte après avoir été mis au panier.',
          price: 650,
          sold: 0,
          categoryId: plain.category._id,
          img: '/uploads/original/e2e-kebab-gone.webp',
          active: true,
        },
      });
      await e2e.shop.shop.waitForProjections(15_000);

      const { context, page, errors } = await e2e.openPage();
      const notFound: string[] = [];
      try {
        await logIn(page, customer);
        await completeProfile(context.request, userId, customer);
        // The menu shows the newest first: the kebab's card, then another product's.
        await page.goto('/menu');
        const add = { name: 'Ajouter au panier', exact: true };
        await page
          .getByRole('article', { name: 'Kebab du jour', exact: true })
          .getByRole('button', add)
          .click();
        await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
        await page.getByRole('button', add).first().click();
        await page.getByRole('button', { name: 'Panier, 2 articles' }).waitFor();

        await asAdminPage(e2e, async (admin) => {
          const deleted = await admin.context.request.delete('/api/products/e2e-kebab-gone');
          expect(deleted.status()).toBe(200);
        });
        await e2e.shop.shop.waitForProjections(15_000);

        context.on('response', (response) => {
          if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
        });
        await page.goto('/myAccount/orderMethod');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Panier, 2 articles' }).click();
        const drawer = page.getByRole('dialog', { name: 'Mon panier' });
        const gone = drawer.getByRole('listitem', { name: 'Kebab du jour' });
        await gone.getByText('Indisponible', { exact: true }).waitFor();
        // Its image is the placeholder, which loads nothing.
        expect(await gone.getByRole('img', { name: 'Kebab du jour' }).getAttribute('src')).toBeNull();
        await page.waitForLoadState('networkidle');

        expect(notFound).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
