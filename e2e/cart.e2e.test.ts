// The cart (spec §3/§4): several lines, plus/minus (minus never below 1), adding again increases the quantity,
// removing a line; every line total is finalPrice × quantity and the cart total their sum, with the prices of
// the API; a reload keeps the same lines and totals; an empty cart says so and orders nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import { animationsSettled, eventually, formatDA, productIdsOf, textOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

const drawer = (page: Page) => page.getByTestId('cart-drawer');
const line = (page: Page, id: string) =>
  drawer(page).locator(`[data-testid="cart-line"][data-product-id="${id}"]`);
const card = (page: Page, id: string) =>
  page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);

type Model = { product: ProductView; qty: number }[];

/** What the drawer must show for these lines: computed from the API's finalPrice, never read from the page. */
const expectedCart = (model: Model) => ({
  lines: model.map(({ product, qty }) => ({
    id: product._id,
    name: product.name,
    qty: String(qty),
    total: formatDA(product.finalPrice * qty),
  })),
  total: formatDA(model.reduce((sum, { product, qty }) => sum + product.finalPrice * qty, 0)),
  count: `Articles : ${model.reduce((n, { qty }) => n + qty, 0)}`,
});

async function shownCart(page: Page) {
  const ids = await productIdsOf(drawer(page).getByTestId('cart-line'));
  const lines = await Promise.all(
    ids.map(async (id) => ({
      id,
      name: await textOf(line(page, id).getByTestId('cart-line-name')),
      qty: await textOf(line(page, id).getByTestId('qty')),
      total: await textOf(line(page, id).getByTestId('line-total')),
    })),
  );
  return {
    lines,
    total: await textOf(drawer(page).getByTestId('cart-total')),
    // The count in the drawer's header (its test id is being renamed from cart-count to cart-drawer-count).
    count: await textOf(drawer(page).getByTestId(/^cart(-drawer)?-count$/)),
  };
}

const expectCart = async (page: Page, model: Model) => {
  await eventually(() => shownCart(page)).toEqual(expectedCart(model));
  const items = model.reduce((n, { qty }) => n + qty, 0);
  await eventually(() => textOf(page.locator('header').getByTestId('cart-count'))).toBe(String(items));
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
      await eventually(() => productIdsOf(page.getByTestId('product-card'))).toEqual(
        first.data.map((p) => p._id),
      );

      // Add a, b, c from their cards; b twice (adding an existing item increases its quantity).
      for (const p of [a, b, c]) {
        await card(page, p._id).getByTestId('add-to-cart').click();
        await eventually(() => card(page, p._id).getAttribute('data-added')).toBe('true');
      }
      await card(page, b._id).getByTestId('add-to-cart').click();
      await eventually(() => textOf(page.locator('header').getByTestId('cart-count'))).toBe('4');

      await page.getByTestId('cart-button').click();
      await drawer(page).waitFor();
      const model: Model = [
        { product: a, qty: 1 },
        { product: b, qty: 2 },
        { product: c, qty: 1 },
      ];
      await expectCart(page, model);

      // Minus never goes below 1: at 1 the button is disabled and a forced click changes nothing.
      const minusA = line(page, a._id).getByTestId('qty-minus');
      expect(await minusA.isDisabled()).toBe(true);
      // Forced clicks skip the stability check: one sent while the drawer still slid in landed on the plus beside.
      await animationsSettled(page);
      await minusA.click({ force: true });
      await expectCart(page, model);

      // Plus twice on a, minus once on b (then b is at 1 and its minus is disabled).
      await line(page, a._id).getByTestId('qty-plus').click();
      await line(page, a._id).getByTestId('qty-plus').click();
      model[0]!.qty = 3;
      await expectCart(page, model);
      expect(await minusA.isDisabled()).toBe(false);
      await line(page, b._id).getByTestId('qty-minus').click();
      model[1]!.qty = 1;
      await expectCart(page, model);
      expect(await line(page, b._id).getByTestId('qty-minus').isDisabled()).toBe(true);
      await line(page, c._id).getByTestId('qty-plus').click();
      model[2]!.qty = 2;
      await expectCart(page, model);

      // Remove b: its line goes, the totals follow.
      await line(page, b._id).getByTestId('remove-line').click();
      model.splice(1, 1);
      await line(page, b._id).waitFor({ state: 'detached' });
      await expectCart(page, model);
      const before = await shownCart(page);

      // Reload: the same lines, quantities and totals; the cards know what is in the cart. The closed drawer
      // reads no product (its count comes from the stored cart); opening it prices each line from its product.
      const productReads: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/products/')) productReads.push(decodeURIComponent(path.slice(14)));
      });
      await page.reload();
      await eventually(() => textOf(page.locator('header').getByTestId('cart-count'))).toBe('5');
      await eventually(() => card(page, a._id).getAttribute('data-added')).toBe('true');
      expect(await card(page, b._id).getAttribute('data-added')).toBe('false');
      expect(await card(page, c._id).getAttribute('data-added')).toBe('true');
      expect(productReads).toEqual([]);
      await page.getByTestId('cart-button').click();
      await drawer(page).waitFor();
      await expectCart(page, model);
      expect(await shownCart(page)).toEqual(before);
      expect([...new Set(productReads)].sort()).toEqual([a._id, c._id].sort());

      // Empty it: the empty message, 0 DA, and an order button only says the cart is empty.
      for (const { product } of model) await line(page, product._id).getByTestId('remove-line').click();
      await drawer(page).getByTestId('cart-empty').waitFor();
      expect(await textOf(drawer(page).getByTestId('cart-empty'))).toContain('Votre panier est vide');
      expect(await textOf(drawer(page).getByTestId('cart-total'))).toBe('0 DA');
      expect(await page.locator('header').getByTestId('cart-count').count()).toBe(0);
      await drawer(page).getByTestId('order-delivery').click();
      await page.getByText('Votre panier est vide !').waitFor();
      expect(new URL(page.url()).pathname).toBe('/menu');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
