// Spec §7 in the browser over the real shop:
// 1. a visitor's page load is sent as a visit (a random id of the day, no user id) and shows up, live, on the staff
//    stats page beside the orders, with the conversion over the same 30 days; staff browsers (the server decides,
//    from the session) and the TV board (/screen) are not counted;
// 2. the header carousel checks each promo with GET /api/promos/vrf, and a code staff deactivate disappears from a
//    visitor's carousel without a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDayHour } from '@shop/contracts';
import { chooseLanguage, eventually, textsOf, type OpenedPage } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };

// The texts the app shows (frontend/src/locales/fr/*.json).
const FR = {
  email: 'E-mail',
  password: 'Mot de passe',
  logIn: 'Se connecter',
  dashboard: 'Tableau de bord',
  visitsTable: 'Visites et commandes par jour',
  promoCarousel: 'Codes promo du moment',
  deactivate: 'Désactiver',
  period: 'Sur les 30 derniers jours',
  noConversion: '—',
  unknownScreen: 'Écran inconnu',
};

const e2e = useShopAndBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

async function logIn(page: Page) {
  await page.goto('/authentication/login');
  await page.getByRole('textbox', { name: FR.email }).fill(ADMIN.email);
  await page.getByLabel(FR.password).fill(ADMIN.password);
  await page.getByRole('button', { name: FR.logIn }).click();
  await page.getByRole('link', { name: FR.dashboard }).first().waitFor();
}

async function withAdminAndVisitor(run: (admin: OpenedPage, visitor: OpenedPage) => Promise<void>) {
  const admin = await e2e.openPage();
  const visitor = await e2e.openPage();
  try {
    await logIn(admin.page);
    await run(admin, visitor);
    expect(admin.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  } finally {
    await admin.context.close();
    await visitor.context.close();
  }
}

/** Visits, orders and conversion of the stats page's period group (named `group`), as shown. */
const periodFigures = async (page: Page, group = FR.period) =>
  (await textsOf(page.getByRole('group', { name: group }).getByRole('definition'))).slice(0, 3);

/** Today's row of the stats page's visits table (named `table`): [day, visits, orders, conversion]. */
const todayRow = async (page: Page, table = FR.visitsTable) => {
  const { day } = localDayHour(new Date());
  const label = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: label });
  return (await row.count()) === 0 ? [] : textsOf(row.getByRole('cell'));
};

describe('visits and promo verification (spec §7)', () => {
  it("a customer's page load shows up as a visit on the staff stats page, live, with the conversion over the same 30 days; staff and the TV board do not count", () =>
    withAdminAndVisitor(async (admin, visitor) => {
      const sent: unknown[] = [];
      visitor.page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/visits')
          sent.push(req.postDataJSON());
      });
      await admin.page.goto('/dashboard/stats');
      // The admin's own page load (the login page, before signing in) was taken out once signed in: no visit yet.
      await eventually(() => periodFigures(admin.page)).toEqual(['0', '0', FR.noConversion]);

      // The restaurant's TV board is not a visitor: it sends no visit.
      const board = await e2e.openPage();
      const fromBoard: string[] = [];
      board.page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/visits') fromBoard.push(req.method());
      });
      try {
        await board.page.goto('/screen/salle');
        await board.page.getByText(FR.unknownScreen).waitFor();
      } finally {
        await board.context.close();
      }

      await visitor.page.goto('/');
      await eventually(() => todayRow(admin.page)).toEqual([expect.any(String), '1', '0', '0 %']);
      await eventually(() => periodFigures(admin.page)).toEqual(['1', '0', '0 %']);
      expect(sent).toEqual([{ visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
      expect(fromBoard).toEqual([]);

      // A reload the same day is the same visitor: still 1 visit once its request was answered.
      const again = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/visits');
      await visitor.page.reload();
      expect((await again).status()).toBe(202);
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      await admin.page.reload();
      await eventually(() => todayRow(admin.page)).toEqual([expect.any(String), '1', '0', '0 %']);

      // The same figures in English and Arabic.
      await chooseLanguage(admin.page, 'en');
      await eventually(() => todayRow(admin.page, 'Visits and orders per day')).toEqual([
        expect.any(String),
        '1',
        '0',
        '0%',
      ]);
      await eventually(() => periodFigures(admin.page, 'Over the last 30 days')).toEqual(['1', '0', '0%']);
      await chooseLanguage(admin.page, 'ar');
      await eventually(async () =>
        (await todayRow(admin.page, 'الزيارات والطلبات يوميًا')).slice(1, 3),
      ).toEqual(['1', '0']);
      await eventually(async () => (await periodFigures(admin.page, 'خلال آخر 30 يومًا')).slice(0, 2)).toEqual(
        ['1', '0'],
      );
    }));

  it('each promo shown is checked with /api/promos/vrf, and one staff deactivate leaves the carousel', () =>
    withAdminAndVisitor(async (admin, visitor) => {
      const checked = new Set<string>();
      visitor.page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/promos/vrf') checked.add(url.searchParams.get('promo_code') ?? '');
      });
      await visitor.page.goto('/');
      const carousel = visitor.page.getByRole('region', { name: FR.promoCarousel });
      // Each slide reads 'Code promo : BIENVENUE20 −20%'.
      const codes = async () =>
        (await textsOf(carousel.getByRole('group')))
          .map((text) => text.split(' ').slice(-2).join(' '))
          .sort();
      await eventually(codes).toEqual(['BIENVENUE20 −20%', 'ORAN10 −10%']);
      await eventually(() => [...checked].sort()).toEqual(['BIENVENUE20', 'ORAN10']);

      await admin.page.goto('/dashboard/promo');
      await admin.page
        .getByRole('row')
        .filter({ hasText: 'ORAN10' })
        .getByRole('button', { name: FR.deactivate })
        .click();
      await eventually(codes).toEqual(['BIENVENUE20 −20%']);
    }));
});
