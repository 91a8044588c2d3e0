// Sorting and 'Charger plus' against the API (spec §9: pages of 4, load more adds 4, pages = ceil(total/4)):
// after N clicks the cards are the first 4·(N+1) products of GET /api/products in that order, and the button
// disappears exactly when all `total` products are shown. Changing the sort starts again from page 1.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductSort } from '@shop/contracts';
import { cardNames, cardPrices, eventually, formatDA, productCards, textOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

/** Clicks 'Charger plus' until every product is shown, checking each step against the API's order. */
async function loadAllAndCompare(page: Page, sort: ProductSort) {
  const all = await e2e.shop.allProducts(sort);
  expect(all.total).toBeGreaterThan(8); // several clicks are needed: the demo menu has 20+ products
  expect(all.data).toHaveLength(all.total);
  const pages = Math.ceil(all.total / 4);
  const loadMore = page.getByRole('button', { name: 'Charger plus' });

  for (let clicks = 0; clicks < pages; clicks += 1) {
    const shown = Math.min(4 * (clicks + 1), all.total);
    await eventually(() => cardNames(page)).toEqual(all.data.slice(0, shown).map((p) => p.name));
    expect(await cardPrices(page)).toEqual(all.data.slice(0, shown).map((p) => formatDA(p.finalPrice)));
    await page.getByText(`${shown} sur ${all.total} produits`, { exact: true }).waitFor();
    if (shown < all.total) {
      // Still more to show: the button is there (and says 'Charger plus').
      expect(await loadMore.isVisible()).toBe(true);
      expect(await textOf(loadMore)).toBe('Charger plus');
      await loadMore.click();
    } else {
      // Everything is shown: the button is gone, and it is the last page that made it go.
      expect(clicks).toBe(pages - 1);
      await loadMore.waitFor({ state: 'detached' });
    }
  }
  return all.data.map((p) => p._id);
}

describe('menu sorting and load more', () => {
  it(
    'newest first (the default) and price ascending, all pages; price descending, first page',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await e2e.openPage();
      try {
        await page.goto('/menu');
        const sort = page.getByLabel('Trier par');
        expect(await sort.inputValue()).toBe('-createdAt');
        const newest = await loadAllAndCompare(page, '-createdAt');

        await sort.selectOption('price');
        await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
        // A new sort starts again at page 1 (spec §4), in the new order.
        const cheapest = await e2e.shop.products({ sort: 'price' });
        await eventually(() => cardNames(page)).toEqual(cheapest.data.map((p) => p.name));
        const byPrice = await loadAllAndCompare(page, 'price');
        // Really a different order: ascending final prices.
        const prices = (await e2e.shop.allProducts('price')).data.map((p) => p.finalPrice);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(byPrice).not.toEqual(newest);

        await sort.selectOption('-price');
        await page.waitForURL((url) => url.searchParams.get('sort') === '-price');
        const dearest = await e2e.shop.products({ sort: '-price' });
        await eventually(() => cardNames(page)).toEqual(dearest.data.map((p) => p.name));
        expect(await page.getByRole('button', { name: 'Charger plus' }).isVisible()).toBe(true);

        // The sort is in the URL: opening it directly gives the same first page.
        await page.goto('/menu?sort=price');
        await eventually(() => cardNames(page)).toEqual(cheapest.data.map((p) => p.name));
        expect(await sort.inputValue()).toBe('price');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('a category with no published product shows the empty message', async () => {
    // A category of our own, with one unpublished product: the menu has nothing to show for it.
    await e2e.shop.handle({
      type: 'CreateCategory',
      data: {
        categoryId: 'e2e-vide',
        name: 'Vide E2E',
        description: 'Rien ici.',
        image: '/images/placeholder.svg',
      },
    });
    await e2e.shop.handle({
      type: 'CreateProduct',
      data: {
        productId: 'e2e-hidden',
        name: 'Caché',
        size: { value: 1, unit: 'part' },
        description: '',
        price: 100,
        sold: 0,
        categoryId: 'e2e-vide',
        img: '/images/placeholder.svg',
        active: false,
      },
    });
    await e2e.shop.shop.waitForProjections(15_000);
    expect((await e2e.shop.products({ category: 'Vide E2E' })).total).toBe(0);

    const { context, page } = await e2e.openPage();
    try {
      await page.goto(`/menu?category=${encodeURIComponent('Vide E2E')}`);
      await page.getByText('Aucune correspondance trouvée, réessayez !').waitFor();
      expect(await productCards(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Charger plus' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
