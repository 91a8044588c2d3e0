// The account routes and the staff catalogue routes, for createCommandApi.
import { piiFields } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import {
  createLimiter,
  defaultRateLimits,
  rateLimitNames,
  type RateLimits,
} from '@shop/platform/rate-limit/index';
import type { Redis } from '@shop/platform/redis';
import express, { type Router } from 'express';
import { createAccounts } from '../accounts/accounts';
import { createCatalogueRoutes } from '../catalogue-routes/routes';
import { createKitchenRoutes } from '../kitchen/routes';
import type { HandleChecked } from '../command-types';
import { authRoutes, type AfterAnswer, type AuthRoutesDeps } from './auth-routes';
import type { Logger } from '@shop/platform/logger';
import { userRoutes } from './user-routes';

export type CommandApiAccountsDeps = {
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  /** Rate-limit counters live in Redis under `${prefix}rl:`. */
  redis: Redis;
  prefix: string;
  /** Over the defaults (platform/src/rate-limit/limits.ts). */
  rateLimits?: Partial<RateLimits>;
  /** PUBLIC_URL: the session cookie is Secure when it is https. */
  publicUrl?: string;
  /** Where forgot-password and resend run their work once answered (tests hold it to look in between). */
  afterAnswer?: AfterAnswer;
};

export function mountAccounts(
  deps: CommandApiAccountsDeps & {
    store: EventStore;
    /** The catalogue routes' handler: their bodies are parsed by the routes' schemas. */
    handleChecked: HandleChecked;
    ids: () => string;
    logger: Logger;
    now?: () => Date;
  },
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
  const limits: RateLimits = { ...defaultRateLimits, ...deps.rateLimits };
  const limiters = Object.fromEntries(
    rateLimitNames.map((name) => [name, createLimiter(deps.redis, deps.prefix, name, limits[name])]),
  ) as AuthRoutesDeps['limiters'];
  const publicUrl = deps.publicUrl ? { publicUrl: deps.publicUrl } : {};
  const router = express.Router();
  router.use(
    authRoutes({
      accounts,
      limiters,
      sessions: deps.sessions,
      emailHashSecret: deps.emailHashSecret,
      logger: deps.logger,
      ...publicUrl,
      ...(deps.afterAnswer ? { afterAnswer: deps.afterAnswer } : {}),
    }),
  );
  router.use(userRoutes({ accounts, sessions: deps.sessions, ...publicUrl }));
  router.use(
    createCatalogueRoutes({ handle: deps.handleChecked, sessions: deps.sessions, accounts, ids: deps.ids }),
  );
  router.use(createKitchenRoutes({ handle: deps.handleChecked, sessions: deps.sessions, accounts }));
  return router;
}
