// Issue 29: a visitor who picks Arabic on a fresh shop sees the demo menu in Arabic, right to left: the categories
// and the cards by their Arabic names (command-api/src/seed/demo-data.ts), the page `dir="rtl"`.
import { describe, expect, it } from 'vitest';
import { demoCategories, demoProducts } from '@shop/command-api/seed/demo-data';
import { cardNames, eventually, textsOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

describe('the demo menu in Arabic', () => {
  it('/menu?lng=ar names the categories and products in Arabic, right to left', async () => {
    const { context, page } = await e2e.openPage();
    try {
      await page.goto('/menu?lng=ar');
      await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      const categories = page.getByRole('navigation', { name: 'الفئات' });
      await categories.getByRole('button', { name: 'مشروبات', exact: true }).waitFor();
      expect(await textsOf(categories.getByRole('button'))).toEqual([
        'الكل',
        ...demoCategories.map((c) => c.translations.ar.name),
      ]);

      await categories.getByRole('button', { name: 'بيتزا', exact: true }).click();
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('بيتزا');
      const pizzas = demoProducts.filter((p) => p.categoryId === 'pizzas' && p.active);
      await eventually(async () => (await cardNames(page)).sort()).toEqual(
        pizzas.map((p) => p.translations.ar.name).sort(),
      );
    } finally {
      await context.close();
    }
  });
});
