// Issue 33 item 4: without opening hours a day offers 96 quarter hours; the checkout groups them by part of the day
// (night 00:00–05:59, morning, lunch, afternoon, dinner), one part open and the others a click away, and a full slot
// says so in its text (« 06:00 complet »), in fr, en and ar. The slot is made full by a real order (capacity 1).
import { describe, expect, it } from 'vitest';
import type { Language } from '@shop/contracts';
import { eventually, textOf } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const CUSTOMER = {
  name: 'Yacine',
  lastName: 'Benali',
  email: 'yacine.benali@example.dz',
  password: 'yacine-secret',
};

// frontend/src/locales/<lng>/checkout.json (slot.*) and cart.json.
const TEXTS: Record<
  Language,
  { later: string; day: string; times: string; morning: string; night: string; full: string }
> = {
  fr: {
    later: 'Plus tard : choisir un créneau',
    day: 'Jour',
    times: 'Créneaux',
    morning: 'Matin',
    night: 'Nuit',
    full: 'complet',
  },
  en: {
    later: 'Later: choose a time slot',
    day: 'Day',
    times: 'Time slots',
    morning: 'Morning',
    night: 'Night',
    full: 'full',
  },
  ar: {
    later: 'لاحقًا: اختر فترة زمنية',
    day: 'اليوم',
    times: 'الفترات الزمنية',
    morning: 'الصباح',
    night: 'الليل',
    full: 'ممتلئة',
  },
};

const e2e = useShopAndBrowser({
  env: ADMIN_ENV,
  withMail: true,
});

/** Tomorrow in Oran (UTC+1 all year) at HH:MM, as the slot's ISO start. */
function tomorrowInOran(hhmm: string): string {
  const oranNow = new Date(Date.now() + 60 * 60_000);
  const tomorrow = new Date(
    Date.UTC(oranNow.getUTCFullYear(), oranNow.getUTCMonth(), oranNow.getUTCDate() + 1),
  );
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(tomorrow.getTime() + ((h! - 1) * 60 + m!) * 60_000).toISOString();
}

describe('slots by part of the day', () => {
  it(
    'a day of 96 slots shows one part open, the night collapsed, and a full slot saying so, in fr, en and ar',
    { timeout: 180_000 },
    async () => {
      const userId = await verifiedCustomer(e2e, CUSTOMER);
      const [product] = (await e2e.shop.products({ limit: 1 })).data;
      if (!product) throw new Error('the seeded menu has no product');
      const staff = await e2e.openPage();
      const customer = await e2e.openPage();
      try {
        // No opening hours (always open): every quarter hour; one order per slot.
        await logIn(staff.page, ADMIN);
        const capacity = await staff.context.request.put('/api/settings/slots', { data: { capacity: 1 } });
        expect(capacity.status(), await capacity.text()).toBe(200);

        // The customer, profile complete, takes tomorrow's 06:00 through the API: that slot is full now.
        const { page, context } = customer;
        await logIn(page, CUSTOMER);
        await completeProfile(context.request, userId, CUSTOMER);
        const started = await context.request.post('/api/orders', {
          data: { type: 'on_site', lines: [{ productId: product._id, quantity: 1 }] },
        });
        expect(started.status(), await started.text()).toBe(201);
        const { data } = (await started.json()) as { data: { _id: string } };
        const placed = await context.request.post(`/api/orders/${encodeURIComponent(data._id)}/place`, {
          data: {
            delivery: { recipient: CUSTOMER.name, phone: '0661234567' },
            slot: tomorrowInOran('06:00'),
          },
        });
        expect(placed.status(), await placed.text()).toBe(200);
        await eventually(async () => {
          const slots = await e2e.shop.get<{ data: { slots: { start: string; full: boolean }[] } }>(
            '/api/slots',
          );
          return slots.data.slots.find((s) => s.start === tomorrowInOran('06:00'))?.full;
        }).toBe(true);

        // A cart, then the on-site checkout for later, tomorrow.
        await page.goto('/menu');
        await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
        await page.getByRole('button', { name: 'Panier, 1 article' }).waitFor();
        for (const lng of ['fr', 'en', 'ar'] as const) {
          const text = TEXTS[lng];
          await page.goto(`/myAccount/orderMethod?surPlace=true&lng=${lng}`);
          await page.getByRole('radio', { name: text.later }).check();
          await page.getByRole('combobox', { name: text.day }).selectOption({ index: 1 });
          const times = page.getByRole('group', { name: text.times });

          // Tomorrow's first part with a free slot after the night is open; the night is collapsed.
          const morning = times.getByRole('button', { name: new RegExp(`^${text.morning}`) });
          const night = times.getByRole('button', { name: new RegExp(`^${text.night}`) });
          await eventually(() => morning.getAttribute('aria-expanded')).toBe('true');
          expect(await night.getAttribute('aria-expanded')).toBe('false');
          const slotButtons = times.getByRole('button', { name: /\d\d:\d\d/ });
          // 06:00–10:45: 20 quarter hours shown, not the day's 96.
          expect(await slotButtons.count()).toBe(20);
          expect(await times.getByRole('button', { name: /00:00/ }).count()).toBe(0);

          // The full slot says so in its text, and cannot be chosen.
          const full = times.getByRole('group', { name: text.morning }).getByRole('button').first();
          expect(await textOf(full)).toMatch(new RegExp(`06:00.*${text.full}$`));
          expect(await full.isDisabled()).toBe(true);
          const free = times.getByRole('group', { name: text.morning }).getByRole('button').nth(1);
          expect(await textOf(free)).not.toContain(text.full);
          expect(await free.isDisabled()).toBe(false);

          // The night opens on a click: 00:00 is there.
          await night.click();
          expect(await night.getAttribute('aria-expanded')).toBe('true');
          await times.getByRole('group', { name: text.night }).getByRole('button').first().waitFor();
          expect(
            await textOf(times.getByRole('group', { name: text.night }).getByRole('button').first()),
          ).toContain('00:00');
          expect(await slotButtons.count()).toBe(44);
        }
        expect(customer.errors).toEqual([]);
      } finally {
        await staff.context.close();
        await customer.context.close();
      }
    },
  );
});
