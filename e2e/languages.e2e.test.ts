// Languages (spec §1): fr by default, en and ar; Arabic sets <html dir="rtl" lang="ar"> and flips the layout
// while amounts stay left-to-right; the choice is cached in localStorage under selectedLanguage and survives a
// reload; ?lng= in the URL comes first in the detection order, the browser language after the stored choice.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isRtl, type Language } from '@shop/contracts';
import {
  chooseLanguage,
  eventually,
  formatDA,
  productCards,
  shownPrice,
  textOf,
  textsOf,
} from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

const html = (page: Page) => page.locator('html');
const stored = (page: Page) => page.evaluate("localStorage.getItem('selectedLanguage')");
/** The computed CSS direction of the element (in the page; the e2e code has no DOM types, hence the cast). */
type InPage = { getComputedStyle(element: unknown): { direction: string } };
const direction = (locator: Locator) =>
  locator.evaluate((element) => (globalThis as unknown as InPage).getComputedStyle(element).direction);
const cards = productCards;

/** Title of the whole-menu page in each language (frontend/src/locales/<lng>/menu.json, allTitle). */
const MENU_TITLE = { fr: 'Notre menu', en: 'Our menu', ar: 'قائمتنا' } as const;

async function expectLanguage(page: Page, lng: Language) {
  await eventually(() => html(page).getAttribute('lang')).toBe(lng);
  expect(await html(page).getAttribute('dir')).toBe(isRtl(lng) ? 'rtl' : 'ltr');
  await eventually(() => textOf(page.getByRole('heading', { level: 1 }))).toBe(MENU_TITLE[lng]);
}

describe('languages', () => {
  it(
    'Arabic flips the page to RTL, keeps amounts LTR, and is remembered across reloads',
    { timeout: 120_000 },
    async () => {
      const first = await e2e.shop.products({});
      const { context, page, errors } = await e2e.openPage();
      try {
        await page.goto('/menu');
        await expectLanguage(page, 'fr');
        expect(await direction(page.locator('body'))).toBe('ltr');

        await chooseLanguage(page, 'ar');
        await expectLanguage(page, 'ar');
        expect(await stored(page)).toBe('ar');
        expect(await direction(page.locator('body'))).toBe('rtl');
        const sortOptions = page.getByLabel('ترتيب حسب').getByRole('option', { includeHidden: true });
        expect(await textsOf(sortOptions)).not.toContain('Prix croissant');
        expect(await sortOptions.count()).toBeGreaterThan(1);

        // The layout flips: the first card of the grid is now at the right.
        await eventually(async () => {
          const [one, two] = [
            (await cards(page).nth(0).boundingBox())!,
            (await cards(page).nth(1).boundingBox())!,
          ];
          return one.x > two.x;
        }).toBe(true);

        // Amounts: same figures as in French, each in (or inside) an element with dir="ltr", laid out LTR.
        const prices = (await cards(page).all()).map((card) => shownPrice(card, 'السعر'));
        expect(await Promise.all(prices.map(textOf))).toEqual(first.data.map((p) => formatDA(p.finalPrice)));
        for (const price of prices) {
          expect(await price.locator('xpath=ancestor-or-self::*[@dir="ltr"]').count()).toBeGreaterThan(0);
          expect(await direction(price)).toBe('ltr');
        }

        // Reload, and a new tab of the same browser profile: still Arabic.
        await page.reload();
        await expectLanguage(page, 'ar');
        const tab = await context.newPage();
        await tab.goto('/');
        await eventually(() => html(tab).getAttribute('dir')).toBe('rtl');
        expect(await html(tab).getAttribute('lang')).toBe('ar');
        await tab.close();

        // ?lng=en wins over the stored choice, and becomes the stored choice.
        await page.goto('/menu?lng=en');
        await expectLanguage(page, 'en');
        expect(await stored(page)).toBe('en');
        await page.goto('/menu');
        await expectLanguage(page, 'en');

        // Back to French from the selector.
        await chooseLanguage(page, 'fr');
        await expectLanguage(page, 'fr');
        expect(await stored(page)).toBe('fr');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('?lng=en on a first visit selects English', async () => {
    const { context, page } = await e2e.openPage();
    try {
      await page.goto('/menu?lng=en');
      await expectLanguage(page, 'en');
      expect(await stored(page)).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('without a choice: the browser language when supported (ar), otherwise French', async () => {
    for (const [locale, lng] of [
      ['ar-DZ', 'ar'],
      ['de-DE', 'fr'],
    ] as const) {
      const { context, page } = await e2e.openPage({ locale });
      try {
        await page.goto('/menu');
        await expectLanguage(page, lng);
        expect(await stored(page)).toBe(lng); // the language alone, never the browser's region
      } finally {
        await context.close();
      }
    }
  });
});
