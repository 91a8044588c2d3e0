// A reservation whose user was never registered (crash between EmailReserved and UserRegistered, or a failed
// release) does not lock the address forever: after two minutes a sign-up takes it over. Real HTTP and SQLite.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { emailHash } from '@shop/platform/auth/index';
import { emailDecider } from '../accounts/email-decider';
import { runCommand } from '../accounts/run';
import { EMAIL_HASH_SECRET, startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

const body = (email: string) => ({
  name: 'amina',
  lastName: 'benali',
  email,
  password: 'secret-123',
  language: 'fr',
});

describe('orphaned e-mail reservations', () => {
  it('taken while young, free once older than two minutes; a live account is never taken over', async () => {
    const email = 'orphan@example.dz';
    const start = new Date();
    app.clock.now = start;
    // the sign-up that crashed right after reserving
    await runCommand(
      app.store,
      accountStreams.email(emailHash(EMAIL_HASH_SECRET, email)),
      emailDecider,
      () => ({
        type: 'ReserveEmail' as const,
        data: { userId: randomUUID() },
        metadata: { now: start.toISOString() },
      }),
      { now: start },
    );
    app.clock.now = new Date(start.getTime() + 30_000);
    const young = await app.call('POST', '/auth/signup', body(email));
    expect(young.status).toBe(202);
    expect(await app.isAccount(young.body.data.userId)).toBe(false);

    app.clock.now = new Date(start.getTime() + 3 * 60_000);
    const taken = await app.call('POST', '/auth/signup', body(email));
    expect(taken.status).toBe(202);
    expect(await app.isAccount(taken.body.data.userId)).toBe(true);

    // a real account keeps its address however old the reservation
    app.clock.now = new Date(start.getTime() + 60 * 60_000);
    const again = await app.call('POST', '/auth/signup', body(email));
    expect(again.status).toBe(202);
    expect(await app.isAccount(again.body.data.userId)).toBe(false);
    expect(await app.isAccount(taken.body.data.userId)).toBe(true);
    app.clock.now = new Date();
  });
});
