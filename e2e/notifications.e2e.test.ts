// Notifications that reach people (docs/orders.md "Notifications"), in Chromium over the real shop.
// Staff: the mute switch of the orders screen is kept across a reload, and a new order (placed through the order
// handler on the shop's own store, arriving on /ws) starts the beep and shows a browser notification once the
// context granted the permission; muted, the notification is silent and no beep starts. Visitors: the web manifest
// and its icons, the service worker registered, a push message delivered to it shown as a notification, and the
// offline page for a page load without network (API answers are never served from a cache). The Web Push path itself is tested against a local push service in
// server/src/pipelines/push-pipeline.int.test.ts (headless Chromium has no push service to subscribe with).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { appendCustomer } from '@shop/command-api/orders/testing/order-menu';
import { eventually } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const e2e = useShopAndBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

// Records what the page asks of the browser: each notification it makes and each oscillator (the beep) it starts;
// and counts its open WebSockets, so an order is only placed once the page listens on /ws.
const RECORD_ALERTS = `(() => {
  window.__notifications = [];
  window.__beeps = 0;
  window.__openSockets = 0;
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => { window.__openSockets += 1; });
    }
  };
  const Native = window.Notification;
  class Recorded extends Native {
    constructor(title, options) {
      super(title, options);
      window.__notifications.push({ title, body: options?.body, silent: options?.silent === true });
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Native.permission });
  Recorded.requestPermission = (...args) => Native.requestPermission(...args);
  window.Notification = Recorded;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.__beeps += 1;
    return start.apply(this, args);
  };
})();`;

type Recorded = { title: string; body: string; silent: boolean };
const notifications = (page: Page) => page.evaluate('window.__notifications') as Promise<Recorded[]>;
const beeps = (page: Page) => page.evaluate('window.__beeps') as Promise<number>;
const openSockets = (page: Page) => page.evaluate('window.__openSockets') as Promise<number>;

let orders = 0;
/** A customer's delivery order placed through the order handler; resolves with its id. */
async function placeOrder(): Promise<string> {
  orders += 1;
  const store = e2e.shop.shop.store;
  const handleOrder = createOrderHandler({ store });
  const userId = `push-e2e-${orders}`;
  await appendCustomer(store, userId, new Date().toISOString());
  const [product] = (await e2e.shop.products({})).data;
  const district = (await e2e.shop.get<{ data: { _id: string }[] }>('/api/districtDelivery')).data[0]!;
  const orderId = `o-alert-${orders}`;
  const ctx = { userId, role: 'user' as const };
  await handleOrder(
    {
      type: 'StartCheckout',
      data: { orderId, userId, type: 'delivery', lines: [{ productId: product!._id, quantity: 1 }] },
    },
    ctx,
  );
  await handleOrder(
    {
      type: 'PlaceOrder',
      data: {
        orderId,
        delivery: { recipient: 'Nadia', phone: '0550123456', districtId: district._id, address: '3 rue X' },
      },
    },
    ctx,
  );
  return orderId;
}

