// Sold out in Chromium over the real shop (issue 31 item 1; docs/kitchen.md "Sold out"). A visitor has the menu open
// with a product in the cart drawer; staff mark it sold out from the orders screen in two taps (pick it, "until
// tonight's closing"); without a reload, the visitor's menu card greys with "Épuisé", its add button is disabled, the
// cart line is flagged and both checkout buttons are disabled; staff turn it back and everything comes back live.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import { cartButton, eventually } from './support/browser';
import { ADMIN, ADMIN_ENV, logIn } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser({ env: ADMIN_ENV });

// Counts the page's WebSockets that reached `open`: staff mark the product only once the menu listens.
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

// frontend/src/locales/fr/{menu,cart,dashboard}.json
const FR = {
  soldOut: 'Épuisé',
  add: 'Ajouter au panier',
  target: 'Produit ou choix',
  untilClosing: 'Jusqu’à la fermeture de ce soir',
  backOnSale: (name: string) => `Remettre en vente : ${name}`,
  note: 'Un produit de votre panier est épuisé pour le moment : retirez-le pour commander.',
};

// The drawer is modal: the menu behind it is out of the accessibility tree, hence `includeHidden`.
const card = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true, includeHidden: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Mon panier' });
const cartLine = (page: Page, name: string) => drawer(page).getByRole('listitem', { name, exact: true });

describe('sold out', () => {
  it(
    'marked from the orders screen: the open menu greys it and the open cart cannot check out, without a reload',
    { timeout: 300_000 },
    async () => {
      // Always open (no hours): the cart's buttons depend on the sold-out line alone.
      await e2e.shop.handle({ type: 'ClearOpeningHours', data: {} });
      const product: ProductView = (await e2e.shop.products({ limit: 50 })).data.find(
        (p) => (p.optionGroups ?? []).length === 0,
      )!;
      const staff = await e2e.openPage();
      const visitor = await e2e.openPage();
      // Roomy waits: the journey is two browsers and the shop on one loaded machine.
      for (const { page } of [staff, visitor]) page.setDefaultTimeout(60_000);
      try {
        // Staff first signed in, on the live orders screen (the login form waited for: a loaded machine is slow).
        await staff.page.goto('/authentication/login');
        await eventually(() => staff.page.getByLabel('E-mail').isEditable(), 60_000).toBe(true);
        await logIn(staff.page, ADMIN);
        await staff.page.goto('/dashboard/orders');
        const panel = staff.page.getByRole('region', { name: 'Épuisés' });
        await panel.getByRole('combobox', { name: FR.target }).waitFor({ timeout: 60_000 });

        await visitor.context.addInitScript(COUNT_OPEN_SOCKETS);
        const menu = visitor.page;
        await menu.goto('/menu');
        await eventually(() => menu.evaluate('window.__openSockets'), 60_000).toBeGreaterThan(0);
        await menu.evaluate('window.__notReloaded = true');
        await card(menu, product.name).getByRole('button', { name: FR.add }).click();
        await cartButton(menu).click();
        await cartLine(menu, product.name).waitFor();
        const onSite = drawer(menu).getByRole('button', { name: 'Manger sur place' });
        const delivery = drawer(menu).getByRole('button', { name: 'Livrez-moi' });
        await eventually(() => onSite.isEnabled()).toBe(true);
        expect(await delivery.isEnabled()).toBe(true);

        // Staff pick the product, then its end (two taps).
        await staff.page.bringToFront();
        await panel.getByRole('combobox', { name: FR.target }).selectOption({ label: product.name });
        await panel.getByRole('button', { name: FR.untilClosing }).click();
        await panel
          .getByRole('button', { name: FR.backOnSale(product.name) })
          .first()
          .waitFor();

        // The visitor's menu and cart follow over /ws.
        await menu.bringToFront();
        const soldOutCard = card(menu, product.name);
        await soldOutCard.getByText(FR.soldOut, { exact: true }).waitFor({ state: 'attached' });
        expect(await soldOutCard.getByRole('button', { includeHidden: true }).isDisabled()).toBe(true);
        await cartLine(menu, product.name).getByText(FR.soldOut, { exact: true }).waitFor();
        await drawer(menu).getByText(FR.note, { exact: true }).waitFor();
        expect(await onSite.isDisabled()).toBe(true);
        expect(await delivery.isDisabled()).toBe(true);
        // The server says so too: the menu's answer carries the mark, until tonight's closing.
        const marked = (await e2e.shop.get<{ data: ProductView }>(`/api/products/${product._id}`)).data;
        expect(marked.soldOut?.until).toEqual(expect.any(String));

        // Back on sale: the card, the line and the buttons come back, still without a reload.
        await staff.page.bringToFront();
        await panel
          .getByRole('button', { name: FR.backOnSale(product.name) })
          .first()
          .click();
        await soldOutCard.getByText(FR.soldOut, { exact: true }).waitFor({ state: 'detached' });
        await eventually(() => onSite.isEnabled()).toBe(true);
        expect(await cartLine(menu, product.name).getByText(FR.soldOut, { exact: true }).count()).toBe(0);
        expect(await menu.evaluate('window.__notReloaded === true')).toBe(true);
        expect(visitor.errors).toEqual([]);
        expect(staff.errors).toEqual([]);
      } finally {
        await visitor.context.close();
        await staff.context.close();
      }
    },
  );
});
