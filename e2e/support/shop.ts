// The shop each e2e file drives: createShop on a free port over a temp SQLite store (DATA_DIR) and the real
// Redis with a prefix of its own (`test:e2e:<random>:`); stop() closes it, deletes every key under the prefix
// (SCAN MATCH prefix*) and removes the temp dir.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createCommandHandler, type Handle } from '@shop/command-api';
import type { CategoryView, ProductSort, ProductView } from '@shop/contracts';
import { loadConfig } from '@shop/platform';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createShop, type Shop } from '../../server/src/create-shop';

export type ProductPage = { data: ProductView[]; total: number };

export type TestShop = {
  shop: Shop;
  url: string;
  prefix: string;
  /** The command handler over the shop's own store: what it appends is projected and pushed on /ws. */
  handle: Handle;
  /** GET a JSON answer of the shop's API (path starts with /api). */
  get<T>(path: string): Promise<T>;
  /** One page of GET /api/products?active=true (what the menu asks for). */
  products(query: {
    sort?: ProductSort;
    page?: number;
    limit?: number;
    category?: string;
  }): Promise<ProductPage>;
  /** Every published product in the order of `sort` (optionally of one category), read 4 by 4 as the menu does. */
  allProducts(sort: ProductSort, category?: string): Promise<ProductPage>;
  categories(): Promise<CategoryView[]>;
  stop(): Promise<void>;
};

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
  try {
    await deleteKeysWithPrefix(redis, prefix);
  } finally {
    await redis.quit();
  }
}

/** `env`: extra variables for loadConfig (e.g. SMTP_URL, ADMIN_EMAIL/ADMIN_PASSWORD). */
export async function startShop(env: Record<string, string> = {}): Promise<TestShop> {
  const prefix = `test:e2e:${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const config = loadConfig({
    REDIS_URL,
    PORT: '0',
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
    EVENT_STORE: 'sqlite',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    ...env,
  });
  let shop: Shop;
  try {
    shop = await createShop(config);
  } catch (error) {
    await deleteKeys(prefix).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = shop.url;

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${url}${path}`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };

  const products: TestShop['products'] = ({ sort = '-createdAt', page = 1, limit = 4, category }) => {
    const q = new URLSearchParams({ active: 'true', sort, page: String(page), limit: String(limit) });
    if (category) q.set('category', category);
    return get<ProductPage>(`/api/products?${q.toString()}`);
  };

  const allProducts: TestShop['allProducts'] = async (sort, category) => {
    const data: ProductView[] = [];
    let total = 0;
    for (let page = 1; page <= 100; page += 1) {
      const answer = await products({ sort, page, limit: 4, ...(category ? { category } : {}) });
      total = answer.total;
      data.push(...answer.data);
      if (answer.data.length === 0 || data.length >= total) break;
    }
    return { data, total };
  };

  let stopping: Promise<void> | undefined;
  return {
    shop,
    url,
    prefix,
    handle: createCommandHandler({ store: shop.store }),
    get,
    products,
    allProducts,
    categories: () => get<{ data: CategoryView[] }>('/api/categories').then((r) => r.data),
    stop: () =>
      (stopping ??= (async () => {
        try {
          await shop.close();
        } finally {
          await deleteKeys(prefix);
          rmSync(dataDir, { recursive: true, force: true });
        }
      })()),
  };
}
