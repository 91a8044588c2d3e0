// Issue 29: the client as the build makes it (precompressed by vite-plugin-compression2) and as `npm start`
// serves it, over real HTTP: the entry script of the built index.html in brotli when the browser accepts it, gzip
// when only gzip, as built otherwise, always with Vary. In the e2e project because it builds frontend/dist; no
// browser needed (Chromium's fetch would decompress what this reads as sent).
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../server/src/create-shop';
import { clientDist } from '../server/src/client-build';
import { prepareTestShop } from '../server/src/testing/test-shop';

const setup = prepareTestShop({ builtClient: true, env: { LOG_LEVEL: 'silent' } });
let shop: Shop;

beforeAll(async () => {
  shop = await setup.start({ seed: false });
});
afterAll(() => setup.stop());

type Answer = { headers: Record<string, string | string[] | undefined>; body: Buffer };
const get = (path: string, acceptEncoding?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const req = request(`${shop.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the built client, compressed', () => {
  it('sends the index’s entry script as br, gzip or identity by Accept-Encoding, with Vary', async () => {
    const index = readFileSync(join(clientDist, 'index.html'), 'utf8');
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    if (!entry) throw new Error('the built index.html names no entry script');
    const built = readFileSync(join(clientDist, entry));

    // The copies made at build time are what is sent, not a compression made per request.
    const br = await get(entry, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(join(clientDist, `${entry}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(built)).toBe(true);

    const gzip = await get(entry, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(join(clientDist, `${entry}.gz`)))).toBe(true);
    expect(gunzipSync(gzip.body).equals(built)).toBe(true);

    const identity = await get(entry);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(built)).toBe(true);

    for (const answer of [br, gzip, identity]) {
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Made at build time at the highest levels: brotli well under gzip, both a fraction of the bundle.
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(built.length / 2.5);
  });
});
