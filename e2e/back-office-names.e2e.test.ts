// The names of existing districts and banners, edited after their creation (issue 33 item 6): the seeded Oran
// districts and banners came without English or Arabic names, and could get them only by being deleted and added
// again. Staff working in French, English and Arabic in turn change every language's name in the dialog of a row;
// the public API and then visitors see the new names in their language (a customer's district list, the home page's
// banners). Elements are found by role and label (texts from frontend/src/locales).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BannerView, DistrictView, Language } from '@shop/contracts';
import { eventually, textOf } from './support/browser';
import { ADMIN, ADMIN_ENV, logIn, verifiedCustomer } from './support/customer';
import { localeText } from './support/locale-text';
import { useShopAndBrowser } from './support/shop';

const LANGUAGES: Language[] = ['fr', 'en', 'ar'];

const text = (lng: Language, ns: string, key: string) => localeText(lng, ns, key);

const e2e = useShopAndBrowser({
  env: ADMIN_ENV,
  withMail: true,
});

/** The public list in `lng`, as a visitor's browser asks for it. */
const listIn = <T>(path: string, lng: Language) =>
  fetch(`${e2e.shop.url}/api${path}`, { headers: { 'accept-language': lng } })
    .then((r) => r.json() as Promise<{ data: T[] }>)
    .then((r) => r.data);

/**
 * In the list at `path`, staff in each language in turn open the row of the item (shown by its current name in that
 * language) and give it `names(i)` in the three languages; each save is checked through the public API.
 */
async function renameInEveryLanguage(
  page: Page,
  {
    path,
    section,
    id,
    original,
    names,
    publicPath,
  }: {
    path: string;
    section: 'districts' | 'banners';
    id: string;
    original: string;
    names: (i: number) => Record<Language, string>;
    publicPath: string;
  },
) {
  for (const [i, lng] of LANGUAGES.entries()) {
    const t = (key: string) => text(lng, 'catalogue-admin', key);
    await page.goto(`${path}?lng=${lng}`);
    await eventually(() => textOf(page.getByRole('heading', { level: 1 }))).toBe(t(`${section}.title`));
    const shown = i === 0 ? original : names(i - 1)[lng];
    const row = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: shown, exact: true }) });
    await row.getByRole('button', { name: t(`${section}.rename`) }).click();
    const dialog = page.getByRole('dialog', { name: t(`${section}.rename`) });
    const wanted = names(i);
    // The French name first (the open tab), then each translation in its own tab.
    await dialog.getByLabel(new RegExp(`^${t(`${section}.name`)}`)).fill(wanted.fr);
    for (const other of ['en', 'ar'] as const) {
      await dialog.getByRole('tab', { name: t(`translations.tab.${other}`) }).click();
      await dialog.getByLabel(t(`translations.name.${other}`)).fill(wanted[other]);
    }
    await dialog.getByRole('button', { name: t('common.save'), exact: true }).click();
    await page
      .getByRole('region')
      .getByText(t(`${section}.renamed`), { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' }); // the row shows the new name
    for (const visitor of LANGUAGES)
      await eventually(
        async () =>
          (await listIn<{ _id: string; name: string }>(publicPath, visitor)).find((x) => x._id === id)?.name,
      ).toBe(wanted[visitor]);
  }
}

describe('names of districts and banners edited after their creation', () => {
  it(
    'staff give a seeded district its names in fr, en and ar; a customer sees them in each language',
    { timeout: 240_000 },
    async () => {
      const names = (i: number) => ({
        fr: `Centre-ville ${i + 1}`,
        en: `Downtown ${i + 1}`,
        ar: `وسط المدينة ${i + 1}`,
      });
      const seeded = (await listIn<DistrictView>('/districtDelivery', 'ar')).find(
        (d) => d._id === 'centre-ville',
      );
      expect(seeded).toMatchObject({ name: 'وسط المدينة' }); // the demo's Arabic name, replaced below
      const admin = await e2e.openPage();
      try {
        await logIn(admin.page, ADMIN);
        await renameInEveryLanguage(admin.page, {
          path: '/dashboard/deliveryDistricts',
          section: 'districts',
          id: 'centre-ville',
          original: 'Centre-ville',
          names,
          publicPath: '/districtDelivery',
        });
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.context.close();
      }

      const person = {
        email: 'amina.names@example.dz',
        password: 'secret-amina-1',
        name: 'Amina',
        lastName: 'Benali',
      };
      await verifiedCustomer(e2e, person);
      const customer = await e2e.openPage();
      try {
        await logIn(customer.page, person);
        for (const lng of LANGUAGES) {
          await customer.page.goto(`/myAccount/myProfile?lng=${lng}`);
          // In the profile form (the saved addresses below it have a district field too).
          const district = customer.page
            .getByRole('form', { name: text(lng, 'profile', 'title') })
            .getByLabel(new RegExp(`^${text(lng, 'profile', 'fields.district')}`));
          await district
            .getByRole('option', { name: names(2)[lng], exact: true })
            .waitFor({ state: 'attached' });
        }
        expect(customer.errors).toEqual([]);
      } finally {
        await customer.context.close();
      }
    },
  );

  it(
    'staff give a seeded banner its titles in fr, en and ar; visitors of the home page see them',
    { timeout: 240_000 },
    async () => {
      const names = (i: number) => ({
        fr: `Pizzas du four ${i + 1}`,
        en: `Stone-oven pizzas ${i + 1}`,
        ar: `بيتزا الفرن ${i + 1}`,
      });
      const banner = (await listIn<BannerView>('/banners', 'fr')).find((b) => b._id === 'banner-1')!;
      const admin = await e2e.openPage();
      try {
        await logIn(admin.page, ADMIN);
        await renameInEveryLanguage(admin.page, {
          path: '/dashboard/banners',
          section: 'banners',
          id: 'banner-1',
          original: banner.name,
          names,
          publicPath: '/banners',
        });
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.context.close();
      }
      const visitor = await e2e.openPage();
      try {
        for (const lng of LANGUAGES) {
          await visitor.page.goto(`/?lng=${lng}`);
          await visitor.page
            .getByRole('heading', { level: 2, name: names(2)[lng], exact: true })
            .waitFor({ state: 'attached' });
        }
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    },
  );
});
