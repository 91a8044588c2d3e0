// The one-process shop as the server's integration tests, the e2e files and the bench children start it: a temp
// DATA_DIR (SQLite store, outbox), a Redis prefix of its own (`test:<random>:`) and the config over them. stop() closes the shop,
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
  /**
   * Extra variables for loadConfig (e.g. PUBLIC_URL, SMTP_URL, ADMIN_EMAIL/ADMIN_PASSWORD, LOG_LEVEL); PORT (0, a
   * free one), DATA_DIR and REDIS_PREFIX are always the fixture's.
   */
  env?: Record<string, string | undefined>;
  /** Serve the built client (`frontend/dist`), as the browser tests need, instead of an empty temp dir. */
  builtClient?: boolean;
  /** The first part of the Redis prefix and of the temp dir's name ('test'; the benches say 'bench'). */
  name?: string;
};

export function prepareTestShop({
  env = {},
  builtClient = false,
  name = 'test',
}: TestShopOptions = {}): TestShopSetup {
  const prefix = `${name}:${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const clientDir = builtClient ? undefined : mkdtempSync(join(tmpdir(), 'shop-client-'));
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL,
    EVENT_STORE: 'sqlite',
    LOG_LEVEL: 'silent',
    ...env,
    PORT: '0',
    DATA_DIR: dataDir,
    REDIS_PREFIX: prefix,
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
