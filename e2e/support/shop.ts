// The shop each e2e file drives: createShop on a free port serving the built client, over a temp SQLite store
// (DATA_DIR) and the real Redis with a prefix of its own (server/src/testing/test-shop.ts); stop() closes it,
// deletes every key under the prefix and removes the temp dir. useShopAndBrowser starts it with Chromium (and a
// mail catcher when the file reads mails) before a file's tests and stops them all after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createCommandHandler, type Handle } from '@shop/command-api';
import type { CategoryView, ProductSort, ProductView } from '@shop/contracts';
import { startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';
import type { Shop } from '../../server/src/create-shop';
import { prepareTestShop } from '../../server/src/testing/test-shop';
import { launchBrowser, openPage, type OpenedPage } from './browser';

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

/** `env`: extra variables for loadConfig (e.g. SMTP_URL, ADMIN_EMAIL/ADMIN_PASSWORD). */
export async function startShop(env: Record<string, string> = {}): Promise<TestShop> {
  const setup = prepareTestShop({
    env: { LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent', ...env },
    builtClient: true,
  });
  let shop: Shop;
  try {
    shop = await setup.start();
  } catch (error) {
    await setup.stop().catch(() => undefined);
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

  return {
    shop,
    url,
    prefix: setup.prefix,
    handle: createCommandHandler({ store: shop.store }),
    get,
    products,
    allProducts,
    categories: () => get<{ data: CategoryView[] }>('/api/categories').then((r) => r.data),
    stop: setup.stop,
  };
}

export type ShopAndBrowser = {
  shop: TestShop;
  browser: Browser;
  /** Only with `withMail`: the SMTP server the shop sends to (SMTP_URL). */
  mail: MailCatcher;
  /** A fresh browser context on the shop (openPage of ./browser). */
  openPage(options?: { locale?: string }): Promise<OpenedPage>;
};

/**
 * Registers the file's hooks: before its tests, the shop (with `env`) and Chromium start together (with `withMail`,
 * after a mail catcher the shop sends to); after them, all are stopped. The fields are set from the first test
 * on, and in the file's own beforeAll hooks (they run after this one).
 */
export function useShopAndBrowser(
  options: { env?: Record<string, string>; withMail?: boolean } = {},
): ShopAndBrowser {
  const started: Partial<ShopAndBrowser> = {
    openPage: (pageOptions) => openPage(started.browser!, started.shop!.url, pageOptions),
  };
  beforeAll(async () => {
    const env = { ...options.env };
    if (options.withMail) {
      started.mail = await startMailCatcher();
      env.SMTP_URL = started.mail.smtpUrl;
    }
    [started.shop, started.browser] = await Promise.all([startShop(env), launchBrowser()]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.shop?.stop();
    await started.mail?.close();
  });
  return started as ShopAndBrowser;
}
