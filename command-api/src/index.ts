import { randomUUID } from 'node:crypto';
import express, { type Router } from 'express';
import type { EventStore } from '@shop/platform/eventstore/port';
import { mountAccounts, type CommandApiAccountsDeps } from './auth/mount';
import { COMMAND_BODY_LIMIT } from './body-limit';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { sameOriginWrites } from '@shop/platform/http/same-origin';
import type { Logger } from '@shop/platform/logger';
import { checkingCommands, createCheckedCommandHandler } from './handle';
import { serveContactMessage } from './http/contact-messages';
import { serveVisit, staffRequestOf, type IsStaffRequest } from './http/visits';
import { mountOrders, type PushRoutesOptions } from './orders-mount';
import { mountUploads } from './uploads/mount';

export { createCommandHandler } from './handle';
export type { CommandHandlerDeps } from './handle';
export type { Handle, HandleContext, HandleResult } from './command-types';
export { seedDemoData, demoCommands, SEED_STREAM } from './seed/seed';
export type { SeedOptions } from './seed/seed';
export { deterministicId } from './ids';
export { createAccounts } from './accounts/accounts';
export type { Accounts, AccountsDeps } from './accounts/accounts';
export type { CommandApiAccountsDeps } from './auth/mount';
export { openAccountsInfra } from './auth/from-config';
export type { AccountsInfra } from './auth/from-config';

export type CommandApiDeps = {
  store: EventStore;
  logger: Logger;
  now?: () => Date;
  ids?: () => string;
  /**
   * Accounts, sessions, the staff catalogue routes and the order routes; without it only the public contact route
   * is served.
   */
  accounts?: CommandApiAccountsDeps;
  /**
   * `${DATA_DIR}/uploads`: with it (and accounts) the staff upload routes `POST /uploads` and `POST /banners` are
   * served (multipart; docs/catalogue.md "Back-office").
   */
  uploadsDir?: string;
  /** Web Push subscriptions: the endpoints allowed (pushEndpointPolicy of the config) and the rate limit. */
  push?: PushRoutesOptions;
};

/** The write side over HTTP: an express Router meant to be mounted at `/api` (errors answer problem+json). */
export type CommandApi = Router;

export function createCommandApi({
  store,
  logger,
  now,
  ids = randomUUID,
  accounts,
  uploadsDir,
  push,
}: CommandApiDeps): CommandApi {
  // The routes of contracts' tables parse their bodies once and hand the command to the checked handler.
  const handleChecked = createCheckedCommandHandler({ store, ids, ...(now ? { now } : {}) });
  const handle = checkingCommands(handleChecked);
  const router = express.Router();
  // Before anything reads the body: a write another site's page made with the shop's cookie is refused.
  router.use(sameOriginWrites(accounts?.publicUrl));
  router.use(express.json({ limit: COMMAND_BODY_LIMIT }));
  serveContactMessage(router, handleChecked, ids);
  const visits = (isStaff?: IsStaffRequest) =>
    serveVisit(router, handleChecked, now ?? (() => new Date()), isStaff);
  if (!accounts) visits();
  if (accounts) {
    // Orders first: they are most of the writes in a rush, and express tries every route mounted before the one that
    // answers (the accounts, staff and catalogue routes were ~30 path matches per order request). No path is in both.
    const orders = mountOrders({
      ...accounts,
      store,
      ids,
      logger,
      ...(now ? { now } : {}),
      ...(push ? { push } : {}),
    });
    visits(staffRequestOf(orders.actorOf));
    router.use(orders.router);
    router.use(mountAccounts({ ...accounts, store, handleChecked, ids, logger, ...(now ? { now } : {}) }));
    if (uploadsDir)
      router.use(mountUploads({ ...accounts, store, handle, ids, uploadsDir, ...(now ? { now } : {}) }));
  }
  router.use(createProblemMiddleware({ logger }));
  return router;
}
