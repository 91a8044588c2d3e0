// Busy mode in Chromium over the real shop (issue 31 items 2 and 3; docs/kitchen.md "Busy mode and promised times").
// A customer has the checkout open (as soon as possible, on site); staff pause orders for 30 minutes from the
// back-office: without a reload, the customer's header shows the pause and the wait, and sending the order is refused
// with the translated reason. Staff resume and announce a 15-minute delay: the order goes through with a promised
// time on its page; a larger delay then moves that time on the open page (reactor → worker → OrderPromiseMoved).
import { describe, expect, it } from 'vitest';
import { eventually, textOf } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const CUSTOMER = {
  name: 'Yacine',
  lastName: 'Benali',
  email: 'yacine.benali@example.dz',
  password: 'yacine-secret',
};

// frontend/src/locales/fr/{layout,busy,cart,checkout,orders}.json, contracts/src/error-messages.ts
const FR = {
  banner: 'Affluence en cuisine',
  pausedUntil: "Commandes en pause jusqu'à",
  wait: (minutes: number) => `En ce moment : environ ${minutes} min`,
  pause30: 'Pause 30 min',
  resume: 'Reprendre les commandes',
  delay: "Retard (minutes, 0 pour l'enlever)",
  applyDelay: 'Appliquer le retard',
  onSite: 'Manger sur place',
  submit: 'Envoyer la commande',
  refused:
    'Le restaurant ne prend plus de commandes pour le moment : choisissez un créneau après la reprise.',
  promised: 'Prévue vers',
};

const e2e = useShopAndBrowser({ env: ADMIN_ENV, withMail: true });

/** HH:MM plus `minutes`, on a 24-hour clock. */
const plus = (hhmm: string, minutes: number): string => {
  const total = (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('busy mode', () => {
  it(
    'a pause shows in the open header and refuses the ASAP order; a delay gives and moves its promised time',
    { timeout: 180_000 },
    async () => {
      // Always open (no hours): only the pause refuses the order.
      await e2e.shop.handle({ type: 'ClearOpeningHours', data: {} });
      const staff = await e2e.openPage();
      const customer = await e2e.openPage();
      try {
        const userId = await verifiedCustomer(e2e, CUSTOMER);
        await logIn(customer.page, CUSTOMER);
        await completeProfile(customer.context.request, userId, CUSTOMER);
        const { page } = customer;
        await page.goto('/menu');
        await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
        await page.getByRole('button', { name: 'Panier, 1 article' }).click();
        await page.getByRole('button', { name: FR.onSite }).click();
        const submit = page.getByRole('button', { name: FR.submit });
        await eventually(() => submit.isEnabled()).toBe(true);
        const banner = page.getByRole('status', { name: FR.banner });
        expect(await banner.count()).toBe(0);
        await page.evaluate('window.__notReloaded = true');

        // Staff pause orders for 30 minutes from the back-office.
        await logIn(staff.page, ADMIN);
        await staff.page.goto('/dashboard/busy');
        await staff.page.getByRole('button', { name: FR.pause30 }).click();
        await staff.page.getByRole('button', { name: FR.resume }).waitFor();

        // The customer's header says so, live; sending the ASAP order is refused, translated.
        await banner.waitFor();
        expect(await textOf(banner)).toContain(FR.pausedUntil);
        expect(await textOf(banner)).toContain(FR.wait(20));
        await submit.click();
        await page.getByText(FR.refused, { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).not.toMatch(/^\/myAccount\/myOrders\//);

        // Staff resume and announce a 15-minute delay: the banner now tells the longer wait.
        await staff.page.getByRole('button', { name: FR.resume }).click();
        const delay = staff.page.getByRole('spinbutton', { name: FR.delay });
        await delay.fill('15');
        await staff.page.getByRole('button', { name: FR.applyDelay }).click();
        await eventually(() => textOf(banner)).toBe(FR.wait(35));

        // The order goes through, with its promised time on the order page.
        await submit.click();
        await page.waitForURL((url) => /^\/myAccount\/myOrders\/[^/]+$/.test(url.pathname), {
          timeout: 20_000,
        });
        const promised = page.getByRole('group', { name: FR.promised, exact: true });
        await promised.waitFor();
        const first = await textOf(promised);
        expect(first).toMatch(/^\d\d:\d\d$/);
        const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

        // A larger delay moves the open order's promise by the difference, on the open page.
        await delay.fill('30');
        await staff.page.getByRole('button', { name: FR.applyDelay }).click();
        await eventually(() => textOf(promised), 30_000).toBe(plus(first, 15));
        expect(orderId).not.toBe('');
        expect(await page.evaluate('window.__notReloaded === true')).toBe(true);
        expect(customer.errors).toEqual([]);
        expect(staff.errors).toEqual([]);
      } finally {
        await staff.context.close();
        await customer.context.close();
      }
    },
  );
});
