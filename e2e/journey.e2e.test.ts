// A visitor's journey, as one visitor in one browser tab: home (banners, categories) → menu → a category
// (only its products) → sort → 'Charger plus' → a product (name, portion, price in DA) → add to the cart
// (toast, added state) → cart drawer → quantities → line and cart totals in DA (finalPrice × quantity from
// the API) → English → the order buttons send a visitor to the login screen → Arabic (the layout flips)
// → reload without losing the cart.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, localized, type CategoryView, type ProductView } from '@shop/contracts';
import {
  cartButton,
  cartButtonName,
  chooseLanguage,
  eventually,
  formatDA,
  textOf,
  textsOf,
} from './support/browser';
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

type Lng = 'fr' | 'en' | 'ar';
/** The cart drawer's names in each language (frontend/src/locales/{lng}/cart.json). */
const CART: Record<Lng, { title: string; total: string; lineTotal: string; quantity: string }> = {
  fr: { title: 'Mon panier', total: 'Total', lineTotal: 'Total de la ligne', quantity: 'Quantité' },
  en: { title: 'My cart', total: 'Total', lineTotal: 'Line total', quantity: 'Quantity' },
  ar: { title: 'سلتي', total: 'المجموع', lineTotal: 'مجموع السطر', quantity: 'الكمية' },
};

/** The menu's product cards, each an article named by its product. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** The names of the cards shown, in their order. */
const cardNames = (page: Page) => textsOf(cards(page).getByRole('heading'));
/** Whether each product's price is on its card, as the API prices it (the current price, in DA). */
const cardPrices = (page: Page, products: ProductView[]) =>
  Promise.all(
    products.map(async (p) => card(page, p.name).getByText(formatDA(p.finalPrice), { exact: true }).count()),
  );
const drawer = (page: Page, lng: Lng = 'fr') => page.getByRole('dialog', { name: CART[lng].title });
/** A line of the cart, named by its product. */
const line = (page: Page, name: string, lng: Lng = 'fr') =>
  drawer(page, lng).getByRole('listitem', { name, exact: true });

async function openCart(page: Page, lng: Lng = 'fr') {
  await cartButton(page).click();
  await drawer(page, lng).waitFor();
}

async function closeCart(page: Page, lng: Lng = 'fr') {
  await page.keyboard.press('Escape');
  await drawer(page, lng).waitFor({ state: 'hidden' });
}

/** A toast shows in the bottom-right quarter of the 1280×900 viewport (its centre, so a slide-in does not matter). */
async function expectBottomRight(toast: Locator) {
  await toast.waitFor();
  const box = await toast.boundingBox();
  expect(box, 'the toast vanished before it could be measured').not.toBeNull();
  expect(box!.x + box!.width / 2).toBeGreaterThan(1280 / 2);
  expect(box!.y + box!.height / 2).toBeGreaterThan(900 / 2);
}

