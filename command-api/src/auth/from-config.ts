// Everything the account routes need, opened from the configuration, for the composition (server/create-shop.ts,
// command-api/src/main.ts): the key store next to the event log, the secrets, the session tokens, rate limits.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { piiFields } from '@shop/contracts';
import { createSessionRevocations, createSessionTokens, loadSecrets } from '@shop/platform/auth/index';
import { ConfigError, type Config } from '@shop/platform/config';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import type { Logger } from '@shop/platform/logger';
import { rateLimitsFromConfig } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import { createAccounts } from '../accounts/accounts';
import { createDeletionFinisher } from '../accounts/deletion-finisher';
import type { CommandApiAccountsDeps } from './mount';

type AccountsConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'REDIS_PREFIX'
  | 'PUBLIC_URL'
  | 'JWT_SECRET'
  | 'EMAIL_HASH_SECRET'
  | 'ADMIN_EMAIL'
  | 'ADMIN_PASSWORD'
> &
  Partial<Pick<Config, `RATE_LIMIT_${string}` & keyof Config>>;

export function openAccountsInfra(config: AccountsConfig, redis: Redis, opts: { now?: () => Date } = {}) {
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secrets = loadSecrets(config.DATA_DIR, {
    ...(config.JWT_SECRET ? { JWT_SECRET: config.JWT_SECRET } : {}),
    ...(config.EMAIL_HASH_SECRET ? { EMAIL_HASH_SECRET: config.EMAIL_HASH_SECRET } : {}),
  });
  const keys = createSqliteKeyStore({ file: join(config.DATA_DIR, 'keys.sqlite') });
  // Logged-out sessions are recorded in the Redis every service shares (read-api checks the same list).
  const sessions = createSessionTokens(secrets.jwtSecret, {
    ...opts,
    revocations: createSessionRevocations(redis, config.REDIS_PREFIX, opts.now),
  });
  const deps: CommandApiAccountsDeps = {
    keys,
    sessions,
    emailHashSecret: secrets.emailHashSecret,
    redis,
    prefix: config.REDIS_PREFIX,
    rateLimits: rateLimitsFromConfig(config),
    ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
  };
  /** The store every service must use: personal fields encrypted on append, decrypted (or null once erased) on read. */
  const wrap = (store: EventStore): EventStore => withPersonalData(store, keys, piiFields);
  const accountsOver = (store: EventStore) =>
    createAccounts({
      store: wrap(store),
      keys,
      sessions,
      emailHashSecret: secrets.emailHashSecret,
      ...(opts.now ? { now: opts.now } : {}),
    });
  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD, or admin@oran-food.local with a random password returned once (print it), while the
   * shop never had an admin. `requirePassword` (command-api under NODE_ENV=production): no generated password in a
   * container's logs, the start is refused with one line instead until ADMIN_PASSWORD is set.
   */
  const ensureFirstAdmin = async (store: EventStore, opts: { requirePassword?: boolean } = {}) => {
    const accounts = accountsOver(store);
    if (opts.requirePassword && !config.ADMIN_PASSWORD && !(await accounts.adminEverGranted()))
      throw new ConfigError([
        'ADMIN_PASSWORD is not set and the shop has no admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD (.env) for the first start',
      ]);
    return accounts.ensureFirstAdmin({
      ...(config.ADMIN_EMAIL ? { email: config.ADMIN_EMAIL } : {}),
      ...(config.ADMIN_PASSWORD ? { password: config.ADMIN_PASSWORD } : {}),
    });
  };
  /**
   * Finishes the deletions nobody retried (accounts/deletion-finisher.ts), following `store` without decrypting it.
   * It destroys keys: run it only in the process that writes the key store (command-api; the shop in one process).
   */
  const deletionFinisher = (store: EventStore, logger: Logger) =>
    createDeletionFinisher({
      store: wrap(store),
      redis,
      prefix: config.REDIS_PREFIX,
      finishDeletion: accountsOver(store).finishDeletion,
      logger,
    });
  return {
    deps,
    keys,
    sessions,
    secrets,
    wrap,
    ensureFirstAdmin,
    deletionFinisher,
    close: () => keys.close(),
  };
}
export type AccountsInfra = ReturnType<typeof openAccountsInfra>;
