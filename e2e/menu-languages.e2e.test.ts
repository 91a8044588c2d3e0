// The menu in three languages (docs/catalogue.md, "Menu in three languages") over the real shop and Chromium:
// staff give a product's name in French, English and Arabic through the form's language tabs; a visitor sees it in
// the language she chooses, French where a product has no translation, and in Arabic the page is right to left with
// the Arabic name drawn right to left and the amount left to right.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  eventually,
  formatDA,
  productCards,
  shownPrice,
  textOf,
  textsOf,
} from './support/browser';
import { drawnLeftToRight } from './support/bidi';
import { logIn } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const e2e = useShopAndBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

const NAMES = { fr: 'Makrout aux dattes', en: 'Date makrout', ar: 'مقروط بالتمر' };
const PRICE = 450;

let tempDir: string;
let pngPath: string;
beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'shop-e2e-menu-languages-'));
  pngPath = join(tempDir, 'makrout.png');
  const png = sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 180, g: 120, b: 60 } },
  });
  writeFileSync(pngPath, await png.png().toBuffer());
});
afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const cards = productCards;
/** The card of one product whatever the language its name is shown in (the article keeps its product's id). */
const card = (page: Page, productId: string) =>
  cards(page).and(page.locator(`[data-product-id="${productId}"]`));
const nameOf = (c: Locator) => textOf(c.getByRole('heading'));

describe('the menu in three languages', () => {
  it(
    'staff name a product in the fr / en / ar tabs; a visitor sees her language, French where it is missing',
    { timeout: 180_000 },
    async () => {
      const desserts = (await e2e.shop.categories()).find((c) => c.name === 'Desserts');
      expect(desserts, 'the demo category Desserts').toBeDefined();
      // Every demo item has its three names (issue 29): staff's own product without translations is the fallback.
      await e2e.shop.handle({
        type: 'CreateProduct',
        data: {
          productId: 'griwech',
          categoryId: desserts!._id,
          name: 'Griwech au miel',
          size: { value: 6, unit: 'pièces' },
          description: 'Torsades frites et miel',
          price: 300,
          sold: 0,
          img: '/images/placeholder.svg',
        },
      });
      const griwech = async () =>
        (await e2e.shop.products({ category: 'Desserts', limit: 100 })).data.find((p) => p._id === 'griwech');
      await eventually(griwech).toBeDefined();
      const untranslated = await griwech();

      const admin = await e2e.openPage();
      const visitor = await e2e.openPage();
      try {
        // Staff: the product form, French first, then the English and Arabic tabs.
        const { page } = admin;
        await logIn(page, ADMIN);
        await page.goto('/dashboard/newProduct');
        await page.getByRole('tab', { name: 'Français' }).waitFor();
        expect(await textsOf(page.getByRole('tab'))).toEqual(['Français', 'Anglais', 'Arabe']);
        await page.getByLabel(/^Nom\*?$/).fill(NAMES.fr);
        await page.getByRole('tab', { name: 'Anglais' }).click();
        await page.getByLabel('Traduction anglaise du nom').fill(NAMES.en);
        await page.getByRole('tab', { name: 'Arabe' }).click();
        const arabic = page.getByLabel('Traduction arabe du nom');
        await arabic.fill(NAMES.ar);
        expect(await arabic.getAttribute('lang')).toBe('ar');
        await page.getByLabel('Valeur (ex. 1)').fill('4');
        await page.getByLabel('Unité (ex. XL, L, pièces)').fill('pièces');
        await page.getByLabel(/^Prix \(DA\)\*?$/).fill(String(PRICE));
        const category = page.getByLabel(/^Catégorie\*?$/);
        await category.locator(`option[value="${desserts!._id}"]`).waitFor({ state: 'attached' });
        await category.selectOption(desserts!._id);
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choisir une image' }).click();
        await (await chooser).setFiles(pngPath);
        await page.getByText('Image envoyée', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard/myProducts');

        // Projected a moment after the answer (the list is read without the command's position).
        const findCreated = async () =>
          (await e2e.shop.products({ category: 'Desserts', limit: 100 })).data.find(
            (p) => p.name === NAMES.fr,
          );
        await eventually(findCreated).toBeDefined();
        const created = await findCreated();
        expect(created, 'the product, French by default over HTTP').toBeDefined();
        expect(created!.translations).toEqual({ en: { name: NAMES.en }, ar: { name: NAMES.ar } });

        // Visitor: the desserts in French, then English, then Arabic, without a reload.
        const v = visitor.page;
        await v.goto(`/menu?category=${encodeURIComponent('Desserts')}&sort=-createdAt`);
        const mine = card(v, created!._id);
        const other = card(v, untranslated!._id);
        await eventually(() => nameOf(mine)).toBe(NAMES.fr);

        await chooseLanguage(v, 'en');
        await eventually(() => nameOf(mine)).toBe(NAMES.en);
        expect(await nameOf(other)).toBe(untranslated!.name); // no English name: French

        // The edit form still starts from the French name, whatever the staff's language.
        await page.goto(`/dashboard/editProduct/${encodeURIComponent(created!._id)}`);
        await eventually(() => page.getByLabel(/^Nom\*?$/).inputValue()).toBe(NAMES.fr);
        await page.getByRole('tab', { name: 'Anglais' }).click();
        expect(await page.getByLabel('Traduction anglaise du nom').inputValue()).toBe(NAMES.en);

        await chooseLanguage(v, 'ar');
        expect(await v.locator('html').getAttribute('dir')).toBe('rtl');
        await eventually(() => nameOf(mine)).toBe(NAMES.ar);
        expect(await nameOf(other)).toBe(untranslated!.name);
        // The Arabic name is drawn right to left (its first word at the right), the amount left to right.
        const [first, second] = NAMES.ar.split(' ') as [string, string];
        expect(await drawnLeftToRight(mine.getByRole('heading'), [first, second])).toEqual([second, first]);
        const price = shownPrice(mine, 'السعر');
        expect(await textOf(price)).toBe(formatDA(PRICE));
        expect(await drawnLeftToRight(price, [String(PRICE), 'DA'])).toEqual([String(PRICE), 'DA']);
        expect(await price.getAttribute('dir')).toBe('ltr');

        // Sorted by name in Arabic: the Arabic names in their alphabet's order (the demo's desserts and staff's),
        // the French fallback after them, beyond the first four (Arabic script first).
        await v.getByLabel('ترتيب حسب').selectOption('name');
        await eventually(() => textsOf(cards(v).getByRole('heading'))).toEqual([
          'تيراميسو',
          'فوندان بالشكلاطة',
          'كريب نوتيلا',
          NAMES.ar,
        ]);

        // The search looks in the Arabic names (and the French ones of untranslated products).
        const search = v.getByRole('searchbox', { name: 'ابحث عن طبق' });
        await search.fill('مقروط');
        await search.press('Enter');
        await eventually(() => textsOf(cards(v).getByRole('heading'))).toEqual([NAMES.ar]);
        await search.fill(untranslated!.name);
        await search.press('Enter');
        await eventually(() => textsOf(cards(v).getByRole('heading'))).toContain(untranslated!.name);
        expect(await textsOf(cards(v).getByRole('heading'))).not.toContain(NAMES.ar);

        expect(admin.errors).toEqual([]);
        expect(visitor.errors).toEqual([]);
      } finally {
        await admin.context.close();
        await visitor.context.close();
      }
    },
  );
});
