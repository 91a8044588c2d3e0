// Live updates without reload: a command appended through the command handler (on the shop's own store) is
// projected into Redis, announced on the change channel, pushed on /ws, and the open page invalidates its
// queries and shows the change. The page is never reloaded (a marker set in the window survives).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import { eventually, formatDA, productIdsOf, textOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

// Counts the page's WebSockets that reached `open`, so a command is only appended once the page listens
// (a change sent before the socket is open would not reach it, and nothing else tells when it is).
const COUNT_OPEN_SOCKETS = `(() => {
  window.__openSockets = 0;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => { window.__openSockets += 1; });
    }
  };
})();`;

/** Frames each page received on /ws (the change messages), to show the update came that way. */
const framesOf = new WeakMap<Page, string[]>();

async function openListening(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const frames: string[] = [];
  framesOf.set(page, frames);
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname !== '/ws') return;
    ws.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString('utf8')),
    );
  });
  await page.goto(path);
  await eventually(() => page.evaluate('window.__openSockets')).toBeGreaterThan(0);
  await page.evaluate('window.__notReloaded = true');
  return page;
}

const notReloaded = (page: Page) => page.evaluate('window.__notReloaded === true');
const card = (page: Page, id: string) =>
  page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
const cartLine = (page: Page, id: string) =>
  page.getByTestId('cart-drawer').locator(`[data-testid="cart-line"][data-product-id="${id}"]`);

