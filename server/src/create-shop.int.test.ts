// The one-process shop against the real Redis and a temp SQLite store: the routing split, the static client
// with its SPA fallback, problem answers for unknown /api paths, and a seed that runs only once per DATA_DIR.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@shop/platform';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
const clientDir = setup.clientDir!;

const countEvents = async (store: EventStore) => {
  let count = 0;
  for await (const _ of store.readAll()) count += 1;
  return count;
};

/** A raw WebSocket handshake on /ws: resolves with the upgraded socket once the server answers 101. */
const upgrade = (url: string) =>
  new Promise<import('node:net').Socket>((resolve, reject) => {
    const req = request(`${url}/ws`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', (res, socket) =>
      res.statusCode === 101 ? resolve(socket) : reject(new Error(String(res.statusCode))),
    );
    req.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });

let shop: Shop;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><body><div id="root">spa-shell</div></body></html>',
  );
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("bundle")');
  shop = await setup.start();
});

afterAll(() => setup.stop());

describe('createShop', () => {
  it('listens on the port it was given (0 = a free one) and says where', () => {
    expect(shop.port).toBeGreaterThan(0);
    expect(shop.url).toBe(`http://127.0.0.1:${shop.port}`);
  });

  it('serves the seeded menu through read-api: GET /api/products answers data and total', async () => {
    const res = await fetch(`${shop.url}/api/products`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { _id: string; name: unknown }[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(4);
    for (const product of body.data) expect(product._id).toEqual(expect.any(String));
  });

  it('answers HEAD on /api like GET (read-api), without a body', async () => {
    const res = await fetch(`${shop.url}/api/products`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('sends other methods on /api to command-api', async () => {
    const res = await fetch(`${shop.url}/api/contactMessages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    // An empty contact message is bad input: command-api answers a 400 problem, never a 404 or a 5xx.
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('answers an unknown /api path with a 404 problem, for reads and writes alike', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${shop.url}/api/no-such-thing/${randomUUID()}`, { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.get('content-type'), method).toMatch(/application\/problem\+json/);
      const problem = (await res.json()) as { status: number; code: string };
      expect(problem.status).toBe(404);
      expect(problem.code).toEqual(expect.any(String));
    }
  });

  it('answers a malformed URL (bad percent-encoding) with a 400 problem, for reads and writes alike', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/categories/%E0%A4%A'],
      ['GET', '/api/products/%E0%A4%A'],
    ] as const) {
      const res = await fetch(`${shop.url}${path}`, { method, headers: { 'accept-language': 'en' } });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/application\/problem\+json/);
      const problem = (await res.json()) as { status: number; code: string; message: string };
      expect(problem, `${method} ${path}`).toMatchObject({ status: 400, code: 'request.invalid' });
      expect(problem.message).toBe('The request is malformed.');
    }
  });

  it('serves index.html for client routes (SPA fallback), revalidated on every load', async () => {
    const signedToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.abcDEF123'; // dots, and no - or _ in its last part
    const routes = [
      '/',
      '/menu/xyz',
      '/contact',
      '/some/unknown/route',
      `/authentication/verifyEmail/${signedToken}`,
    ];
    for (const path of routes) {
      const res = await fetch(`${shop.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain('spa-shell');
    }
  });

  it('caches hashed assets for a year as immutable, and a missing asset is a 404, not the SPA', async () => {
    const asset = await fetch(`${shop.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${shop.url}/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('spa-shell');
  });

  it('accepts the WebSocket upgrade on /ws and still closes promptly with a client connected', async () => {
    const socket = await upgrade(shop.url);
    try {
      const started = Date.now();
      await shop.close();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      socket.destroy();
    }
    shop = await setup.start();
  });

  it('does not seed twice: a restart on the same DATA_DIR appends nothing and serves the same menu', async () => {
    const eventsBefore = await countEvents(shop.store);
    expect(eventsBefore).toBeGreaterThan(0);
    await shop.close();
    shop = await setup.start();
    expect(await countEvents(shop.store)).toBe(eventsBefore);
    const res = await fetch(`${shop.url}/api/products`);
    expect(((await res.json()) as { total: number }).total).toBeGreaterThanOrEqual(20);
  });
});
