// The back-office in the browser (spec §2 back-office screens, §5 forms, §8 texts) over the real shop:
// Redis, SQLite, /ws, the image workers (sharp), Debian Chromium. An admin in one browser context works the
// dashboard while a visitor in another watches the public pages change without a reload:
// 1. a product created with an uploaded PNG appears on the menu, its image switching to the resized WebP;
// 2. a price edited in the product form changes the restaurant's TV screen (/screen/:id) set up in /dashboard/screen;
// 3. a banner added through the banner form is deleted after its confirmation, from the table and from the home page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeholderImage,
  uploadPaths,
  type BannerView,
  type ProductView,
  type ResolvedScreen,
} from '@shop/contracts';
import { eventually, formatDA, shownPrice, textOf, type OpenedPage } from './support/browser';
import { logIn } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };

// The texts the app shows (frontend/src/locales/fr/catalogue-admin.json and screen.json, spec §8).
const FR = {
  productCreated: 'Produit ajouté',
  productSaved: 'Produit enregistré',
  screenSaved: 'Écran enregistré',
  bannerCreated: 'Bannière ajoutée',
  bannerDeleted: (name: string) => `Bannière ${name} supprimée`,
  required: '* Ce champ est obligatoire',
  confirmBannerDelete: (name: string) => `Etes vous sur de vouloir supprimer la bannière ${name} ?`,
};

/** The PNG the admin uploads: 1200 × 900, so the worker's 800 px copy is a real reduction. */
const PNG = { width: 1200, height: 900 };

