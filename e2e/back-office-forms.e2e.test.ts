// The back-office forms under a clumsy hand (issue 33): every number field of every back-office form is emptied
// with Backspace and filled again without the page falling over (the slot capacity's message was rendered outside
// its field and the whole settings page was replaced by the error screen); a bad value's message, shown by the blur
// of a press on a button, moves nothing before the release, so the click is not lost. Elements are found by role
// and label in French, English and Arabic (the texts are read from frontend/src/locales).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_DAY, weekdays, type Language, type OpeningHours } from '@shop/contracts';
import { eventually, textOf } from './support/browser';
import { ADMIN_ENV } from './support/customer';
import { localeText } from './support/locale-text';
import { useShopAndBrowser } from './support/shop';
import { asAdminPage } from './support/staff';

const LANGUAGES: Language[] = ['fr', 'en', 'ar'];

const text = localeText;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (a required field's label ends with its red asterisk, hidden from readers). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

const e2e = useShopAndBrowser({ env: ADMIN_ENV });

/** An admin page, logged in through the form; page errors fail the test. */
const asAdmin = (run: (page: Page) => Promise<void>) => asAdminPage(e2e, ({ page }) => run(page));

/** Opens a back-office page in `lng` and waits for its title. */
async function open(page: Page, path: string, lng: Language, title: string) {
  await page.goto(`${path}?lng=${lng}`);
  await eventually(() => textOf(page.getByRole('heading', { level: 1 }))).toBe(title);
}

/** Empties `input` as a person does (select all, Backspace), then types `value` again. */
async function emptyAndRefill(page: Page, input: Locator, value: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  expect(await input.inputValue()).toBe('');
  await input.press('Tab'); // the blur checks the field and shows its message
  await input.click();
  await input.pressSequentially(value);
  expect(await input.inputValue()).toBe(value);
}

describe('back-office forms in the browser', () => {
  it(
    'an empty or zero slot capacity says what is wanted and disables Save, in fr, en and ar',
    { timeout: 120_000 },
    async () => {
      await asAdmin(async (page) => {
        for (const [i, lng] of LANGUAGES.entries()) {
          const t = (key: string) => text(lng, 'settings-admin', key);
          const wanted = String(7 + i); // another value in each language
          await open(page, '/dashboard/settings', lng, t('title'));
          const card = page
            .getByRole('main')
            .locator('form')
            .filter({ has: page.getByLabel(t('slots.capacity')) });
          const capacity = card.getByLabel(t('slots.capacity'));
          const save = card.getByRole('button', { name: t('slots.save'), exact: true });
          const invalid = card.getByText(t('slots.invalid'), { exact: true });
          await capacity.click();
          await capacity.press('End');
          while ((await capacity.inputValue()) !== '') await capacity.press('Backspace');
          await invalid.waitFor();
          expect(await save.isDisabled()).toBe(true);
          expect(await capacity.getAttribute('aria-invalid')).toBe('true');
          await capacity.pressSequentially('0');
          await invalid.waitFor();
          expect(await save.isDisabled()).toBe(true);
          await capacity.press('Backspace');
          await capacity.pressSequentially(wanted);
          await invalid.waitFor({ state: 'detached' });
          expect(await save.isEnabled()).toBe(true);
          await save.click();
          const settings = () => e2e.shop.get<{ data: { slotCapacity?: number } }>('/api/settings');
          await eventually(async () => (await settings()).data.slotCapacity).toBe(Number(wanted));
        }
      });
    },
  );

  it(
    'every number field of every back-office form can be emptied and filled again',
    { timeout: 180_000 },
    async () => {
      const t = (key: string, values?: Record<string, number>) => text('fr', 'catalogue-admin', key, values);
      const forms: {
        path: string;
        title: string;
        before?: (page: Page) => Promise<void>;
        fields: string[];
      }[] = [
        {
          path: '/dashboard/settings',
          title: text('fr', 'settings-admin', 'title'),
          fields: [text('fr', 'settings-admin', 'slots.capacity')],
        },
        {
          path: '/dashboard/newProduct',
          title: text('fr', 'catalogue-admin', 'products.new_title'),
          before: (page) => page.getByRole('button', { name: t('options.add_group') }).click(),
          fields: [
            t('fields.size_value'),
            t('fields.price'),
            t('fields.sold'),
            t('options.min'),
            t('options.max'),
            t('options.price_delta', { n: 1 }),
          ],
        },
        { path: '/dashboard/banners', title: t('banners.title'), fields: [t('banners.order')] },
        { path: '/dashboard/deliveryDistricts', title: t('districts.title'), fields: [t('districts.price')] },
        {
          path: '/dashboard/promo',
          title: t('promos.title'),
          fields: [t('promos.percentage'), t('promos.duration')],
        },
      ];
      await asAdmin(async (page) => {
        for (const form of forms) {
          await open(page, form.path, 'fr', form.title);
          await form.before?.(page);
          for (const label of form.fields) {
            const input = field(page, label);
            await emptyAndRefill(page, input, '12');
            // Still the form, not the error screen.
            expect(await textOf(page.getByRole('heading', { level: 1 })), `${form.path} ${label}`).toBe(
              form.title,
            );
            expect(await page.getByText(text('fr', 'common', 'error_title')).count()).toBe(0);
          }
        }
      });
    },
  );

  it(
    'a bad extra price shown by the press on « Ajouter un choix » does not lose the click, in fr, en and ar',
    { timeout: 120_000 },
    async () => {
      await asAdmin(async (page) => {
        for (const lng of LANGUAGES) {
          const t = (key: string, values?: Record<string, number>) =>
            text(lng, 'catalogue-admin', key, values);
          await open(page, '/dashboard/newProduct', lng, t('products.new_title'));
          await page.getByRole('button', { name: t('options.add_group') }).click();
          const delta = field(page, t('options.price_delta', { n: 1 }));
          await delta.fill('12a');
          const addChoice = page.getByRole('button', { name: t('options.add_choice') });
          const box = (await addChoice.boundingBox())!;
          // Pressed, held while the blur's check marks the field invalid (a person's press lasts that long), released.
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await eventually(() => delta.getAttribute('aria-invalid')).toBe('true');
          await page.mouse.up();
          await field(page, t('options.choice_fr', { n: 2 })).waitFor();
          await page.getByRole('main').getByText(t('errors.digits'), { exact: true }).waitFor();
        }
      });
    },
  );
  it(
    'staff open every day 24 h, then remove the hours (always open again), in fr, en and ar',
    { timeout: 180_000 },
    async () => {
      type Settings = { openingHours: OpeningHours | null; openNow: boolean };
      const settings = () => e2e.shop.get<{ data: Settings }>('/api/settings').then((r) => r.data);
      await asAdmin(async (page) => {
        for (const lng of LANGUAGES) {
          const t = (key: string) => text(lng, 'settings-admin', key);
          await open(page, '/dashboard/settings', lng, t('title'));
          const card = page.getByRole('region', { name: t('hours.title') });
          for (const day of weekdays) {
            const row = card
              .getByRole('row')
              .filter({ has: page.getByRole('cell', { name: t(`days.${day}`), exact: true }) });
            // Its label clicked, as a person does (Chakra draws the box over the hidden input).
            await row.getByText(t('hours.all_day'), { exact: true }).click();
            await eventually(() => row.getByRole('checkbox', { name: t('hours.all_day') }).isChecked()).toBe(
              true,
            );
            // The day's times no longer apply.
            expect(await row.getByLabel(t('hours.open')).isDisabled()).toBe(true);
          }
          await card.getByRole('button', { name: t('save'), exact: true }).click();
          await eventually(async () => (await settings()).openingHours?.days).toEqual(
            Object.fromEntries(weekdays.map((d) => [d, ALL_DAY])),
          );
          expect((await settings()).openNow).toBe(true); // at any hour of the night in Oran
          await card.getByText(t('hours.open_now'), { exact: true }).waitFor();

          await card.getByRole('button', { name: t('hours.clear'), exact: true }).click();
          const dialog = page.getByRole('alertdialog', { name: t('hours.clear') });
          await dialog.getByText(t('hours.clear_text'), { exact: true }).waitFor();
          await dialog.getByRole('button', { name: t('hours.clear'), exact: true }).click();
          await eventually(async () => (await settings()).openingHours).toBeNull();
          await card.getByText(t('hours.none'), { exact: true }).waitFor();
          expect(await card.getByRole('button', { name: t('hours.clear') }).count()).toBe(0);
        }
      });
    },
  );
});
