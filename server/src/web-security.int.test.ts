// The one-process shop over real HTTP: the security headers on every kind of answer, and writes or /ws upgrades that
// a browser says came from another origin refused with a 403 problem (the browser case is e2e/forgery.e2e.test.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@shop/platform';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
const clientDir = setup.clientDir!;
let shop: Shop;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  mkdirSync(join(clientDir, 'images'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("bundle")');
  writeFileSync(join(clientDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(setup.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(setup.dataDir, 'uploads', 'u1.webp'), 'not really an image');
  shop = await setup.start();
});

afterAll(() => setup.stop());

const countEvents = async (store: EventStore) => {
  let count = 0;
  for await (const _ of store.readAll()) count += 1;
  return count;
};

/** A raw WebSocket handshake on /ws with these headers: the status the server answers and its body. */
const upgrade = (headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${shop.url}/ws`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '' });
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('security headers', () => {
  it('are on every kind of answer: client, SPA route, assets, images, uploads, API reads, writes and errors', async () => {
    const answers = [
      ['GET', '/'],
      ['GET', '/screen/some-screen'],
      ['GET', '/assets/index-abc123.js'],
      ['GET', '/assets/missing.js'],
      ['GET', '/images/logo.svg'],
      ['GET', '/uploads/u1.webp'],
      ['GET', '/uploads/missing.webp'],
      ['GET', '/api/products'],
      ['GET', '/api/categories'],
      ['GET', '/api/nothing-here'],
      ['POST', '/api/contactMessages'],
    ] as const;
    for (const [method, path] of answers) {
      const res = await fetch(`${shop.url}${path}`, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('writes from another origin', () => {
  const contact = {
    topic: 'thanks',
    name: 'Amina',
    email: 'amina@example.dz',
    message: 'Bonjour, une question.',
  };
  const post = (headers: Record<string, string>) =>
    fetch(`${shop.url}/api/contactMessages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(contact),
    });

  it('are refused with a 403 problem and append nothing, whatever the route or body', async () => {
    await shop.waitForProjections();
    const before = await countEvents(shop.store);
    const foreign: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:1' }, // another port of the same host
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: shop.url, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(await res.json()).toMatchObject({ status: 403, code: 'request.cross_origin' });
    }
    const multipart = new FormData();
    multipart.set('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    for (const [method, path] of [
      ['POST', '/api/banners'],
      ['POST', '/api/uploads'],
      ['PUT', '/api/settings/discounts'],
      ['PATCH', '/api/products/p1/publish'],
      ['DELETE', '/api/categories/c1'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await fetch(`${shop.url}${path}`, {
        method,
        headers: { origin: 'http://127.0.0.1:1', cookie: 'session=whatever' },
        body: multipart,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('request.cross_origin');
    }
    expect(await countEvents(shop.store)).toBe(before);
  });

  it('from the shop itself, or from a client that says nothing (curl, servers, Bearer clients), go through', async () => {
    const own: Record<string, string>[] = [
      {},
      { origin: shop.url },
      { origin: shop.url, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of own) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('a /ws upgrade from another origin is refused with a 403 problem; the shop’s own is upgraded', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:1' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const answer = await upgrade(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'request.cross_origin' });
    }
    expect((await upgrade({ origin: shop.url })).status).toBe(101);
    expect((await upgrade({})).status).toBe(101);
  });
});
