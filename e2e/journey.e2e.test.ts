// A visitor's journey, as one visitor in one browser tab: home (banners, categories) → menu → a category
// (only its products) → sort → 'Charger plus' → a product (name, portion, price in DA) → add to the cart
// (toast, added state) → cart drawer → quantities → line and cart totals in DA (finalPrice × quantity from
// the API) → English → the order buttons send a visitor to the login screen → Arabic (the layout flips)
// → reload without losing the cart.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, type CategoryView, type ProductView } from '@shop/contracts';
import { chooseLanguage, eventually, formatDA, productIdsOf, textOf, textsOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';
import { recordToasts } from './support/toasts';

/** The category the visitor browses: the one with the most published products, plus one product added here. */
let category: CategoryView;

const EXTRA_ID = 'e2e-journey-extra';

const e2e = useShopAndBrowser();

beforeAll(async () => {
  const categories = await e2e.shop.categories();
  const counts = await Promise.all(
    categories.map(async (c) => (await e2e.shop.products({ category: c.name })).total),
  );
  const best = counts.indexOf(Math.max(...counts));
  category = categories[best]!;
  // One more product in it (through the command handler, like every product), so the category alone has
  // more than one page and 'Charger plus' is part of browsing it.
  await e2e.shop.handle({
    type: 'CreateProduct',
    data: {
      productId: EXTRA_ID,
      name: 'Spéciale E2E',
      size: { value: 2, unit: 'XL' },
      description: 'Ajoutée par le test du parcours.',
      price: 1250,
      sold: 0,
      categoryId: category._id,
      img: '/images/placeholder.svg',
      active: true,
    },
  });
  await e2e.shop.shop.waitForProjections(15_000);
});

const cards = (page: Page) => page.getByTestId('product-list').getByTestId('product-card');
const header = (page: Page) => page.locator('header');
const drawer = (page: Page) => page.getByTestId('cart-drawer');
const line = (page: Page, id: string) =>
  drawer(page).locator(`[data-testid="cart-line"][data-product-id="${id}"]`);

async function openCart(page: Page) {
  await page.getByTestId('cart-button').click();
  await drawer(page).waitFor();
}

async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await drawer(page).waitFor({ state: 'hidden' });
}

/** A toast shows in the bottom-right quarter of the 1280×900 viewport (its centre, so a slide-in does not matter). */
async function expectBottomRight(toast: Locator) {
  await toast.waitFor();
  const box = await toast.boundingBox();
  expect(box, 'the toast vanished before it could be measured').not.toBeNull();
  expect(box!.x + box!.width / 2).toBeGreaterThan(1280 / 2);
  expect(box!.y + box!.height / 2).toBeGreaterThan(900 / 2);
}

/** Lines and totals as the cart drawer shows them. */
async function cartShown(page: Page) {
  const ids = await productIdsOf(drawer(page).getByTestId('cart-line'));
  const lines = await Promise.all(
    ids.map(async (id) => ({
      id,
      qty: await textOf(line(page, id).getByTestId('qty')),
      total: await textOf(line(page, id).getByTestId('line-total')),
    })),
  );
  return { lines, total: await textOf(drawer(page).getByTestId('cart-total')) };
}

