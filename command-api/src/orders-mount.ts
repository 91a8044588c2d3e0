// The order routes for createCommandApi (docs/design-notes.md "Orders"): they need the accounts (who is calling),
// and OrderPlaced carries the customer's delivery details, so the handler reads and writes through the
// personal-data wrapper (a no-op when the store is already wrapped).
import { piiFields } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import type { Router } from 'express';
import { createAccounts } from './accounts/accounts';
import { authenticate } from './auth/authenticate';
import { createOrderHandler } from './orders/handle';
import { createOrderRoutes } from './orders/routes';

export type OrdersMountDeps = {
  store: EventStore;
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  ids: () => string;
  now?: () => Date;
};

export function mountOrders(deps: OrdersMountDeps): Router {
  const store = withPersonalData(deps.store, deps.keys, piiFields);
  const now = deps.now ? { now: deps.now } : {};
  const accounts = createAccounts({
    store,
    keys: deps.keys,
    sessions: deps.sessions,
    emailHashSecret: deps.emailHashSecret,
    ids: deps.ids,
    ...now,
  });
  return createOrderRoutes({
    handleOrder: createOrderHandler({ store, ids: deps.ids, ...now }),
    authenticate: authenticate(deps.sessions, accounts),
    ids: deps.ids,
  });
}
