// The one-process shop as the server's integration tests and the e2e files start it: a temp DATA_DIR (SQLite
// store, outbox), a Redis prefix of its own (`test:<random>:`) and the config over them. stop() closes the shop,
// deletes every key under the prefix and removes the temp dirs, whether or not the shop ever started.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '@shop/platform';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createShop, type Shop, type ShopOptions } from '../create-shop';

export type TestShopSetup = {
  prefix: string;
  dataDir: string;
  /** An empty temp dir served as the client (a test writes there what it serves); undefined with `builtClient`. */
  clientDir: string | undefined;
  config: Config;
  /** createShop over the config and the client dir; `options` add to or override them. */
  start(options?: ShopOptions): Promise<Shop>;
  /** Closes the shop if it started, then deletes the prefix's keys and the temp dirs. Idempotent. */
  stop(): Promise<void>;
};

export type TestShopOptions = {
  /** Extra variables for loadConfig (e.g. PUBLIC_URL, SMTP_URL, ADMIN_EMAIL/ADMIN_PASSWORD, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Serve the built client (`frontend/dist`), as the browser tests need, instead of an empty temp dir. */
  builtClient?: boolean;
};

export function prepareTestShop({ env = {}, builtClient = false }: TestShopOptions = {}): TestShopSetup {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const clientDir = builtClient ? undefined : mkdtempSync(join(tmpdir(), 'shop-client-'));
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL,
    PORT: '0',
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
    EVENT_STORE: 'sqlite',
    LOG_LEVEL: 'silent',
    ...env,
  });
  let shop: Shop | undefined;
  let stopping: Promise<void> | undefined;

  const removeAll = async () => {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    try {
      await deleteKeysWithPrefix(redis, prefix);
    } finally {
      await redis.quit();
      rmSync(dataDir, { recursive: true, force: true });
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    }
  };

  return {
    prefix,
    dataDir,
    clientDir,
    config,
    async start(options = {}) {
      shop = await createShop(config, { ...(clientDir ? { clientDir } : {}), ...options });
      return shop;
    },
    stop: () =>
      (stopping ??= (async () => {
        try {
          await shop?.close();
        } finally {
          await removeAll();
        }
      })()),
  };
}
