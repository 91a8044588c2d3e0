// The public pages no other browser test walks (spec §2 layout, /contact, /contact/:topic, /droits; §8 component
// error with Retry), found by role and label as a visitor or a screen reader would:
// 1. the header: the rotating carousel of the active promo codes, the social links and the two phones;
//    the footer: 2024 copyright and the privacy link to /droits; on /contact also phones, e-mail and sales point;
// 2. a message written on a contact topic screen is sent, confirmed, and recorded in the event log;
// 3. a failed fetch shows the error with Retry, and Retry brings the page back; so does a route that failed to load.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readStream } from '@shop/command-api/testing/temp-store';
import { demoPromos, demoShopInfo } from '@shop/command-api/seed/demo-data';
import { eventually, textOf, textsOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

// The French texts the app shows (frontend/src/locales/fr/layout.json, contact.json, pages.json, common.json).
const FR = {
  promos: 'Codes promo du moment',
  social: ['Notre page Facebook', 'Notre compte Instagram', 'Notre compte TikTok'],
  call: (phone: string) => `Appeler le ${phone}`,
  copyright: '© 2024 Oran Food. Tous droits réservés.',
  privacy: 'Politique de confidentialité',
  contactTitle: 'Contact',
  topics: ['Remerciements', 'Réclamation', 'Suggestion'],
  sent: 'Message envoyé !',
  sentText: 'Merci, notre équipe vous répondra rapidement.',
  backToContact: 'Retour au contact',
  retry: 'Réessayer',
  errorTitle: 'Une erreur est survenue!',
  menuTitle: 'Notre menu',
};

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Horizontal distance between the slide's start and its carousel's: 0 for the slide shown. */
const offsetIn = async (carousel: Locator, slide: Locator) =>
  Math.round(Math.abs((await slide.boundingBox())!.x - (await carousel.boundingBox())!.x));

async function withPage(run: (page: Page) => Promise<void>) {
  const { context, page, errors } = await e2e.openPage();
  try {
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('public pages', () => {
  it('the header rotates the active promo codes and links the social pages and the phones; the footer links /droits', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await h1(page).waitFor();

      // The carousel holds the active codes only, one slide each, and moves on to the next one by itself.
      const active = demoPromos.filter((p) => p.active);
      const carousel = header(page).getByRole('region', { name: FR.promos });
      const slides = carousel.getByRole('group');
      await eventually(() => slides.count()).toBe(active.length);
      const texts = (await textsOf(slides)).join(' | ');
      for (const promo of demoPromos)
        expect(texts.includes(`${promo.code} −${promo.percentage}%`), texts).toBe(promo.active);
      const second = carousel.getByRole('group', { name: `2 / ${active.length}` });
      await eventually(() => offsetIn(carousel, second), 10_000).toBe(0);

      // Social links open the shop's pages in a new tab; the two phones are tel: links.
      for (const [i, name] of FR.social.entries()) {
        const link = header(page).getByRole('link', { name });
        const network = (['facebook', 'instagram', 'tiktok'] as const)[i]!;
        expect(await link.getAttribute('href')).toBe(demoShopInfo.social[network]);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      for (const phone of demoShopInfo.phones) {
        const link = header(page).getByRole('link', { name: FR.call(phone) });
        expect(await link.getAttribute('href')).toBe(`tel:${phone.replace(/\s/g, '')}`);
        expect(await textOf(link)).toBe(phone);
      }

      // Footer: the copyright, no contact details away from /contact, and the privacy policy.
      expect(await textOf(footer(page).getByText(FR.copyright))).toBe(FR.copyright);
      expect(await footer(page).getByText(demoShopInfo.email).count()).toBe(0);
      await footer(page).getByRole('link', { name: FR.privacy }).click();
      await page.waitForURL((url) => url.pathname === '/droits');
      await eventually(() => textOf(h1(page))).toBe(FR.privacy);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('each contact topic has its screen with its form; an unknown topic is not found', async () => {
    await withPage(async (page) => {
      for (const [topic, title] of [
        ['thanks', 'Remerciements'],
        ['complaint', 'Réclamation'],
        ['suggestion', 'Suggestion'],
      ] as const) {
        await page.goto('/contact');
        await page.getByRole('main').getByRole('link', { name: title }).click();
        await page.waitForURL((url) => url.pathname === `/contact/${topic}`);
        await eventually(() => textOf(h1(page))).toBe(title);
        const form = page.getByRole('form', { name: title });
        for (const field of [/^Nom/, /^E-mail/, /^Téléphone/, /^Message/])
          await form.getByLabel(field).waitFor();
        await page.getByRole('main').getByRole('link', { name: FR.backToContact }).click();
        await page.waitForURL((url) => url.pathname === '/contact');
      }
      await page.goto('/contact/other');
      await eventually(() => textOf(h1(page))).toBe('Page non trouvée');
    });
  });

  it('a complaint written on its contact screen is sent, confirmed and recorded', async () => {
    await withPage(async (page) => {
      await page.goto('/contact');
      await eventually(() => textOf(h1(page))).toBe(FR.contactTitle);
      const main = page.getByRole('main');
      for (const topic of FR.topics) await main.getByRole('link', { name: topic }).waitFor();
      // On /contact the footer gives the phones, the e-mail and the sales point in Oran.
      const foot = footer(page);
      await foot.getByRole('link', { name: demoShopInfo.email }).waitFor();
      expect(await foot.getByRole('link', { name: demoShopInfo.email }).getAttribute('href')).toBe(
        `mailto:${demoShopInfo.email}`,
      );
      for (const phone of demoShopInfo.phones)
        await foot.getByRole('link', { name: FR.call(phone) }).waitFor();
      const { address, city } = demoShopInfo.salesPoint;
      await foot.getByText(`${address}, ${city}`).waitFor();

      await main.getByRole('link', { name: 'Réclamation' }).click();
      await page.waitForURL((url) => url.pathname === '/contact/complaint');
      await eventually(() => textOf(h1(page))).toBe('Réclamation');

      const form = page.getByRole('form', { name: 'Réclamation' });
      // Sending empty says what is missing, nothing is sent.
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await eventually(() => form.getByText('* Ce champ est obligatoire').count()).toBe(3);

      const message = 'Ma commande est arrivée froide hier soir.';
      await form.getByLabel('Nom').fill('Yasmine Amrani');
      await form.getByLabel('E-mail').fill('yasmine.amrani@example.dz');
      await form.getByLabel(/^Téléphone/).fill('0661 23 45 67');
      await form.getByLabel('Message').fill(message);
      expect(await textOf(form.getByText(`${message.length}/500`))).toBe(`${message.length}/500`);
      const answered = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/contactMessages' && res.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Envoyer' }).click();
      const response = await answered;
      expect(response.status(), await response.text()).toBe(201);
      const { data } = (await response.json()) as { data: { _id: string } };

      // The confirmation, then back to the contact page.
      const confirmation = page.getByRole('alertdialog', { name: FR.sent });
      await confirmation.getByText(FR.sentText).waitFor();

      // Recorded in the log as the visitor wrote it.
      const [recorded] = await readStream(e2e.shop.shop.store, `contact-${data._id}`);
      expect(recorded?.type).toBe('ContactMessageSubmitted');
      expect(recorded?.data).toMatchObject({
        topic: 'complaint',
        email: 'yasmine.amrani@example.dz',
        message,
      });

      await confirmation.getByRole('button', { name: FR.backToContact }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await eventually(() => textOf(h1(page))).toBe(FR.contactTitle);
    });
  });

  it('a menu whose products cannot be fetched says so with Retry, and Retry brings the products back', async () => {
    await withPage(async (page) => {
      const [first] = (await e2e.shop.products({})).data;
      // Every products request fails (the client's own retries too) until the route is lifted.
      const products = (url: URL) => url.pathname === '/api/products';
      await page.route(products, (route) => route.abort('connectionreset'));
      await page.goto('/menu');
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: FR.errorTitle });
      await alert.waitFor({ timeout: 30_000 });
      expect(await page.getByRole('main').getByText(first!.name).count()).toBe(0);

      await page.unroute(products);
      await alert.getByRole('button', { name: FR.retry }).click();
      await page.getByRole('main').getByText(first!.name).first().waitFor();
      await alert.waitFor({ state: 'detached' });
    });
  });

  it('a route whose code failed to load shows Retry, and Retry loads it', async () => {
    await withPage(async (page) => {
      await page.goto('/');
      await h1(page).waitFor();
      // The menu screen is a lazy chunk (assets/menu-*.js): it fails once.
      const chunk = (url: URL) => /\/assets\/menu-[^/]*\.js$/.test(url.pathname);
      await page.route(chunk, (route) => route.abort('connectionreset'));
      await header(page).getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: FR.errorTitle });
      await alert.waitFor();
      await page.unroute(chunk);
      await alert.getByRole('button', { name: FR.retry }).click();
      await eventually(() => textOf(h1(page))).toBe(FR.menuTitle);
      expect(new URL(page.url()).pathname).toBe('/menu');
    });
  });
});
