// The back-office multipart routes for createCommandApi (staff only; the accounts say who is calling).
import { piiFields } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import type { Router } from 'express';
import { createAccounts } from '../accounts/accounts';
import { authenticate, requireRole } from '../auth/authenticate';
import type { Handle } from '../command-types';
import { uploadRoutes } from './routes';

export type UploadsMountDeps = {
  store: EventStore;
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  handle: Handle;
  ids: () => string;
  uploadsDir: string;
  now?: () => Date;
};

export function mountUploads(deps: UploadsMountDeps): Router {
  const accounts = createAccounts({
    store: withPersonalData(deps.store, deps.keys, piiFields),
    keys: deps.keys,
    sessions: deps.sessions,
    emailHashSecret: deps.emailHashSecret,
    ids: deps.ids,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return uploadRoutes({
    handle: deps.handle,
    uploadsDir: deps.uploadsDir,
    ids: deps.ids,
    staff: [authenticate(deps.sessions, accounts), requireRole('staff')],
  });
}