const e2e = useShopAndBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
let tempDir: string;
let pngPath: string;

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'shop-e2e-back-office-'));
  pngPath = join(tempDir, 'couscous.png');
  const png = await sharp({
    create: { width: PNG.width, height: PNG.height, channels: 3, background: { r: 214, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  writeFileSync(pngPath, png);
});

afterAll(async () => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

/** Marks the document: `stillSameDocument` is true until the page reloads or navigates to another document. */
const markDocument = (page: Page) => page.evaluate('globalThis.__backOfficeE2eMark = true');
const stillSameDocument = (page: Page) => page.evaluate('globalThis.__backOfficeE2eMark === true');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
/** The field labelled `label` (a required field's label ends with its red asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
/**
 * The message under the field labelled `label`, '' when none is shown (the error text is only rendered for an invalid
 * field): the `* …` text of the field's group (its innermost, the last in document order).
 */
const fieldError = async (page: Page, label: string) => {
  const group = page
    .getByRole('group')
    .filter({ has: field(page, label) })
    .last();
  const error = group.getByText(/^\* \S/);
  return (await error.count()) === 0 ? '' : textOf(error);
};

/**
 * Opens `path` and waits for `shown` (what the page is expected to show). When it does not come, the error says what
 * the page showed instead and which requests failed (e.g. a lazy chunk of a client rebuilt under the running shop,
 * an API error).
 */
async function visit(page: Page, path: string, shown: Locator) {
  const failed: string[] = [];
  const onResponse = (res: Response) => {
    if (res.status() >= 400)
      failed.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`);
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await shown.waitFor();
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '?');
    throw new Error(
      `${String(shown)} not shown at ${page.url()} (asked ${path}): ${(error as Error).message}\n` +
        `failed requests: ${failed.join(', ') || 'none'}\npage text: ${shown.slice(0, 500)}`,
    );
  } finally {
    page.off('response', onResponse);
  }
}

/** Both contexts, closed whatever happens; page errors of either fail the test. */
async function withAdminAndVisitor(run: (admin: OpenedPage, visitor: OpenedPage) => Promise<void>) {
  const admin = await e2e.openPage();
  const visitor = await e2e.openPage();
  try {
    await logIn(admin.page, ADMIN);
    await run(admin, visitor);
    expect(admin.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  } finally {
    await admin.context.close();
    await visitor.context.close();
  }
}

/**
 * Records, in the page, every `src` the image of each product card takes (keyed by data-product-id), from now on:
 * a MutationObserver sees the card's first render and every later switch.
 */
const recordCardImages = (page: Page) =>
  page.evaluate(`(() => {
    const seen = (globalThis.__cardImages = {});
    const note = (img) => {
      const card = img.closest('article[data-product-id]');
      const id = card && card.getAttribute('data-product-id');
      const src = img.getAttribute('src');
      if (!id || !src) return;
      const list = (seen[id] ??= []);
      if (list[list.length - 1] !== src) list.push(src);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target.tagName === 'IMG') note(r.target);
        for (const n of r.addedNodes ?? []) {
          if (n.nodeType !== 1) continue;
          if (n.tagName === 'IMG') note(n);
          n.querySelectorAll('img').forEach(note);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  })()`);
const cardImagesSeen = (page: Page, productId: string) =>
  page.evaluate(`globalThis.__cardImages[${JSON.stringify(productId)}] ?? []`) as Promise<string[]>;

const productById = (id: string) =>
  e2e.shop.get<{ data: ProductView }>(`/api/products/${encodeURIComponent(id)}`).then((r) => r.data);

describe('the back-office in the browser', () => {
  it(
    'a product created with an uploaded image appears on the open menu, its image switching to the resized WebP',
    { timeout: 180_000 },
    async () => {
      const category = (await e2e.shop.categories()).find((c) => c.name === 'Desserts');
      expect(category, 'the demo category Desserts').toBeDefined();
      const name = 'Makrout au miel';
      const description = 'Semoule, dattes et miel, comme à la maison.';

      await withAdminAndVisitor(async (admin, visitor) => {
        // The visitor has the category's menu open before the product exists.
        await visit(
          visitor.page,
          `/menu?category=${encodeURIComponent(category!.name)}`,
          visitor.page.getByRole('main').getByRole('article').first(),
        );
        const card = visitor.page.getByRole('article', { name, exact: true });
        expect(await card.count()).toBe(0);
        await markDocument(visitor.page);
        await recordCardImages(visitor.page);

        // The admin fills the new product form.
        const { page } = admin;
        await visit(page, '/dashboard/newProduct', field(page, 'Nom'));
        await field(page, 'Nom').fill(name);
        await page.getByLabel('Valeur (ex. 1)').fill('6');
        await page.getByLabel('Unité (ex. XL, L, pièces)').fill('pièces');
        await field(page, 'Description').fill(description);
        expect(await page.getByText(`${description.length}/500`, { exact: true }).count()).toBe(1);
        await field(page, 'Prix \\(DA\\)').fill('500');
        await field(page, 'Réduction \\(%\\)').fill('10');
        const categorySelect = field(page, 'Catégorie');
        await categorySelect
          .getByRole('option', { name: category!.name, exact: true, includeHidden: true })
          .waitFor({ state: 'attached' });
        await categorySelect.selectOption(category!._id);
        // Published: on by default for a new product; the switch says so.
        const published = page.getByLabel('Publié sur le menu');
        if (!(await published.isChecked())) await page.getByText('Publié sur le menu').click();
        await eventually(() => published.isChecked()).toBe(true);

        // The real PNG goes through POST /api/uploads; the form keeps the answered original path.
        const uploaded = page.waitForResponse(
          (res) => new URL(res.url()).pathname === '/api/uploads' && res.request().method() === 'POST',
        );
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choisir une image' }).click();
        await (await chooser).setFiles(pngPath);
        const uploadResponse = await uploaded;
        expect(uploadResponse.status(), await uploadResponse.text()).toBe(201);
        const { data: upload } = (await uploadResponse.json()) as { data: { imageId: string; url: string } };
        expect(upload.url).toBe(uploadPaths.original(upload.imageId, 'png'));
        await page.getByText('Image envoyée', { exact: true }).waitFor();
        await page.getByRole('img', { name: "Aperçu de l'image" }).waitFor();

        await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
        await toast(page, FR.productCreated).waitFor();
        await page.waitForURL((url) => url.pathname === '/dashboard/myProducts');

        // The visitor's menu shows the new card without a reload…
        await card.waitFor({ timeout: 15_000 });
        expect(await stillSameDocument(visitor.page), 'the menu was reloaded').toBe(true);
        const productId = await card.getAttribute('data-product-id');
        expect(productId).toBeTruthy();
        const product = await productById(productId!);
        expect(product).toMatchObject({
          name,
          size: { value: 6, unit: 'pièces' },
          description,
          price: 500,
          sold: 10,
          active: true,
          category: { _id: category!._id },
        });
        expect(await card.getByText('6 pièces', { exact: true }).count()).toBe(1);
        expect(await textOf(shownPrice(card))).toBe(formatDA(product.finalPrice));

        // …and its picture ends as the worker's 800 px WebP (the placeholder until the resize is recorded),
        // actually loaded by the browser (not replaced by the placeholder on error).
        const resized = uploadPaths.resized(upload.imageId, 800);
        const img = card.locator('img').first();
        await eventually(() => img.getAttribute('src'), 30_000).toBe(resized);
        await img.scrollIntoViewIfNeeded();
        await eventually(
          () => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth),
          15_000,
        ).toBe(800);
        expect(await img.getAttribute('src')).toBe(resized);
        // Every picture the card ever showed was the placeholder or the resized copy, never the original upload.
        const shown = await cardImagesSeen(visitor.page, productId!);
        expect(shown.at(-1)).toBe(resized);
        expect(shown.filter((src) => src !== placeholderImage && src !== resized)).toEqual([]);
        expect(await stillSameDocument(visitor.page), 'the menu was reloaded').toBe(true);

        // The file served is the resized WebP, cached for a long time.
        const res = await fetch(`${e2e.shop.url}${resized}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toContain('immutable');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'webp',
          width: 800,
          height: 600,
        });
        expect((await productById(productId!)).img).toBe(resized);
      });
    },
  );

  it(
    "a price edited in the product form changes the restaurant's screen without a reload",
    { timeout: 180_000 },
    async () => {
      const product = (await e2e.shop.allProducts('-createdAt')).data.find(
        (p) => p.sold === 0 && !p.discounted,
      );
      expect(product, 'a published demo product without a discount').toBeDefined();
      const screenId = 'salle-principale';
      const newPrice = product!.price + 130;

      await withAdminAndVisitor(async (admin, visitor) => {
        // The admin sets up a new screen in /dashboard/screen: title, top text, box 1.1 = the product.
        const { page } = admin;
        const newScreen = page.getByRole('textbox', { name: 'Nouvel écran (ex. salle-1)' });
        await visit(page, '/dashboard/screen', newScreen);
        // A new screen does not exist before its first save: it is not asked for (no GET answering 404).
        const screenReads: string[] = [];
        const onScreenRead = (res: Response) => {
          if (new URL(res.url()).pathname === `/api/screens/${screenId}`)
            screenReads.push(`${res.request().method()} ${res.status()}`);
        };
        page.on('response', onScreenRead);
        await newScreen.fill('salle principale');
        await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
        await eventually(() => page.getByRole('combobox', { name: 'Écran', exact: true }).inputValue()).toBe(
          screenId,
        );
        await page.getByLabel('Titre', { exact: true }).fill('Le menu du jour');
        await page.getByLabel('Texte du haut', { exact: true }).fill('Livraison dans tout Oran');
        const box11 = page.getByRole('group', { name: 'Case 1.1', exact: true });
        await box11.getByLabel('Contenu', { exact: true }).selectOption('product');
        const item = box11.getByLabel('Produit', { exact: true });
        await item
          .getByRole('option', { name: new RegExp(`^${product!.name} \\(`), includeHidden: true })
          .waitFor({ state: 'attached' });
        await item.selectOption(product!._id);
        expect(screenReads, 'reads of the screen before its first save').toEqual([]);
        page.off('response', onScreenRead);
        await page.getByRole('button', { name: "Enregistrer l'écran" }).click();
        await toast(page, FR.screenSaved).waitFor();
        // The form (re-mounted on the saved screen) still shows the choice.
        await eventually(() => item.inputValue()).toBe(product!._id);
        await eventually(async () => {
          const screen = (await e2e.shop.get<{ data: ResolvedScreen }>(`/api/screens/${screenId}`)).data;
          return screen.boxes['1.1'];
        }).toMatchObject({
          kind: 'product',
          found: true,
          name: product!.name,
          finalPrice: product!.finalPrice,
        });

        // The TV page shows it large.
        const tv = visitor.page;
        await visit(tv, `/screen/${screenId}`, tv.getByRole('heading', { level: 1 }));
        expect(await textOf(tv.getByRole('heading', { level: 1 }))).toBe('Le menu du jour');
        expect(await tv.getByText('Livraison dans tout Oran', { exact: true }).count()).toBe(1);
        // The box of the product, named by it; its price is the last amount (a struck old price would come first).
        const box = tv.getByRole('region', { name: product!.name, exact: true });
        const price = box.getByText(/ DA$/).last();
        expect(await textOf(price)).toBe(formatDA(product!.finalPrice));
        await markDocument(tv);

        // The admin edits the price in the product form.
        const priceInput = field(page, 'Prix \\(DA\\)');
        await visit(page, `/dashboard/editProduct/${encodeURIComponent(product!._id)}`, priceInput);
        await eventually(() => priceInput.inputValue()).toBe(String(product!.price));
        await eventually(() => field(page, 'Catégorie').inputValue()).toBe(product!.category._id);
        await priceInput.fill(String(newPrice));
        await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
        await toast(page, FR.productSaved).waitFor();
        await page.waitForURL((url) => url.pathname === '/dashboard/myProducts');

        // The TV follows without a reload.
        await eventually(() => textOf(price), 10_000).toBe(formatDA(newPrice));
        expect(await stillSameDocument(tv), 'the screen page was reloaded').toBe(true);
        const edited = await productById(product!._id);
        expect({ price: edited.price, finalPrice: edited.finalPrice, name: edited.name }).toEqual({
          price: newPrice,
          finalPrice: newPrice,
          name: product!.name,
        });
      });
    },
  );

  it(
    'a banner is deleted after its confirmation: gone from the table, the home page and GET /api/banners',
    { timeout: 180_000 },
    async () => {
      const name = 'Couscous royal le vendredi';
      const before = (await e2e.shop.get<{ data: BannerView[] }>('/api/banners')).data;

      await withAdminAndVisitor(async (admin, visitor) => {
        // The admin adds the banner through the form (multipart with the real PNG), last position.
        const { page } = admin;
        const table = page.getByRole('table');
        await visit(page, '/dashboard/banners', table);
        const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
        await eventually(() => rows.count()).toBe(before.length);
        // Spec §5 (validated on blur): Titre and Ordre left empty both say they are required.
        const title = field(page, 'Titre');
        const order = field(page, 'Ordre');
        await title.focus();
        await order.focus();
        await title.focus();
        await eventually(() => fieldError(page, 'Titre')).toBe(FR.required);
        await eventually(() => fieldError(page, 'Ordre')).toBe(FR.required);
        // Once filled, each message goes as soon as the field is valid, without leaving it: a message that waited
        // for the submit click's blur moved the button under the pointer and the click was lost.
        await title.fill(name);
        await order.fill(String(before.length + 1));
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Choisir une image' }).click();
        await (await chooser).setFiles(pngPath);
        await eventually(() => fieldError(page, 'Titre')).toBe('');
        await eventually(() => fieldError(page, 'Ordre')).toBe('');
        // One click creates it; spec §4: the page reloads and says so after the reload.
        await markDocument(page);
        await page.getByRole('button', { name: 'Ajouter la bannière' }).click();
        await toast(page, FR.bannerCreated).waitFor();
        expect(await stillSameDocument(page), 'the banner page was reloaded after the creation').toBe(false);
        const row = rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
        await row.waitFor();
        // The first column is the banner's position.
        expect(await textOf(row.getByRole('cell').first())).toBe(String(before.length + 1));
        const created = (await e2e.shop.get<{ data: BannerView[] }>('/api/banners')).data.find(
          (b) => b.name === name,
        );
        expect(created, 'GET /api/banners has the new banner').toBeDefined();
        expect(created!.order_img).toBe(before.length);

        // The visitor's home page shows it.
        const home = visitor.page;
        const carousel = home.getByRole('region', { name: 'À la une' });
        await visit(home, '/', carousel);
        const slide = carousel.getByRole('heading', { name, exact: true });
        await slide.waitFor({ state: 'attached' });
        await markDocument(home);

        // Delete: the confirmation names the banner; confirming removes the row (spec §4: after a reload).
        await markDocument(page);
        await row.getByRole('button', { name: 'Supprimer' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Confirmation' });
        await dialog.waitFor();
        expect(await dialog.getByText(FR.confirmBannerDelete(name), { exact: true }).count()).toBe(1);
        await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
        await row.waitFor({ state: 'detached' });
        await toast(page, FR.bannerDeleted(name)).waitFor();
        expect(await stillSameDocument(page), 'the banner page was reloaded after the deletion').toBe(false);
        await eventually(() => rows.count()).toBe(before.length);
        expect(await textOf(table)).not.toContain(name);

        // Gone from the API and from the visitor's home page, live and after a reload.
        const after = (await e2e.shop.get<{ data: BannerView[] }>('/api/banners')).data;
        expect(after.map((b) => b._id)).toEqual(before.map((b) => b._id));
        await slide.waitFor({ state: 'detached', timeout: 10_000 });
        expect(await stillSameDocument(home), 'the home page was reloaded').toBe(true);
        expect(await carousel.getByRole('heading').count()).toBe(before.length);
        await home.reload();
        await carousel.getByRole('heading').first().waitFor({ state: 'attached' });
        expect(await carousel.getByRole('heading', { name, exact: true }).count()).toBe(0);
      });
    },
  );
});
