// The one-process shop over real HTTP: the client's precompressed files sent in the encoding the request accepts
// (brotli first, then gzip, else as built) with Vary, their type, ETag and Cache-Control; the API's JSON compressed
// above the threshold. The files the real build makes are checked in e2e/compression.e2e.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
const clientDir = setup.clientDir!;
let shop: Shop;

const bundle = Array.from({ length: 400 }, (_, i) => `export const item${i} = "menu item ${i}";`).join('\n');

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  const js = join(clientDir, 'assets', 'index-abc123.js');
  writeFileSync(js, bundle);
  writeFileSync(`${js}.br`, brotliCompressSync(bundle));
  writeFileSync(`${js}.gz`, gzipSync(bundle));
  writeFileSync(join(clientDir, 'sw.js'), bundle);
  writeFileSync(join(clientDir, 'sw.js.br'), brotliCompressSync(bundle));
  shop = await setup.start();
});

afterAll(() => setup.stop());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET as sent, without the automatic decompression of fetch: the headers and bytes on the wire. */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(`${shop.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const varyOf = (answer: Answer) => String(answer.headers.vary ?? '').toLowerCase();

describe('compression', () => {
  it('sends a precompressed bundle as brotli, gzip or as built, by Accept-Encoding, with Vary and its headers', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle);

    const gzip = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bundle);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);

    for (const answer of [br, gzip, plain]) {
      expect(varyOf(answer)).toContain('accept-encoding');
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    // Each encoding is another representation: its own validator, so a cache never mixes them up.
    expect(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
    const revalidated = await get('/assets/index-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(br.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  it('keeps the service worker revalidated in every encoding; without a .gz copy, gzip is made on the fly', async () => {
    const br = await get('/sw.js', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    const gzipOnly = await get('/sw.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['cache-control']).toBe('no-cache');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(bundle);
  });

  it('compresses the API’s JSON above the threshold, brotli first, and leaves small answers alone', async () => {
    await shop.waitForProjections();
    const products = await get('/api/products?limit=100', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(products.status).toBe(200);
    expect(products.headers['content-encoding']).toBe('br');
    expect(varyOf(products)).toContain('accept-encoding');
    expect(varyOf(products)).toContain('accept-language');
    expect(products.headers['cache-control']).toBe('no-store');
    const json = JSON.parse(brotliDecompressSync(products.body).toString()) as { data: unknown[] };
    expect(json.data.length).toBeGreaterThan(10);
    expect(products.body.length).toBeLessThan(JSON.stringify(json).length / 3);

    const gzip = await get('/api/products?limit=100', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);

    const small = await get('/api/nothing-here', { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(404);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
