// The back-office lists no other browser test works (spec §2 back-office screens, §5 deletions confirmed): an admin
// creates, edits and deletes a category; adds a delivery district, changes its price and removes it; creates a
// promo code and deactivates then activates it. Each change is checked on the screen and through the public API.
// Steps find elements by role and label as a person or a screen reader would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView, DistrictView, PromoView } from '@shop/contracts';
import { eventually, formatDA, textOf } from './support/browser';
import { ADMIN_ENV } from './support/customer';
import { useShopAndBrowser } from './support/shop';
import { asAdminPage } from './support/staff';

// The French texts the app shows (frontend/src/locales/fr/catalogue-admin.json).
const FR = {
  required: '* Ce champ est obligatoire',
  imageRequired: '* une image est requise',
  categoryCreated: 'Catégorie ajoutée',
  categorySaved: 'Catégorie enregistrée',
  categoryDeleted: (name: string) => `Catégorie ${name} supprimée`,
  confirmCategoryDelete: (name: string) => `Etes vous sur de vouloir supprimer la catégorie ${name} ?`,
  districtAdded: (name: string) => `Quartier ${name} ajouté`,
  priceSaved: 'Prix enregistré',
  districtDeleted: (name: string) => `Quartier ${name} supprimé`,
  confirmDistrictDelete: (name: string) => `Etes vous sur de vouloir supprimer le quartier ${name} ?`,
  promoCreated: (code: string) => `Code ${code} créé`,
};

const e2e = useShopAndBrowser({ env: ADMIN_ENV });
let tempDir: string;
let pngPath: string;

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'shop-e2e-back-office-lists-'));
  pngPath = join(tempDir, 'boissons.png');
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 120, b: 214 } },
  })
    .png()
    .toBuffer();
  writeFileSync(pngPath, png);
});

afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** A toast of the app (Chakra's toaster is a region of status messages). */
const toast = (page: Page, text: string) => page.getByRole('region').getByText(text, { exact: true });
/** The table row that names `text`. */
const row = (page: Page, text: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

const categories = () => e2e.shop.categories();
const districts = () => e2e.shop.get<{ data: DistrictView[] }>('/api/districtDelivery').then((r) => r.data);
const promos = () => e2e.shop.get<{ data: PromoView[] }>('/api/promos').then((r) => r.data);

/** An admin page, logged in through the form; page errors fail the test. */
const asAdmin = (run: (page: Page) => Promise<void>) => asAdminPage(e2e, ({ page }) => run(page));

describe('back-office lists in the browser', () => {
  it('an admin creates, renames and deletes a category', { timeout: 120_000 }, async () => {
    const name = 'Boissons fraîches';
    const renamed = 'Boissons glacées';
    await asAdmin(async (page) => {
      await page.goto('/dashboard/categories');
      await eventually(() => textOf(h1(page))).toBe('Catégories');
      await main(page).getByRole('link', { name: 'Nouvelle catégorie' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/newCategorie');
      await eventually(() => textOf(h1(page))).toBe('Ajouter une catégorie');

      // Saving empty says what is missing.
      await main(page).getByRole('button', { name: 'Enregistrer' }).click();
      await main(page).getByText(FR.required).waitFor();
      await main(page).getByText(FR.imageRequired).waitFor();

      await main(page).getByLabel(/^Nom/).fill(name);
      await main(page)
        .getByLabel(/^Description/)
        .fill('Jus, sodas et eaux.');
      const chooser = page.waitForEvent('filechooser');
      await main(page).getByRole('button', { name: 'Choisir une image' }).click();
      await (await chooser).setFiles(pngPath);
      await main(page).getByText('Image envoyée').waitFor();
      await main(page).getByRole('button', { name: 'Enregistrer' }).click();
      await toast(page, FR.categoryCreated).waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard/categories');
      await row(page, name).waitFor();
      const created = (await categories()).find((c) => c.name === name);
      expect(created).toMatchObject({ name, description: 'Jus, sodas et eaux.' });

      // Edit: the form opens filled in; the new name replaces the old one.
      await row(page, name).getByRole('link', { name: 'Modifier' }).click();
      await page.waitForURL((url) => url.pathname === `/dashboard/editCategorie/${created!._id}`);
      const nameField = main(page).getByLabel(/^Nom/);
      await eventually(() => nameField.inputValue()).toBe(name);
      await nameField.fill(renamed);
      await main(page).getByRole('button', { name: 'Enregistrer' }).click();
      await toast(page, FR.categorySaved).waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard/categories');
      await row(page, renamed).waitFor();
      expect(await row(page, name).count()).toBe(0);
      await eventually(async () => (await categories()).find((c) => c._id === created!._id)?.name).toBe(
        renamed,
      );

      // Delete: asked first; cancelling keeps it, confirming removes it.
      await row(page, renamed).getByRole('button', { name: 'Supprimer' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await dialog.getByText(FR.confirmCategoryDelete(renamed)).waitFor();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await row(page, renamed).count()).toBe(1);
      await row(page, renamed).getByRole('button', { name: 'Supprimer' }).click();
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await toast(page, FR.categoryDeleted(renamed)).waitFor();
      await row(page, renamed).waitFor({ state: 'detached' });
      await eventually(async () =>
        (await categories()).some((c: CategoryView) => c._id === created!._id),
      ).toBe(false);
    });
  });

  it(
    'an admin adds a delivery district, changes its price and removes it',
    { timeout: 120_000 },
    async () => {
      const name = 'Hai El Yasmine';
      await asAdmin(async (page) => {
        await page.goto('/dashboard/deliveryDistricts');
        await eventually(() => textOf(h1(page))).toBe('Quartiers de livraison');
        const form = main(page);
        // Only digits for the price.
        await form.getByRole('textbox', { name: /^Quartier/ }).fill(name);
        await form.getByRole('textbox', { name: /^Prix de livraison/ }).fill('3OO');
        await form.getByRole('button', { name: 'Ajouter le quartier' }).click();
        await form.getByText('Seuls les chiffres sont acceptés').waitFor();
        expect((await districts()).some((d) => d.name === name)).toBe(false);

        await form.getByRole('textbox', { name: /^Prix de livraison/ }).fill('300');
        await form.getByRole('button', { name: 'Ajouter le quartier' }).click();
        await toast(page, FR.districtAdded(name)).waitFor();
        await row(page, name).waitFor();
        expect(await textOf(row(page, name))).toContain(formatDA(300));
        const added = (await districts()).find((d) => d.name === name);
        expect(added?.price).toBe(300);

        // Change the price in the row.
        await row(page, name).getByRole('button', { name: 'Changer le prix' }).click();
        const price = row(page, name).getByRole('textbox', { name: 'Prix de livraison (DA)' });
        await price.fill('450');
        await row(page, name).getByRole('button', { name: 'Enregistrer' }).click();
        await toast(page, FR.priceSaved).waitFor();
        await eventually(() => textOf(row(page, name))).toContain(formatDA(450));
        await eventually(async () => (await districts()).find((d) => d._id === added!._id)?.price).toBe(450);

        // Remove, after the confirmation.
        await row(page, name).getByRole('button', { name: 'Supprimer' }).click();
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await dialog.getByText(FR.confirmDistrictDelete(name)).waitFor();
        await dialog.getByRole('button', { name: 'Supprimer' }).click();
        await toast(page, FR.districtDeleted(name)).waitFor();
        await row(page, name).waitFor({ state: 'detached' });
        await eventually(async () => (await districts()).some((d) => d._id === added!._id)).toBe(false);
      });
    },
  );

  it('an admin creates a promo code, then switches it on and off', { timeout: 120_000 }, async () => {
    const code = 'RAMADAN25';
    await asAdmin(async (page) => {
      await page.goto('/dashboard/promo');
      await eventually(() => textOf(h1(page))).toBe('Codes promo');
      await main(page).getByRole('textbox', { name: /^Code/ }).fill(code);
      await main(page)
        .getByRole('textbox', { name: /^Pourcentage/ })
        .fill('25');
      // Started two minutes ago (the default start is in 5 minutes: not yet active whatever its switch says).
      const start = new Date(Date.now() - 2 * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      await main(page)
        .getByLabel(/^Date de début/)
        .fill(`${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`);
      await main(page)
        .getByLabel(/^Heure de début/)
        .fill(`${pad(start.getHours())}:${pad(start.getMinutes())}`);
      await main(page).getByRole('button', { name: 'Créer le code' }).click();
      await toast(page, FR.promoCreated(code)).waitFor();
      await row(page, code).waitFor();
      expect(await textOf(row(page, code))).toContain('25%');
      await eventually(async () => (await promos()).find((p) => p.promo_code === code)?.pourcentage).toBe(25);

      // Its window has begun, so it is active from its creation; the public list shows only the codes usable now.
      const listed = async () => (await promos()).some((p) => p.promo_code === code);
      await row(page, code).getByRole('cell', { name: 'Actif', exact: true }).waitFor();
      for (const [button, active] of [
        ['Désactiver', false],
        ['Activer', true],
      ] as const) {
        await row(page, code).getByRole('button', { name: button, exact: true }).click();
        await row(page, code)
          .getByRole('cell', { name: active ? 'Actif' : 'Inactif', exact: true })
          .waitFor();
        await eventually(listed).toBe(active);
      }
    });
  });
});
