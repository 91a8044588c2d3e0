// Cross-site request forgery in the browser: a staff member signed in to the shop opens a page served
// from another port of the same host (another origin, the same "site": the SameSite=Lax cookie goes along). That page
// posts an auto-submitted multipart form and a `no-cors` fetch to POST /api/banners, and opens a WebSocket on /ws.
// The shop must append nothing and the socket must hear nothing, while the staff member's own page still hears.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerView } from '@shop/contracts';
import type { EventStore } from '@shop/platform';
import { eventually } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const e2e = useShopAndBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

const countEvents = async (store: EventStore) => {
  let count = 0;
  for await (const _ of store.readAll()) count += 1;
  return count;
};

/** The attacker's page: it does its three things at once and says when each one is over. */
const attackerPage = (shopUrl: string, pngBase64: string) => `<!doctype html>
<html><body>
<iframe name="sink"></iframe>
<form id="forged" method="POST" enctype="multipart/form-data" action="${shopUrl}/api/banners" target="sink">
  <input name="name" value="Forged by form"><input name="order_img" value="7"><input type="file" name="img">
</form>
<script>
  window.report = { formDone: false, fetchDone: false, socketDone: false, socketOpened: false, heard: [] };
  const png = Uint8Array.from(atob('${pngBase64}'), (c) => c.charCodeAt(0));
  const file = () => new File([png], 'forged.png', { type: 'image/png' });

  const form = document.getElementById('forged');
  const files = new DataTransfer();
  files.items.add(file());
  form.querySelector('input[type=file]').files = files.files;
  document.querySelector('iframe').addEventListener('load', () => (window.report.formDone = true));
  form.submit();

  const body = new FormData();
  body.set('name', 'Forged by fetch');
  body.set('order_img', '8');
  body.set('img', file());
  fetch('${shopUrl}/api/banners', { method: 'POST', mode: 'no-cors', credentials: 'include', body })
    .catch(() => undefined)
    .finally(() => (window.report.fetchDone = true));

  const socket = new WebSocket('${shopUrl.replace('http', 'ws')}/ws');
  socket.onopen = () => (window.report.socketOpened = true);
  socket.onmessage = (event) => window.report.heard.push(event.data);
  socket.onclose = () => (window.report.socketDone = true);
</script>
</body></html>`;

type Report = {
  formDone: boolean;
  fetchDone: boolean;
  socketDone: boolean;
  socketOpened: boolean;
  heard: string[];
};

let attacker: Server;
let attackerUrl: string;

beforeAll(async () => {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(attackerPage(e2e.shop.url, png.toString('base64')));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

describe('a page of another origin, with the staff cookie', () => {
  it('makes 0 writes (multipart form, no-cors fetch) and its WebSocket hears 0 messages', async () => {
    const { context, page, errors } = await e2e.openPage();
    try {
      const login = await context.request.post(`${e2e.shop.url}/api/auth/login`, { data: ADMIN });
      expect(login.status()).toBe(200);
      expect((await context.cookies(e2e.shop.url)).map((c) => c.name)).toContain('session');
      // The staff member's own tab: its WebSocket hears the shop's changes. Its page load records a visit, an event
      // too: awaited here, so that it is counted before the forged requests and not during them.
      const visited = page.waitForResponse((response) => response.url().endsWith('/api/visits'));
      await page.goto('/');
      expect((await visited).status()).toBe(202);
      await page.evaluate(
        (wsUrl) => {
          const heard: string[] = [];
          (globalThis as unknown as { ownHeard: string[] }).ownHeard = heard;
          return new Promise<void>((resolve) => {
            const socket = new WebSocket(wsUrl);
            socket.onopen = () => resolve();
            socket.onmessage = (event) => heard.push(String(event.data));
          });
        },
        `${e2e.shop.url.replace('http', 'ws')}/ws`,
      );

      await e2e.shop.shop.waitForProjections();
      const eventsBefore = await countEvents(e2e.shop.shop.store);
      const bannersBefore = (await e2e.shop.get<{ data: BannerView[] }>('/api/banners')).data.length;

      const evil = await context.newPage();
      await evil.goto(attackerUrl);
      const report = () => evil.evaluate(() => (globalThis as unknown as { report: Report }).report);
      await eventually(async () => {
        const r = await report();
        return r.formDone && r.fetchDone && r.socketDone;
      }).toBe(true);

      // Something the shop announces to everyone: the own tab hears it, the forged socket (closed) cannot.
      await e2e.shop.handle({
        type: 'CreateCategory',
        data: {
          categoryId: 'forgery-check',
          name: 'Vérification',
          description: 'Ajoutée par le test de falsification.',
          image: '/images/placeholder.svg',
        },
      });
      await eventually(async () =>
        page.evaluate(() => (globalThis as unknown as { ownHeard: string[] }).ownHeard.length),
      ).toBeGreaterThan(0);

      const final = await report();
      expect(final.socketOpened).toBe(false);
      expect(final.heard).toEqual([]);
      await e2e.shop.shop.waitForProjections();
      // Only the category the test itself created was appended: not a banner, not an image.
      expect(await countEvents(e2e.shop.shop.store)).toBe(eventsBefore + 1);
      expect((await e2e.shop.get<{ data: BannerView[] }>('/api/banners')).data.length).toBe(bannersBefore);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