describe('live updates over /ws', () => {
  it(
    'a price change and a new product appear in the open menu and product pages',
    { timeout: 120_000 },
    async () => {
      const { context, page: first, errors } = await e2e.openPage();
      await first.close();
      await context.addInitScript(COUNT_OPEN_SOCKETS);
      try {
        const before = await e2e.shop.products({});
        const product: ProductView = before.data.find((p) => !p.discounted) ?? before.data[0]!;

        const menu = await openListening(context, '/menu');
        await eventually(() => productIdsOf(menu.getByTestId('product-card'))).toEqual(
          before.data.map((p) => p._id),
        );
        const detail = await openListening(context, `/menu/${product._id}`);
        const detailPrice = detail.getByTestId('product-screen').getByTestId('product-price');
        await eventually(() => textOf(detailPrice)).toBe(formatDA(product.finalPrice));

        // The product twice in the cart, whose drawer stays open on the menu page.
        await card(menu, product._id).getByTestId('add-to-cart').click();
        await card(menu, product._id).getByTestId('add-to-cart').click();
        await menu.getByTestId('cart-button').click();
        await cartLine(menu, product._id).waitFor();
        await eventually(() => textOf(cartLine(menu, product._id).getByTestId('line-total'))).toBe(
          formatDA(product.finalPrice * 2),
        );

        // --- A price change (UpdateProduct with every field as it is, but the price).
        await e2e.shop.handle({
          type: 'UpdateProduct',
          data: {
            productId: product._id,
            name: product.name,
            size: product.size,
            description: product.description,
            price: product.price + 150,
            sold: product.sold,
            categoryId: product.category._id,
          },
        });
        await e2e.shop.shop.waitForProjections(15_000);
        const changed = (await e2e.shop.get<{ data: ProductView }>(`/api/products/${product._id}`)).data;
        expect(changed.finalPrice).not.toBe(product.finalPrice);
        await eventually(() => textOf(card(menu, product._id).getByTestId('product-price'))).toBe(
          formatDA(changed.finalPrice),
        );
        await eventually(() => textOf(detailPrice)).toBe(formatDA(changed.finalPrice));
        // The open cart drawer follows: its line and total at the new price (what checkout will charge).
        await eventually(() => textOf(cartLine(menu, product._id).getByTestId('line-total'))).toBe(
          formatDA(changed.finalPrice * 2),
        );
        await eventually(() => textOf(menu.getByTestId('cart-total'))).toBe(formatDA(changed.finalPrice * 2));

        // --- A new published product: the newest, so the first card of the default order.
        await e2e.shop.handle({
          type: 'CreateProduct',
          data: {
            productId: 'e2e-live-new',
            name: 'Nouveauté en direct',
            size: { value: 1, unit: 'XL' },
            description: 'Apparue sans recharger la page.',
            price: 990,
            sold: 0,
            categoryId: product.category._id,
            img: '/images/placeholder.svg',
            active: true,
          },
        });
        await e2e.shop.shop.waitForProjections(15_000);
        const after = await e2e.shop.products({});
        expect(after.total).toBe(before.total + 1);
        expect(after.data[0]?._id).toBe('e2e-live-new');
        await eventually(() => productIdsOf(menu.getByTestId('product-card'))).toEqual(
          after.data.map((p) => p._id),
        );
        expect(await textOf(card(menu, 'e2e-live-new').getByTestId('product-name'))).toBe(
          'Nouveauté en direct',
        );
        expect(await textOf(card(menu, 'e2e-live-new').getByTestId('product-price'))).toBe(
          formatDA(after.data[0]!.finalPrice),
        );

        // Into the cart too (the drawer closed for the click, then opened again).
        await menu.keyboard.press('Escape');
        await menu.getByTestId('cart-drawer').waitFor({ state: 'hidden' });
        await card(menu, 'e2e-live-new').getByTestId('add-to-cart').click();
        await menu.getByTestId('cart-button').click();
        await eventually(() => textOf(menu.getByTestId('cart-total'))).toBe(
          formatDA(changed.finalPrice * 2 + after.data[0]!.finalPrice),
        );

        // --- Unpublished: it leaves the open menu; the open cart shows it unavailable, out of the total.
        await e2e.shop.handle({ type: 'UnpublishProduct', data: { productId: 'e2e-live-new' } });
        await card(menu, 'e2e-live-new').waitFor({ state: 'detached' });
        // Its page (a shared link) still opens, but says it is unavailable and cannot add it.
        const gone = await openListening(context, '/menu/e2e-live-new');
        await gone.getByTestId('product-unavailable').waitFor();
        expect(await gone.getByTestId('add-to-cart').isDisabled()).toBe(true);
        expect(await textOf(gone.getByTestId('product-unavailable'))).toContain(
          "Ce produit n'est pas disponible pour le moment.",
        );
        await gone.close();
        await eventually(() => cartLine(menu, 'e2e-live-new').getAttribute('data-available')).toBe('false');
        expect(await textOf(cartLine(menu, 'e2e-live-new').getByTestId('line-unavailable'))).toBe(
          'Indisponible',
        );
        await eventually(() => textOf(menu.getByTestId('cart-total'))).toBe(formatDA(changed.finalPrice * 2));
        // It cannot be ordered: both order buttons wait until it is removed, which the note offers.
        expect(await menu.getByTestId('order-on-site').isDisabled()).toBe(true);
        expect(await menu.getByTestId('order-delivery').isDisabled()).toBe(true);
        expect(await textOf(menu.getByTestId('cart-unavailable-note'))).toContain(
          'Les produits indisponibles ne sont pas comptés dans le total ; retirez-les pour commander.',
        );
        await menu.getByTestId('cart-remove-unavailable').click();
        await cartLine(menu, 'e2e-live-new').waitFor({ state: 'detached' });
        expect(await menu.getByTestId('cart-unavailable-note').count()).toBe(0);
        expect(await textOf(menu.getByTestId('cart-total'))).toBe(formatDA(changed.finalPrice * 2));
        expect(await menu.getByTestId('order-on-site').isEnabled()).toBe(true);
        expect(await menu.getByTestId('order-delivery').isEnabled()).toBe(true);
        await eventually(() => productIdsOf(menu.getByTestId('product-card'))).toEqual(
          (await e2e.shop.products({})).data.map((p) => p._id),
        );

        // It came over /ws: change messages of the products topic, naming both products.
        for (const page of [menu, detail]) {
          const messages = (framesOf.get(page) ?? []).map(
            (f) => JSON.parse(f) as { topic?: string; id?: string },
          );
          expect(messages.some((m) => m.topic === 'products')).toBe(true);
        }
        const menuIds = (framesOf.get(menu) ?? []).join('\n');
        expect(menuIds).toContain(product._id);
        expect(menuIds).toContain('e2e-live-new');

        // None of this needed a reload.
        expect(await notReloaded(menu)).toBe(true);
        expect(await notReloaded(detail)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
