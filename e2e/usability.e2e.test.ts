// What a person tripped over in the browser, done as they did it: typing right after an in-app
// navigation, one click on a form's button after a field that is wrong, a toast over a table, promo codes that
// start in the past or the future, the banner's image field. Elements are found by role and label, as a person
// finds them.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PromoView } from '@shop/contracts';
import { eventually, type OpenedPage } from './support/browser';
import { ADMIN_ENV } from './support/customer';
import { useShopAndBrowser } from './support/shop';
import { asAdminPage } from './support/staff';

const REQUIRED = '* Ce champ est obligatoire';

const e2e = useShopAndBrowser({ env: ADMIN_ENV });

/** An admin's page, closed whatever happens; page errors fail the test. */
const asAdmin = (run: (opened: OpenedPage) => Promise<void>) => asAdminPage(e2e, run);

/** The browser's local date and time `minutes` from now, as the promo form's date and time inputs take them. */
const localStart = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    };
  }, minutes);

async function createPromo(page: Page, code: string, startInMinutes: number) {
  const start = await localStart(page, startInMinutes);
  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByLabel('Pourcentage').fill('10');
  await page.getByLabel('Date de début').fill(start.date);
  await page.getByLabel('Heure de début').fill(start.time);
  await page.getByRole('button', { name: 'Créer le code' }).click();
  // Seen in the list before the next code is typed: the form is emptied once the creation succeeded.
  await page.getByRole('row').filter({ hasText: code }).waitFor();
}

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

describe('typing after an in-app navigation', () => {
  it('the e-mail typed as soon as forgot-password opens stays in its field', async () => {
    const { page, context, errors } = await e2e.openPage();
    try {
      await page.goto('/authentication/login');
      await page.getByRole('heading', { name: 'Connexion' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await page.waitForURL('**/authentication/forgotPassword');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('lina@oran-food.dz');
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Mot de passe oublié');
      expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('lina@oran-food.dz');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('start-up data loads once per visit, however long the visitor stays between pages', async () => {
    const { page, context, errors } = await e2e.openPage();
    try {
      // The page's clock, moved a minute on between pages: queries go stale by time, not by sleeping.
      await page.clock.install();
      const requests = apiRequests(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      for (const link of ['Menu', 'Accueil', 'Contact', 'Accueil']) {
        await page.clock.fastForward('01:00');
        await nav.getByRole('link', { name: link, exact: true }).click();
        await page.waitForLoadState('networkidle');
      }
      const count = (path: string) => requests.filter((p) => p === path).length;
      expect({
        categories: count('/api/categories'),
        banners: count('/api/banners'),
        districts: count('/api/districtDelivery'),
        settings: count('/api/settings'),
      }).toEqual({ categories: 1, banners: 1, districts: 1, settings: 1 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('one click on a form button after a wrong field', () => {
  it('the product form: "abc" in Réduction (%), one click on Enregistrer shows every error', async () => {
    await asAdmin(async ({ page }) => {
      await page.goto('/dashboard/newProduct');
      await page.getByLabel('Réduction (%)').fill('abc');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      // The required name's message only comes from the submit: the click was not lost.
      await page.getByText(REQUIRED).first().waitFor();
      await page.getByText('Seulement des chiffres pour la réduction').waitFor();
      expect(await page.getByText(REQUIRED).count()).toBeGreaterThanOrEqual(3);
    });
  });

  it("the banner form: the shop's translated image field, reached in one click after a wrong Ordre; one click adds", async () => {
    const png = await sharp({
      create: { width: 640, height: 240, channels: 3, background: { r: 200, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    await asAdmin(async ({ page }) => {
      await page.goto('/dashboard/banners');
      await page.getByRole('textbox', { name: 'Titre' }).fill('Soirée couscous');
      await page.getByLabel('Ordre').fill('abc');
      await page.getByRole('button', { name: 'Ajouter la bannière' }).click();
      // The image's "required" only comes from the submit: the click was not lost.
      await page.getByText(REQUIRED).waitFor();
      await page.getByText('Seuls les chiffres sont acceptés').waitFor();

      // No bare browser input ("Choose File" in the browser's language): the shop's own button, in French.
      expect(await page.locator('input[type=file]').isVisible()).toBe(false);
      await page.getByLabel('Ordre').fill('x1');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 5_000 }),
        page.getByRole('button', { name: 'Choisir une image' }).click(),
      ]);
      await chooser.setFiles({ name: 'couscous.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('img', { name: "Aperçu de l'image" }).waitFor();
      await eventually(() => page.getByText(REQUIRED).count()).toBe(0);

      await page.getByLabel('Ordre').fill('1');
      await page.getByRole('button', { name: 'Ajouter la bannière' }).click();
      await page.getByText('Bannière ajoutée').waitFor();
      await page.getByRole('row').filter({ hasText: 'Soirée couscous' }).waitFor();
    });
  });
});

describe('promo codes', () => {
  it('a code whose start is past is active at once and public; a later one is listed for staff only', async () => {
    await asAdmin(async ({ page }) => {
      await page.goto('/dashboard/promo');
      await createPromo(page, 'DEJA15', -60);
      await createPromo(page, 'DEMAIN15', 24 * 60);
      const row = (code: string) => page.getByRole('row').filter({ hasText: code });
      await eventually(() => row('DEJA15').getByText('Actif', { exact: true }).count()).toBe(1);
      await eventually(() => row('DEMAIN15').getByText('Inactif', { exact: true }).count()).toBe(1);
      // Switched on, waiting for its start: staff can switch it off, not on again.
      expect(await row('DEMAIN15').getByRole('button', { name: 'Activer', exact: true }).isDisabled()).toBe(
        true,
      );
      expect(await row('DEMAIN15').getByRole('button', { name: 'Désactiver', exact: true }).isEnabled()).toBe(
        true,
      );
      const publicCodes = (await e2e.shop.get<{ data: PromoView[] }>('/api/promos')).data.map(
        (p) => p.promo_code,
      );
      expect(publicCodes).toContain('DEJA15');
      expect(publicCodes).not.toContain('DEMAIN15');
    });
  });
});

describe('toasts', () => {
  it('a hovered toast leaves, and the button under the pointer takes the click', async () => {
    await asAdmin(async ({ page }) => {
      await page.goto('/dashboard/promo');
      await createPromo(page, 'SURVOL10', -5);
      const toast = page.getByRole('status').filter({ hasText: 'Code SURVOL10 créé' });
      await toast.waitFor();
      const box = (await toast.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await eventually(() => toast.count(), 4_000).toBe(0);
      const toastUnderPointer = await page.evaluate(
        `!!document.elementFromPoint(${x}, ${y})?.closest('[data-scope="toast"]')`,
      );
      expect(toastUnderPointer).toBe(false);
      await page
        .getByRole('row')
        .filter({ hasText: 'SURVOL10' })
        .getByRole('button', { name: 'Désactiver', exact: true })
        .click();
      await page.getByRole('status').filter({ hasText: 'Code SURVOL10 désactivé' }).waitFor();
    });
  });
});
