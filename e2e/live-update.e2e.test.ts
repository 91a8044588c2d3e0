// Live updates without reload: a command appended through the command handler (on the shop's own store) is
// projected into Redis, announced on the change channel, pushed on /ws, and the open page invalidates its
// queries and shows the change. The page is never reloaded (a marker set in the window survives).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import { cartButton, eventually, formatDA, textOf, textsOf } from './support/browser';
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
// The cart drawer stays open over the menu: the menu is still in sight, but the modal drawer hides it from the
// accessibility tree, hence `includeHidden` for what the test reads there.
/** A menu card, named by its product. */
const card = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true, includeHidden: true });
/** The menu's cards, by their products' names in page order. */
const cardNames = (page: Page) =>
  textsOf(page.getByRole('article', { includeHidden: true }).getByRole('heading', { includeHidden: true }));
const price = (scope: Locator) =>
  scope.getByRole('group', { name: 'Prix', exact: true, includeHidden: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Mon panier' });
/** A line of the cart, named by its product. */
const cartLine = (page: Page, name: string) => drawer(page).getByRole('listitem', { name, exact: true });
const lineTotal = (page: Page, name: string) =>
  textOf(cartLine(page, name).getByRole('group', { name: 'Total de la ligne' }));
const cartTotal = (page: Page) => textOf(drawer(page).getByRole('group', { name: 'Total', exact: true }));
const NEW = 'Nouveauté en direct';

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
        await eventually(() => cardNames(menu)).toEqual(before.data.map((p) => p.name));
        const detail = await openListening(context, `/menu/${product._id}`);
        const detailPrice = price(detail.getByRole('main'));
        await eventually(() => textOf(detailPrice)).toBe(formatDA(product.finalPrice));

        // The product twice in the cart, whose drawer stays open on the menu page.
        await card(menu, product.name).getByRole('button', { name: 'Ajouter au panier' }).click();
        await card(menu, product.name).getByRole('button', { name: 'Ajouter encore un' }).click();
        await cartButton(menu).click();
        await cartLine(menu, product.name).waitFor();
        await eventually(() => lineTotal(menu, product.name)).toBe(formatDA(product.finalPrice * 2));

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
        await eventually(() => textOf(price(card(menu, product.name)))).toBe(formatDA(changed.finalPrice));
        await eventually(() => textOf(detailPrice)).toBe(formatDA(changed.finalPrice));
        // The open cart drawer follows: its line and total at the new price (what checkout will charge).
        await eventually(() => lineTotal(menu, product.name)).toBe(formatDA(changed.finalPrice * 2));
        await eventually(() => cartTotal(menu)).toBe(formatDA(changed.finalPrice * 2));

        // --- A new published product: the newest, so the first card of the default order.
        await e2e.shop.handle({
          type: 'CreateProduct',
          data: {
            productId: 'e2e-live-new',
            name: NEW,
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
        await eventually(() => cardNames(menu)).toEqual(after.data.map((p) => p.name));
        expect(await textOf(price(card(menu, NEW)))).toBe(formatDA(after.data[0]!.finalPrice));

        // Into the cart too (the drawer closed for the click, then opened again).
        await menu.keyboard.press('Escape');
        await drawer(menu).waitFor({ state: 'hidden' });
        await card(menu, NEW).getByRole('button', { name: 'Ajouter au panier' }).click();
        await cartButton(menu).click();
        await eventually(() => cartTotal(menu)).toBe(
          formatDA(changed.finalPrice * 2 + after.data[0]!.finalPrice),
        );

        // --- Unpublished: it leaves the open menu; the open cart shows it unavailable, out of the total.
        await e2e.shop.handle({ type: 'UnpublishProduct', data: { productId: 'e2e-live-new' } });
        await card(menu, NEW).waitFor({ state: 'detached' });
        // Its page (a shared link) still opens, but says it is unavailable and cannot add it.
        const gone = await openListening(context, '/menu/e2e-live-new');
        await gone.getByText("Ce produit n'est pas disponible pour le moment.", { exact: true }).waitFor();
        expect(await gone.getByRole('button', { name: 'Indisponible' }).isDisabled()).toBe(true);
        await gone.close();
        await cartLine(menu, NEW).getByText('Indisponible', { exact: true }).waitFor();
        await eventually(() => cartTotal(menu)).toBe(formatDA(changed.finalPrice * 2));
        // It cannot be ordered: both order buttons wait until it is removed, which the note offers.
        const onSite = drawer(menu).getByRole('button', { name: 'Manger sur place' });
        const delivery = drawer(menu).getByRole('button', { name: 'Livrez-moi' });
        expect(await onSite.isDisabled()).toBe(true);
        expect(await delivery.isDisabled()).toBe(true);
        const note = drawer(menu).getByText(
          'Les produits indisponibles ne sont pas comptés dans le total ; retirez-les pour commander.',
          { exact: true },
        );
        await note.waitFor();
        await drawer(menu).getByRole('button', { name: 'Retirer les produits indisponibles' }).click();
        await cartLine(menu, NEW).waitFor({ state: 'detached' });
        expect(await note.count()).toBe(0);
        expect(await cartTotal(menu)).toBe(formatDA(changed.finalPrice * 2));
        expect(await onSite.isEnabled()).toBe(true);
        expect(await delivery.isEnabled()).toBe(true);
        await eventually(() => cardNames(menu)).toEqual(
          (await e2e.shop.products({})).data.map((p) => p.name),
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
