// Deletions that stopped after AccountDeleted (the process died before the address was released and the key
// destroyed) and that nobody retries: the deletion finisher, opened from the configuration as command-api and
// `npm start` open it, finishes them over real SQLite (events and keys) and Redis (its checkpoint).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { emailHash } from '@shop/platform/auth/index';
import { loadConfig } from '@shop/platform/config';
import { createLogger } from '@shop/platform/logger';
import { openAccountsInfra, type AccountsInfra } from '../auth/from-config';
import {
  EMAIL_HASH_SECRET,
  JWT_SECRET,
  startAccountsApp,
  type AccountsApp,
} from '../auth/testing/accounts-app';
import { readStream } from '../testing/temp-store';
import { deletionFinisherCheckpointKey } from './deletion-finisher';
import { appendAccountDeletedOnly as appendCutOff } from './testing/cut-off-deletion';

let app: AccountsApp;
let infra: AccountsInfra;
beforeAll(async () => {
  app = await startAccountsApp();
  // A second opening of the same key store file, as the finisher's process has (command-api's own).
  const config = loadConfig({
    DATA_DIR: app.dir,
    REDIS_PREFIX: app.prefix,
    JWT_SECRET,
    EMAIL_HASH_SECRET,
  });
  infra = openAccountsInfra(config, app.redis);
});
afterAll(async () => {
  await infra?.close();
  await app?.close();
});

const logger = createLogger('deletion-finisher-test', 'silent');

/** The first DELETE's append, and nothing after it: the process died there. */
const appendAccountDeletedOnly = async (userId: string) => {
  const appended = await appendCutOff(app.store, userId);
  expect(appended.events.map((e) => e.type)).toEqual(['AccountDeleted']);
};

const signUp = (email: string) =>
  app.call('POST', '/auth/signup', {
    name: 'amina',
    lastName: 'benali',
    email,
    password: 'secret-123',
    language: 'fr',
  });

/** The personal fields of the user's registration, as every service reads them (through the wrapper). */
const registrationOf = async (userId: string) => {
  const events = await readStream(app.store, accountStreams.user(userId));
  return events.find((e) => e.type === 'UserRegistered')!.data as Record<string, unknown>;
};

const reservationHistory = async (email: string) =>
  (await readStream(app.raw, accountStreams.email(emailHash(EMAIL_HASH_SECRET, email)))).map((e) => e.type);

/** Runs the finisher until it has handled every event in the store, then stops it. */
const runFinisher = async () => {
  const finisher = infra.deletionFinisher(app.raw, logger);
  await finisher.start();
  try {
    await finisher.waitForIdle();
  } finally {
    await finisher.stop();
  }
};

describe('deletion finisher', () => {
  it('finishes a deletion nobody retries: the address signs up again, the personal fields read null', async () => {
    const email = 'nobody-retries@example.dz';
    const userId = await app.signUpVerified(email);
    await appendAccountDeletedOnly(userId);
    // half-deleted: the address is still held and the personal data still readable
    expect((await signUp(email)).status).toBe(202); // answered as a new address, but reserved by nobody else
    expect(await reservationHistory(email)).toEqual(['EmailReserved']);
    expect(await app.keys.get(userId)).not.toBeNull();
    expect(await registrationOf(userId)).toMatchObject({ email, name: 'amina', lastName: 'benali' });

    await runFinisher();

    expect(await app.keys.get(userId)).toBeNull();
    expect(await registrationOf(userId)).toMatchObject({ email: null, name: null, lastName: null });
    const fresh = await app.signUpVerified(email);
    expect(fresh).not.toBe(userId);
    expect(await app.login(email)).toEqual(expect.any(String));
  });

  it('is idempotent: racing the owner retry, then replayed from the start, it appends nothing and frees no address it should not', async () => {
    const email = 'retries-too@example.dz';
    const userId = await app.signUpVerified(email);
    const token = await app.login(email);
    await appendAccountDeletedOnly(userId);

    // the finisher and the owner's retry of DELETE at the same time: both finish, neither fails
    const finisher = infra.deletionFinisher(app.raw, logger);
    await finisher.start();
    const retry = await app.call('DELETE', `/users/me/${userId}`, {}, app.bearer(token));
    await finisher.waitForIdle();
    expect(retry.status).toBe(200);
    expect(await app.keys.get(userId)).toBeNull();
    // released once, though both ran
    expect(await reservationHistory(email)).toEqual(['EmailReserved', 'EmailReleased']);

    // the address goes to a new account, then the finisher is replayed from the start of the log
    const successor = await app.signUpVerified(email);
    await finisher.stop();
    const head = await app.raw.headPosition();
    await app.redis.del(deletionFinisherCheckpointKey(app.prefix));
    await runFinisher();

    expect(await app.raw.headPosition()).toBe(head);
    expect(await reservationHistory(email)).toEqual(['EmailReserved', 'EmailReleased', 'EmailReserved']);
    expect(await app.redis.get(deletionFinisherCheckpointKey(app.prefix))).toBe(head.toString());
    expect((await signUp(email)).status).toBe(202);
    expect(await reservationHistory(email)).toEqual(['EmailReserved', 'EmailReleased', 'EmailReserved']);
    expect(await app.keys.get(successor)).not.toBeNull();
    expect(await app.login(email)).toEqual(expect.any(String));
    expect(await registrationOf(userId)).toMatchObject({ email: null, name: null, lastName: null });
  });
});