/** Lines (in the drawer's order, by product id) and totals as the cart drawer shows them in `lng`. */
async function cartShown(page: Page, products: ProductView[], lng: Lng = 'fr') {
  const names = await drawer(page, lng)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) =>
        (item as unknown as { getAttribute(n: string): string }).getAttribute('aria-label'),
      ),
    );
  const lines = await Promise.all(
    names.map(async (name) => ({
      id: products.find((p) => localized(p, lng).name === name)?._id ?? name,
      qty: await textOf(line(page, name, lng).getByRole('status', { name: CART[lng].quantity })),
      total: await textOf(line(page, name, lng).getByRole('group', { name: CART[lng].lineTotal })),
    })),
  );
  const total = drawer(page, lng).getByRole('group', { name: CART[lng].total, exact: true });
  return { lines, total: await textOf(total) };
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
        const carousel = page.getByRole('region', { name: 'À la une' });
        await carousel.waitFor();
        await eventually(() => textsOf(carousel.getByRole('heading'))).toEqual(
          [...banners].sort((a, b) => a.order - b.order).map((b) => b.name),
        );
        const grid = page.getByRole('region', { name: 'Nos catégories' });
        await eventually(() => textsOf(grid.getByRole('article').getByRole('heading'))).toEqual(
          categories.map((c) => c.name),
        );

        // --- Menu: all published products, newest first, 4 of them.
        await page.getByRole('link', { name: 'Voir le menu' }).click();
        await page.waitForURL((url) => url.pathname === '/menu');
        const newest = await e2e.shop.products({});
        await eventually(() => cardNames(page)).toEqual(newest.data.map((p) => p.name));

        // --- A category: only its products, its title.
        const inCategory = await e2e.shop.allProducts('-createdAt', category.name);
        expect(inCategory.total).toBeGreaterThan(4);
        await page
          .getByRole('navigation', { name: 'Catégories' })
          .getByRole('button', { name: category.name, exact: true })
          .click();
        await page.waitForURL((url) => url.searchParams.get('category') === category.name);
        await eventually(() => textOf(page.getByRole('heading', { level: 1 }))).toBe(category.name);
        await eventually(() => cardNames(page)).toEqual(inCategory.data.slice(0, 4).map((p) => p.name));
        expect(inCategory.data.every((p) => p.category._id === category._id)).toBe(true);

        // --- Sort by price ascending: the first page of the API in that order.
        const byPrice = await e2e.shop.allProducts('price', category.name);
        await page.getByLabel('Trier par').selectOption('price');
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
        await eventually(() => cardNames(page)).toEqual(byPrice.data.slice(0, 4).map((p) => p.name));
        expect(await cardPrices(page, byPrice.data.slice(0, 4))).toEqual([1, 1, 1, 1]);

        // --- 'Charger plus': the rest of the category, then the button is gone.
        const loadMore = page.getByRole('button', { name: 'Charger plus' });
        await loadMore.click();
        await eventually(() => cardNames(page)).toEqual(byPrice.data.slice(0, 8).map((p) => p.name));
        expect(byPrice.total).toBeLessThanOrEqual(8); // the seed has at most 4 per category, plus ours
        await loadMore.waitFor({ state: 'detached' });
        await page.getByText(`${byPrice.total} sur ${byPrice.total} produits`, { exact: true }).waitFor();

        // --- A product: prefer one with a discount (old price struck through).
        const product: ProductView = byPrice.data.find((p) => p.discounted) ?? byPrice.data[0]!;
        await card(page, product.name).getByRole('link').click();
        await page.waitForURL((url) => url.pathname === `/menu/${product._id}`);
        const detail = page.getByRole('main');
        const name = detail.getByRole('heading', { level: 1 });
        await name.waitFor();
        const portion = `${product.size.value} ${product.size.unit}`;
        expect(await textOf(name)).toBe(`${product.name} ${portion}`);
        expect(await name.getByText(portion, { exact: true }).count()).toBe(1);
        expect(await detail.getByText(formatDA(product.finalPrice), { exact: true }).count()).toBe(1);
        if (product.discounted) {
          expect(product.finalPrice).toBeLessThan(product.price);
          // The old price, struck through.
          expect(await textOf(detail.getByRole('deletion'))).toBe(formatDA(product.price));
        }

        // --- Add it: a toast, the added state, the cart count in the header.
        const add = detail.getByRole('button', { name: 'Ajouter au panier' });
        await add.click();
        // The toast, at the bottom right (spec §4); read at once, it only stays a few seconds.
        await expectBottomRight(page.getByText(`${product.name} ajouté au panier`, { exact: true }));
        await detail.getByRole('button', { name: 'Ajouté au panier' }).waitFor();
        await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(1));

        // --- Back to the list it came from; a second product from its card's plus button.
        await detail.getByRole('link', { name: 'Retour' }).click();
        await page.waitForURL((url) => url.pathname === '/menu' && url.searchParams.get('sort') === 'price');
        const other = byPrice.data.find((p) => p._id !== product._id)!;
        const otherCard = card(page, other.name);
        // A card whose product is in the cart offers to add one more.
        await card(page, product.name).getByRole('button', { name: 'Ajouter encore un' }).waitFor();
        await otherCard.getByRole('button', { name: 'Ajouter au panier' }).click();
        await otherCard.getByRole('button', { name: 'Ajouter encore un' }).waitFor();
        await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(2));

        // --- The cart drawer: quantities and totals (finalPrice × quantity, from the API's prices).
        await openCart(page);
        const first = line(page, product.name);
        const second = line(page, other.name);
        await first.waitFor();
        await second.waitFor();
        expect(await first.getByText(portion, { exact: true }).count()).toBe(1);
        const plus = (item: Locator) => item.getByRole('button', { name: /^Augmenter/ });
        const quantity = (item: Locator) => textOf(item.getByRole('status', { name: 'Quantité' }));
        await plus(first).click();
        await plus(first).click();
        await eventually(() => quantity(first)).toBe('3');
        await plus(second).click();
        await eventually(() => quantity(second)).toBe('2');
        await second.getByRole('button', { name: /^Diminuer/ }).click();
        await eventually(() => quantity(second)).toBe('1');
        const expected = {
          first: formatDA(product.finalPrice * 3),
          second: formatDA(other.finalPrice * 1),
          total: formatDA(product.finalPrice * 3 + other.finalPrice),
        };
        const lineTotal = (item: Locator) => textOf(item.getByRole('group', { name: 'Total de la ligne' }));
        expect(await lineTotal(first)).toBe(expected.first);
        expect(await lineTotal(second)).toBe(expected.second);
        expect(await textOf(drawer(page).getByRole('group', { name: 'Total', exact: true }))).toBe(
          expected.total,
        );
        await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(4));
        const cartBefore = await cartShown(page, byPrice.data);
        // LTR: the drawer opens on the right.
        await eventually(async () => {
          const box = (await drawer(page).boundingBox())!;
          return Math.round(box.x + box.width);
        }).toBe(1280);
        await closeCart(page);

        // --- English: texts change, amounts do not; the order buttons send a visitor to the login screen.
        await chooseLanguage(page, 'en');
        expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
        await page.getByText(`${byPrice.total} of ${byPrice.total} products`, { exact: true }).waitFor();
        const enProducts = byPrice.data.map((p) => localized(p, 'en'));
        expect(await cardPrices(page, enProducts)).toEqual(enProducts.map(() => 1));
        await openCart(page, 'en');
        expect(await textOf(drawer(page, 'en').getByRole('heading').first())).toBe('My cart');
        expect(await cartShown(page, byPrice.data, 'en')).toEqual(cartBefore);
        await drawer(page, 'en').getByRole('button', { name: 'Eat on site', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/authentication/login');
        await page.getByRole('alert').filter({ hasText: 'You must be logged in to continue!' }).waitFor();
        await drawer(page, 'en').waitFor({ state: 'hidden' });

        // --- Arabic: <html dir="rtl" lang="ar">, the layout flips (the cart drawer opens on the left), amounts stay LTR.
        await chooseLanguage(page, 'ar');
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await page.evaluate('getComputedStyle(document.body).direction')).toBe('rtl');
        await openCart(page, 'ar');
        expect(await textOf(drawer(page, 'ar').getByRole('heading').first())).toBe('سلتي');
        expect(await cartShown(page, byPrice.data, 'ar')).toEqual(cartBefore);
        await eventually(async () => Math.round((await drawer(page, 'ar').boundingBox())!.x)).toBe(0);
        const arTotal = drawer(page, 'ar').getByRole('group', { name: CART.ar.total, exact: true });
        expect(await arTotal.getAttribute('dir')).toBe('ltr');
        await drawer(page, 'ar').getByRole('button', { name: 'وصّلوا لي', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/authentication/login');
        await page.getByRole('alert').filter({ hasText: errorMessages['auth.required'].ar }).waitFor();
        // Said once: the login screen's alert, no toast repeating it (checked on the recorded toasts below).
        expect(await page.getByText(errorMessages['auth.required'].ar).count()).toBe(1);

        // --- Reload: still Arabic, same cart.
        await page.reload();
        await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await page.locator('html').getAttribute('lang')).toBe('ar');
        await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(4, 'ar'));
        await openCart(page, 'ar');
        expect(await cartShown(page, byPrice.data, 'ar')).toEqual(cartBefore);
        await closeCart(page, 'ar');

        // Toasts stay at the bottom RIGHT in Arabic too (the issue: bottom left is wrong): the add-to-cart one.
        await page.goto('/menu');
        const firstCard = cards(page).first();
        const firstName = await textOf(firstCard.getByRole('heading'));
        await firstCard.getByRole('button').click();
        await expectBottomRight(page.getByText(`تمت إضافة ${firstName} إلى سلتك`, { exact: true }));

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
