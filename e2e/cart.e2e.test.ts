// The cart (spec §3/§4): several lines, plus/minus (minus never below 1), adding again increases the quantity,
// removing a line; every line total is finalPrice × quantity and the cart total their sum, with the prices of
// the API; a reload keeps the same lines and totals; an empty cart says so and orders nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import {
  animationsSettled,
  cartButton,
  cartButtonName,
  eventually,
  formatDA,
  textOf,
  textsOf,
} from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Mon panier' });
/** A line of the cart, named by its product. */
const line = (page: Page, name: string) => drawer(page).getByRole('listitem', { name, exact: true });
/** A menu card, named by its product. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** The card's button says whether its product is in the cart (« Ajouter encore un ») or not yet. */
const inCart = async (page: Page, name: string) =>
  (await card(page, name).getByRole('button').getAttribute('aria-label')) === 'Ajouter encore un';

type Model = { product: ProductView; qty: number }[];

/** What the drawer must show for these lines: computed from the API's finalPrice, never read from the page. */
const expectedCart = (model: Model) => ({
  lines: model.map(({ product, qty }) => ({
    name: product.name,
    qty: String(qty),
    total: formatDA(product.finalPrice * qty),
  })),
  total: formatDA(model.reduce((sum, { product, qty }) => sum + product.finalPrice * qty, 0)),
  count: `Articles : ${model.reduce((n, { qty }) => n + qty, 0)}`,
});

async function shownCart(page: Page) {
  // Each line is named by its product: the names in the drawer's order, then what each line shows.
  const names = await drawer(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) =>
        (item as unknown as { getAttribute(n: string): string }).getAttribute('aria-label'),
      ),
    );
  const lines = await Promise.all(
    names.map(async (name) => ({
      name,
      qty: await textOf(line(page, name).getByRole('status', { name: 'Quantité' })),
      total: await textOf(line(page, name).getByRole('group', { name: 'Total de la ligne' })),
    })),
  );
  return {
    lines,
    total: await textOf(drawer(page).getByRole('group', { name: 'Total', exact: true })),
    count: await textOf(drawer(page).getByText(/^Articles : /)),
  };
}

const expectCart = async (page: Page, model: Model) => {
  await eventually(() => shownCart(page)).toEqual(expectedCart(model));
  const items = model.reduce((n, { qty }) => n + qty, 0);
  await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(items));
};

describe('cart', () => {
  it('quantities, removal and totals in DA, kept across a reload', { timeout: 180_000 }, async () => {
    const first = await e2e.shop.products({});
    // Three products of the first page, one of them discounted (finalPrice below price) when there is one.
    const discounted = first.data.find((p) => p.discounted);
    const picks = [...(discounted ? [discounted] : []), ...first.data.filter((p) => p !== discounted)].slice(
      0,
      3,
    );
    expect(picks).toHaveLength(3);
    const [a, b, c] = picks as [ProductView, ProductView, ProductView];
    if (discounted) expect(discounted.finalPrice).toBeLessThan(discounted.price);

    const { context, page, errors } = await e2e.openPage();
    try {
      await page.goto('/menu');
      await eventually(() => textsOf(page.getByRole('article').getByRole('heading'))).toEqual(
        first.data.map((p) => p.name),
      );

      // Add a, b, c from their cards; b twice (adding an existing item increases its quantity).
      for (const p of [a, b, c]) {
        await card(page, p.name).getByRole('button', { name: 'Ajouter au panier' }).click();
        await eventually(() => inCart(page, p.name)).toBe(true);
      }
      await card(page, b.name).getByRole('button', { name: 'Ajouter encore un' }).click();
      await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(4));

      await cartButton(page).click();
      await drawer(page).waitFor();
      const model: Model = [
        { product: a, qty: 1 },
        { product: b, qty: 2 },
        { product: c, qty: 1 },
      ];
      await expectCart(page, model);

      // Minus never goes below 1: at 1 the button is disabled and a forced click changes nothing.
      const minus = (p: ProductView) => line(page, p.name).getByRole('button', { name: /^Diminuer/ });
      const plus = (p: ProductView) => line(page, p.name).getByRole('button', { name: /^Augmenter/ });
      const remove = (p: ProductView) => line(page, p.name).getByRole('button', { name: /^Supprimer/ });
      const minusA = minus(a);
      expect(await minusA.isDisabled()).toBe(true);
      // Forced clicks skip the stability check: one sent while the drawer still slid in landed on the plus beside.
      await animationsSettled(page);
      await minusA.click({ force: true });
      await expectCart(page, model);

      // Plus twice on a, minus once on b (then b is at 1 and its minus is disabled).
      await plus(a).click();
      await plus(a).click();
      model[0]!.qty = 3;
      await expectCart(page, model);
      expect(await minusA.isDisabled()).toBe(false);
      await minus(b).click();
      model[1]!.qty = 1;
      await expectCart(page, model);
      expect(await minus(b).isDisabled()).toBe(true);
      await plus(c).click();
      model[2]!.qty = 2;
      await expectCart(page, model);

      // Remove b: its line goes, the totals follow.
      await remove(b).click();
      model.splice(1, 1);
      await line(page, b.name).waitFor({ state: 'detached' });
      await expectCart(page, model);
      const before = await shownCart(page);

      // Reload: the same lines, quantities and totals; the cards know what is in the cart. The closed drawer
      // reads no product (its count comes from the stored cart); opening it prices the lines from their products,
      // all in one lookup (GET /api/products/lookup?ids=).
      const productReads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/products/lookup') productReads.push(url.searchParams.get('ids')!);
        else if (url.pathname.startsWith('/api/products/')) productReads.push(url.pathname);
      });
      await page.reload();
      await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(5));
      await eventually(() => inCart(page, a.name)).toBe(true);
      expect(await inCart(page, b.name)).toBe(false);
      expect(await inCart(page, c.name)).toBe(true);
      expect(productReads).toEqual([]);
      await cartButton(page).click();
      await drawer(page).waitFor();
      await expectCart(page, model);
      expect(await shownCart(page)).toEqual(before);
      expect([...new Set(productReads)]).toEqual([[a._id, c._id].sort().join(',')]);

      // Empty it: the empty message, 0 DA, and an order button only says the cart is empty.
      for (const { product } of model) await remove(product).click();
      await drawer(page).getByText('Votre panier est vide', { exact: true }).waitFor();
      expect(await textOf(drawer(page).getByRole('group', { name: 'Total', exact: true }))).toBe('0 DA');
      expect(await cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(0));
      await drawer(page).getByRole('button', { name: 'Livrez-moi' }).click();
      await page.getByText('Votre panier est vide !').waitFor();
      expect(new URL(page.url()).pathname).toBe('/menu');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
