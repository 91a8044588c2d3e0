// The account routes and the staff catalogue routes, for createCommandApi.
import { piiFields } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import { createLimiter, defaultRateLimits, type RateLimits } from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import express, { type Router } from 'express';
import { createAccounts } from '../accounts/accounts';
import { catalogueRoutes } from '../catalogue-routes/routes';
import type { Handle } from '../handle';
import { authRoutes } from './auth-routes';
import { userRoutes } from './user-routes';

export type CommandApiAccountsDeps = {
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  /** Rate-limit counters live in Redis under `${prefix}rl:`. */
  redis: Redis;
  prefix: string;
  rateLimits?: RateLimits;
  /** PUBLIC_URL: the session cookie is Secure when it is https. */
  publicUrl?: string;
};

export function mountAccounts(
  deps: CommandApiAccountsDeps & { store: EventStore; handle: Handle; ids: () => string; now?: () => Date },
): Router {
  // Account streams hold personal data: always through the encrypting wrapper (a no-op when already wrapped).
  const store = withPersonalData(deps.store, deps.keys, piiFields);
  const accounts = createAccounts({
    store,
    keys: deps.keys,
    sessions: deps.sessions,
    emailHashSecret: deps.emailHashSecret,
    ids: deps.ids,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const limits = deps.rateLimits ?? defaultRateLimits;
  const limiters = {
    login: createLimiter(deps.redis, deps.prefix, 'login', limits.login),
    signup: createLimiter(deps.redis, deps.prefix, 'signup', limits.signup),
    reset: createLimiter(deps.redis, deps.prefix, 'reset', limits.reset),
  };
  const publicUrl = deps.publicUrl ? { publicUrl: deps.publicUrl } : {};
  const router = express.Router();
  router.use(
    authRoutes({
      accounts,
      limiters,
      sessions: deps.sessions,
      emailHashSecret: deps.emailHashSecret,
      ...publicUrl,
    }),
  );
  router.use(userRoutes({ accounts, sessions: deps.sessions, ...publicUrl }));
  router.use(catalogueRoutes({ handle: deps.handle, sessions: deps.sessions, accounts, ids: deps.ids }));
  return router;
}