describe('notifications', () => {
  it(
    'staff: the mute switch is kept across a reload; a new order beeps and shows a browser notification',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await e2e.openPage();
      try {
        await context.grantPermissions(['notifications'], { origin: e2e.shop.url });
        await context.addInitScript(RECORD_ALERTS);
        await page.goto('/authentication/login');
        await page.getByLabel('E-mail').fill(ADMIN.email);
        await page.getByLabel('Mot de passe').fill(ADMIN.password);
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await page.waitForURL((url) => url.pathname !== '/authentication/login');
        await page.goto('/dashboard/orders');
        const mute = page.getByRole('checkbox', { name: 'Couper le son des nouvelles commandes' });
        await expect.poll(() => mute.isChecked()).toBe(false);
        await page.getByText('Notifications du navigateur activées.').waitFor();

        await eventually(() => openSockets(page)).toBeGreaterThan(0);
        await placeOrder();
        await eventually(() => notifications(page)).toHaveLength(1);
        const [shown] = await notifications(page);
        expect(shown).toMatchObject({ title: 'Nouvelle commande', silent: false });
        expect(shown!.body).toMatch(/^Commande n° \d+ reçue\.$/);
        expect(await beeps(page)).toBe(1);

        // Muted, then reloaded: the switch is still on, a new order shows a silent notification and no beep.
        await mute.check({ force: true });
        await expect.poll(() => mute.isChecked()).toBe(true);
        await page.reload();
        await expect.poll(() => mute.isChecked()).toBe(true);
        await eventually(() => openSockets(page)).toBeGreaterThan(0);
        await placeOrder();
        await eventually(() => notifications(page)).toHaveLength(1);
        expect((await notifications(page))[0]).toMatchObject({ title: 'Nouvelle commande', silent: true });
        expect(await beeps(page)).toBe(0);

        await mute.uncheck({ force: true });
        await page.reload();
        await expect.poll(() => mute.isChecked()).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'visitors: manifest and icons, the service worker registered and showing pushed steps, the offline page',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await e2e.openPage();
      try {
        await page.goto('/');
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe('/manifest.webmanifest');
        const manifest = await context.request.get(href!);
        expect(manifest.headers()['content-type']).toContain('application/manifest+json');
        const body = (await manifest.json()) as {
          name: string;
          start_url: string;
          display: string;
          icons: { src: string; sizes: string; purpose: string }[];
        };
        expect(body).toMatchObject({ name: 'Oran Food', start_url: '/', display: 'standalone' });
        expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
          expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
        );
        for (const icon of body.icons) expect((await context.request.get(icon.src)).status()).toBe(200);

        // The VAPID public key the customers' browsers subscribe with: an uncompressed P-256 point.
        const key = await e2e.shop.get<{ data: { publicKey: string } }>('/api/push/key');
        expect(Buffer.from(key.data.publicKey, 'base64url')).toHaveLength(65);

        const scriptURL = await page.evaluate(
          'navigator.serviceWorker.ready.then((r) => r.active && r.active.scriptURL)',
        );
        expect(scriptURL).toBe(`${e2e.shop.url}/sw.js`);

        // A push message delivered to the worker (through the DevTools protocol: no push service here) is shown as
        // the worker's notification, with the texts the push worker sends.
        await context.grantPermissions(['notifications'], { origin: e2e.shop.url });
        const cdp = await context.newCDPSession(page);
        const registered = new Promise<string>((resolve) => {
          cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
            const ours = registrations.find((r) => r.scopeURL === `${e2e.shop.url}/` && !r.isDeleted);
            if (ours) resolve(ours.registrationId);
          });
        });
        await cdp.send('ServiceWorker.enable');
        const message = {
          title: 'Oran Food: الطلب رقم 7',
          body: 'طلبك الآن في مرحلة «قيد التحضير».',
          url: '/myAccount/myOrders/o-7',
          tag: 'order-o-7',
          lang: 'ar',
          dir: 'rtl',
        };
        const registrationId = await registered;
        const deliver = () =>
          cdp.send('ServiceWorker.deliverPushMessage', {
            origin: `${e2e.shop.url}/`,
            registrationId,
            data: JSON.stringify(message),
          });
        await deliver();
        // Once, in a full CI run on the loaded machine, no notification showed within the wait after one delivery
        // (DevTools gives no answer to tell why): one not shown yet is delivered again (the same tag replaces, never
        // adds, a notification, so the expected list stays one).
        await eventually(async () => {
          const shown = await page.evaluate(`navigator.serviceWorker.ready
            .then((r) => r.getNotifications())
            .then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, dir: n.dir, url: n.data.url })))`);
          if (Array.isArray(shown) && shown.length === 0) await deliver();
          return shown;
        }).toEqual([
          { title: message.title, body: message.body, tag: message.tag, dir: 'rtl', url: message.url },
        ]);
        await cdp.detach();

        await context.setOffline(true);
        await page.goto('/menu');
        await page.getByRole('heading', { name: 'Vous êtes hors connexion' }).waitFor();
        await page.getByRole('heading', { name: 'You are offline' }).waitFor();
        await page.getByRole('heading', { name: 'أنت غير متصل بالإنترنت' }).waitFor();
        // API answers never come from a cache: offline, the menu's query fails.
        expect(await page.evaluate('fetch("/api/products").then(() => "answered", () => "failed")')).toBe(
          'failed',
        );

        await context.setOffline(false);
        await page.getByRole('link', { name: 'Réessayer' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('navigation').first().waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