describe('the visitor journey', () => {
  it(
    'home → menu → category → sort → load more → product → cart → en → ar → reload',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await e2e.openPage();
      const toasts = await recordToasts(page);
      try {
        // --- Home: the banners (in their order) and the categories, as the API has them.
        const banners = (await e2e.shop.get<{ data: { name: string; order: number }[] }>('/api/banners'))
          .data;
        const categories = await e2e.shop.categories();
        expect(banners.length).toBeGreaterThan(0);
        await page.goto('/');
        const carousel = page.getByTestId('banner-carousel');
        await carousel.waitFor();
        await eventually(() => textsOf(carousel.getByRole('heading'))).toEqual(
          [...banners].sort((a, b) => a.order - b.order).map((b) => b.name),
        );
        const grid = page.getByTestId('category-grid');
        await eventually(() => textsOf(grid.getByTestId('category-card').getByRole('heading'))).toEqual(
          categories.map((c) => c.name),
        );

        // --- Menu: all published products, newest first, 4 of them.
        await page.getByTestId('cta-menu').click();
        await page.waitForURL((url) => url.pathname === '/menu');
        const newest = await e2e.shop.products({});
        await eventually(() => productIdsOf(cards(page))).toEqual(newest.data.map((p) => p._id));

        // --- A category: only its products, its title.
        const inCategory = await e2e.shop.allProducts('-createdAt', category.name);
        expect(inCategory.total).toBeGreaterThan(4);
        await page.getByTestId(`category-${category.name}`).click();
        await page.waitForURL((url) => url.searchParams.get('category') === category.name);
        await eventually(() => textOf(page.getByTestId('menu-title'))).toBe(category.name);
        await eventually(() => productIdsOf(cards(page))).toEqual(
          inCategory.data.slice(0, 4).map((p) => p._id),
        );
        expect(inCategory.data.every((p) => p.category._id === category._id)).toBe(true);

        // --- Sort by price ascending: the first page of the API in that order.
        const byPrice = await e2e.shop.allProducts('price', category.name);
        await page.getByTestId('sort-select').selectOption('price');
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
        await eventually(() => productIdsOf(cards(page))).toEqual(byPrice.data.slice(0, 4).map((p) => p._id));
        const shownPrices = await textsOf(cards(page).getByTestId('product-price'));
        expect(shownPrices).toEqual(byPrice.data.slice(0, 4).map((p) => formatDA(p.finalPrice)));

        // --- 'Charger plus': the rest of the category, then the button is gone.
        const loadMore = page.getByTestId('load-more');
        expect(await textOf(loadMore)).toBe('Charger plus');
        await loadMore.click();
        await eventually(() => productIdsOf(cards(page))).toEqual(byPrice.data.slice(0, 8).map((p) => p._id));
        expect(byPrice.total).toBeLessThanOrEqual(8); // the seed has at most 4 per category, plus ours
        await loadMore.waitFor({ state: 'detached' });
        expect(await textOf(page.getByTestId('product-count'))).toBe(
          `${byPrice.total} sur ${byPrice.total} produits`,
        );

        // --- A product: prefer one with a discount (old price struck through).
        const product: ProductView = byPrice.data.find((p) => p.discounted) ?? byPrice.data[0]!;
        await cards(page)
          .and(page.locator(`[data-product-id="${product._id}"]`))
          .getByTestId('product-link')
          .click();
        await page.waitForURL((url) => url.pathname === `/menu/${product._id}`);
        const detail = page.getByTestId('product-screen');
        const name = detail.getByRole('heading', { level: 1 });
        await name.waitFor();
        expect(await textOf(name)).toBe(`${product.name} ${product.size.value} ${product.size.unit}`);
        expect(await textOf(detail.getByTestId('product-portion'))).toBe(
          `${product.size.value} ${product.size.unit}`,
        );
        expect(await textOf(detail.getByTestId('product-price'))).toBe(formatDA(product.finalPrice));
        expect(await textOf(detail.getByTestId('product-price'))).toMatch(/ DA$/);
        if (product.discounted) {
          expect(product.finalPrice).toBeLessThan(product.price);
          expect(await textOf(detail.getByTestId('old-price'))).toBe(formatDA(product.price));
          expect(await detail.locator('s').getByTestId('old-price').count()).toBe(1);
        }

        // --- Add it: a toast, the added state, the cart count in the header.
        const add = detail.getByTestId('add-to-cart');
        expect(await add.getAttribute('data-added')).toBe('false');
        expect(await textOf(add)).toBe('Ajouter au panier');
        await add.click();
        // The toast, at the bottom right (spec §4); read at once, it only stays a few seconds.
        await expectBottomRight(page.getByTestId('toaster').getByText(`${product.name} ajouté au panier`));
        await eventually(() => detail.getByTestId('add-to-cart').getAttribute('data-added')).toBe('true');
        expect(await textOf(detail.getByTestId('add-to-cart'))).toBe('Ajouté au panier');
        await eventually(() => textOf(header(page).getByTestId('cart-count'))).toBe('1');

        // --- Back to the list it came from; a second product from its card's plus button.
        await detail.getByTestId('back-button').click();
        await page.waitForURL((url) => url.pathname === '/menu' && url.searchParams.get('sort') === 'price');
        const other = byPrice.data.find((p) => p._id !== product._id)!;
        const otherCard = cards(page).and(page.locator(`[data-product-id="${other._id}"]`));
        await eventually(() =>
          cards(page)
            .and(page.locator(`[data-product-id="${product._id}"]`))
            .getAttribute('data-added'),
        ).toBe('true');
        await otherCard.getByTestId('add-to-cart').click();
        await eventually(() => otherCard.getAttribute('data-added')).toBe('true');
        await eventually(() => textOf(header(page).getByTestId('cart-count'))).toBe('2');

        // --- The cart drawer: quantities and totals (finalPrice × quantity, from the API's prices).
        await openCart(page);
        expect(await productIdsOf(drawer(page).getByTestId('cart-line'))).toEqual(
          expect.arrayContaining([product._id, other._id]),
        );
        const first = line(page, product._id);
        expect(await textOf(first.getByTestId('cart-line-name'))).toBe(product.name);
        expect(await textOf(first.getByTestId('cart-line-portion'))).toBe(
          `${product.size.value} ${product.size.unit}`,
        );
        await first.getByTestId('qty-plus').click();
        await first.getByTestId('qty-plus').click();
        await eventually(() => textOf(first.getByTestId('qty'))).toBe('3');
        const second = line(page, other._id);
        await second.getByTestId('qty-plus').click();
        await eventually(() => textOf(second.getByTestId('qty'))).toBe('2');
        await second.getByTestId('qty-minus').click();
        await eventually(() => textOf(second.getByTestId('qty'))).toBe('1');
        const expected = {
          first: formatDA(product.finalPrice * 3),
          second: formatDA(other.finalPrice * 1),
          total: formatDA(product.finalPrice * 3 + other.finalPrice),
        };
        expect(await textOf(first.getByTestId('line-total'))).toBe(expected.first);
        expect(await textOf(second.getByTestId('line-total'))).toBe(expected.second);
        expect(await textOf(drawer(page).getByTestId('cart-total'))).toBe(expected.total);
        await eventually(() => textOf(header(page).getByTestId('cart-count'))).toBe('4');
        const cartBefore = await cartShown(page);
        // LTR: the drawer opens on the right.
        await eventually(async () => {
          const box = (await drawer(page).boundingBox())!;
          return Math.round(box.x + box.width);
        }).toBe(1280);
        await closeCart(page);

        // --- English: texts change, amounts do not; the order buttons send a visitor to the login screen.
        await chooseLanguage(page, 'en');
        expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
        await eventually(() => textOf(page.getByTestId('product-count'))).toBe(
          `${byPrice.total} of ${byPrice.total} products`,
        );
        expect(await textsOf(cards(page).getByTestId('product-price'))).toEqual(
          byPrice.data.map((p) => formatDA(p.finalPrice)),
        );
        await openCart(page);
        expect(await textOf(drawer(page).getByRole('heading').first())).toBe('My cart');
        expect(await cartShown(page)).toEqual(cartBefore);
        expect(await textOf(drawer(page).getByTestId('order-on-site'))).toBe('Eat on site');
        await drawer(page).getByTestId('order-on-site').click();
        await page.waitForURL((url) => url.pathname === '/authentication/login');
        expect(await textOf(page.getByTestId('login-flash'))).toBe('You must be logged in to continue!');
        await drawer(page).waitFor({ state: 'hidden' });

        // --- Arabic: <html dir="rtl" lang="ar">, the layout flips (the cart drawer opens on the left), amounts stay LTR.
        await chooseLanguage(page, 'ar');
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await page.evaluate('getComputedStyle(document.body).direction')).toBe('rtl');
        await openCart(page);
        expect(await textOf(drawer(page).getByRole('heading').first())).toBe('سلتي');
        expect(await cartShown(page)).toEqual(cartBefore);
        await eventually(async () => Math.round((await drawer(page).boundingBox())!.x)).toBe(0);
        expect(await drawer(page).getByTestId('cart-total').getAttribute('dir')).toBe('ltr');
        await drawer(page).getByTestId('order-delivery').click();
        await page.waitForURL((url) => url.pathname === '/authentication/login');
        await eventually(() => textOf(page.getByTestId('login-flash'))).toBe(
          errorMessages['auth.required'].ar,
        );
        // Said once: the login screen's alert, no toast repeating it (checked on the recorded toasts below).
        expect(await page.getByText(errorMessages['auth.required'].ar).count()).toBe(1);

        // --- Reload: still Arabic, same cart.
        await page.reload();
        await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await page.locator('html').getAttribute('lang')).toBe('ar');
        await eventually(() => textOf(header(page).getByTestId('cart-count'))).toBe('4');
        await openCart(page);
        expect(await cartShown(page)).toEqual(cartBefore);
        await closeCart(page);

        // Toasts stay at the bottom RIGHT in Arabic too (the issue: bottom left is wrong): the add-to-cart one.
        await page.goto('/menu');
        await cards(page).first().getByTestId('add-to-cart').click();
        await expectBottomRight(page.getByTestId('toaster').locator('[data-part="root"]').last());

        // Long after the login redirect (a reload, another page): its message never showed as a toast. The recorder
        // saw the toasts that did show (the first add to cart), so this absence is not for want of looking.
        expect(toasts).toContainEqual(expect.stringContaining(`${product.name} ajouté au panier`));
        expect(toasts.filter((t) => t.includes(errorMessages['auth.required'].ar))).toEqual([]);

        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
