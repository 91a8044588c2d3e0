// Issue 33 item 11: the checkout (/myAccount/orderMethod, with and without its `surPlace` preset, through the delivery
// details to the confirmation) asks for nothing that answers 404 and logs no console error, for a signed-in customer
// with a complete profile and a cart. A guard: in this code no such request was found (see the commit message).
import { describe, expect, it } from 'vitest';
import { completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const CUSTOMER = {
  name: 'Karim',
  lastName: 'Bensaid',
  email: 'karim.bensaid@example.dz',
  password: 'karim-secret',
};

const e2e = useShopAndBrowser({ withMail: true });

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
});
