// Spec §2: every unknown path and /notFound show 'Page non trouvée' (one under a route group that loads its routes on
// the first navigation there too); an unknown product id ends there too.
import { describe, expect, it } from 'vitest';
import { textOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

describe('not found', () => {
  it.each(['/this/does/not/exist', '/notFound', '/authentication/nope'])(
    "%s shows 'Page non trouvée'",
    async (path) => {
      const { context, page } = await e2e.openPage();
      try {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200); // the SPA shell answers, the client shows the screen
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await textOf(heading)).toBe('Page non trouvée');
        expect(new URL(page.url()).pathname).toBe(path);
        // The layout is still there: the visitor can go home or to the menu.
        await page.getByRole('link', { name: 'Voir le menu' }).click();
        await page.waitForURL((url) => url.pathname === '/menu');
        await page.getByRole('button', { name: 'Ajouter au panier' }).first().waitFor(); // the menu's cards
      } finally {
        await context.close();
      }
    },
  );

  it('an unknown product id /menu/nope ends on the not-found screen', async () => {
    // The API answers 404 for it (a final answer, not retried).
    const res = await fetch(`${e2e.shop.url}/api/products/nope`);
    expect(res.status).toBe(404);

    const { context, page } = await e2e.openPage();
    try {
      await page.goto('/menu/nope');
      await page.waitForURL((url) => url.pathname === '/notFound');
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Page non trouvée');
      // No product screen under it: nothing to add to the cart.
      expect(await page.getByRole('button', { name: 'Ajouter au panier' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
