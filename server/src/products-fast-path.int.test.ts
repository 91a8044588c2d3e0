// GET /api/products is served ahead of express (read-api/src/products-fast-path.ts): every answer must be the one
// the express route gives. A request with X-Min-Position always goes through express, so it is the reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
let shop: Shop;
beforeAll(async () => {
  shop = await setup.start();
}, 60_000);
afterAll(() => setup.stop());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(shop.url + path, { headers });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    body: await res.text(),
    // Every header but the moment's: the security headers (written in the fast path's one writeHead) included.
    headers: Object.fromEntries([...res.headers].filter(([name]) => name !== 'date')),
  };
};

describe('GET /api/products ahead of express', () => {
  it.each([
    '/api/products',
    '/api/products?active=true&sort=-createdAt&page=1&limit=4',
    '/api/products?sort=price&page=2&limit=3',
    '/api/products?sort=-price&active=false',
    '/api/products?sort=popular&limit=100',
    '/api/products?category=Pizzas',
    '/api/products?category=nope',
    '/api/products?page=10000',
    '/api/products?page=-1',
    '/api/products?limit=10000&sort=foo',
    '/api/products?active=true&active=false',
    '/api/products/',
  ])('%s answers as the express route does', async (path) => {
    const fast = await get(path);
    const viaExpress = await get(path, { 'X-Min-Position': '0' });
    expect(fast).toEqual(viaExpress);
    expect(fast.cache).toBe('no-store');
  });

  it('leaves HEAD and other paths to express', async () => {
    const head = await fetch(`${shop.url}/api/products?limit=2`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/api/productsX')).status).toBe(404);
  });
});
