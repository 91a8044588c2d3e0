// What a person tripped over in the browser (issue 13), done as they did it: typing right after an in-app
// navigation, one click on a form's button after a field that is wrong, a toast over a table, the banner's image
// field. Elements are found by role and label, as a person finds them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

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
