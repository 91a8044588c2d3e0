// Debian's Chromium through playwright-core (`npx playwright install` cannot run here). When the binary is
// missing the suite fails with the fix, it is never skipped: CI installs it.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '@shop/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: the browser tests need Debian's Chromium (apt-get install chromium), ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

export type OpenedPage = { context: BrowserContext; page: Page; errors: string[] };

/**
 * A fresh context (own localStorage) on a desktop viewport. The browser language is French, as for a visitor
 * in Oran: language detection (spec §1) would otherwise pick the headless browser's en-US.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { locale?: string } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The client must run under the shop's Content-Security-Policy: a refused script, style or connection is an error.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  return { context, page, errors };
}

/** The amount as the design notes say it is shown: `1 234 DA` (whole dinars, thousands split by a space). */
export const formatDA = (value: number): string => {
  if (!Number.isInteger(value)) throw new Error(`prices are whole dinars, got ${value}`);
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} DA`;
};

/** Text of a locator with the spaces normalised (no-break spaces → space, trimmed). */
export const textOf = async (locator: Locator): Promise<string> =>
  ((await locator.textContent()) ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Texts of every element the locator matches, normalised like textOf. */
export const textsOf = async (locator: Locator): Promise<string[]> =>
  (await locator.allTextContents()).map((t) =>
    t
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Polls until the assertion holds (auto-waiting for what the page shows), 15 s by default. */
export const eventually = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 100 });

/** The menu's product cards: articles named by their products. */
export const productCards = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** The names of the menu's cards, in page order. */
export const cardNames = (page: Page): Promise<string[]> => textsOf(productCards(page).getByRole('heading'));

/**
 * The current price a card or the product page shows: the first amount of its price group, named « Prix » (`name` in
 * another language); a discounted product's old price follows it, struck through.
 */
export const shownPrice = (scope: Locator, name = 'Prix'): Locator =>
  scope.getByRole('group', { name, exact: true }).getByText(/ DA$/).first();

/** The current prices of every card, in page order. */
export const cardPrices = async (page: Page, name = 'Prix'): Promise<string[]> =>
  Promise.all((await productCards(page).all()).map((card) => textOf(shownPrice(card, name))));

/** The data-product-id of every element the locator matches, in page order. */
export const productIdsOf = (locator: Locator): Promise<string[]> =>
  // One round trip for the whole list (the e2e code has no DOM types, hence the cast).
  locator.evaluateAll((elements) =>
    elements.map(
      (el) =>
        (el as unknown as { getAttribute(name: string): string | null }).getAttribute('data-product-id') ??
        '?',
    ),
  );

/** The names of the layout's controls in each language (frontend/src/locales/{lng}/layout.json). */
const LAYOUT: Record<Language, { openMenu: string; language: string }> = {
  fr: { openMenu: 'Ouvrir le menu de navigation', language: 'Langue' },
  en: { openMenu: 'Open the navigation menu', language: 'Language' },
  ar: { openMenu: 'فتح قائمة التنقل', language: 'اللغة' },
};

/** Picks the language in the side drawer; resolves once <html lang> says it and the drawer is closed again. */
export async function chooseLanguage(page: Page, lng: Language): Promise<void> {
  const from = ((await page.locator('html').getAttribute('lang')) ?? 'fr') as Language;
  await page.getByRole('button', { name: LAYOUT[from].openMenu, exact: true }).click();
  const side = page.getByRole('dialog', { name: 'Oran Food' });
  await side.getByLabel(LAYOUT[from].language, { exact: true }).selectOption(lng);
  await eventually(() => page.locator('html').getAttribute('lang')).toBe(lng);
  await page.keyboard.press('Escape');
  await side.waitFor({ state: 'hidden' });
}

type InPageAnimation = { playState: string; effect: { getTiming(): { iterations?: number } } | null };

/**
 * Resolves once no finite animation runs on the page (endless ones, spinners, excepted): what a person sees once a
 * drawer has slid in. A forced click skips Playwright's stability check, so it must wait for this itself.
 */
export const animationsSettled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): InPageAnimation[] } }).document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/**
 * The header's cart button, named by the number of articles in the cart (layout.json cart_count). The header stays in
 * sight behind an open drawer, which hides it from the accessibility tree: it is found there too.
 */
export const cartButton = (page: Page): Locator =>
  page.locator('header').getByRole('button', { name: /^(Panier|Cart|السلة)/, includeHidden: true });

/** The cart button's name for `count` articles in `lng`, with the language's plural forms. */
export function cartButtonName(count: number, lng: Language = 'fr'): string {
  const form = new Intl.PluralRules(lng).select(count);
  if (lng === 'fr') return `Panier, ${count} ${form === 'one' ? 'article' : 'articles'}`;
  if (lng === 'en') return `Cart, ${count} ${form === 'one' ? 'item' : 'items'}`;
  const ar: Record<string, string> = {
    zero: 'السلة فارغة',
    one: `السلة، ${count} منتج`,
    two: 'السلة، منتجان',
    few: `السلة، ${count} منتجات`,
    many: `السلة، ${count} منتجًا`,
  };
  return ar[form] ?? `السلة، ${count} منتج`;
}
