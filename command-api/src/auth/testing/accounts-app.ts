// A real command-api over HTTP for the account integration tests: express on port 0, SQLite event store and key
// store in a temp dir, real Redis under a `test:<random>:` prefix (removed on close), a clock the test can move.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { piiFields, type Role } from '@shop/contracts';
import { createSessionRevocations, createSessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createLogger } from '@shop/platform/logger';
import { rateLimitNames, type RateLimits } from '@shop/platform/rate-limit/index';
import { connectRedis } from '@shop/platform/redis';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { listenLocally } from '@shop/platform/testing/local-server';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createAccounts } from '../../accounts/accounts';
import { appendAccountDeletedOnly } from '../../accounts/testing/cut-off-deletion';
import { createCommandApi, type CommandApiDeps } from '../../index';

export const JWT_SECRET = 'test-jwt-secret-'.padEnd(48, 'x');
export const EMAIL_HASH_SECRET = 'test-email-hash-secret-'.padEnd(48, 'y');
export const PASSWORD = 'secret-123';
/** A complete profile as PUT /users/me/:id takes it (no password change): its owner can place orders. */
export const completeProfile = {
  name: 'amina',
  lastName: 'benali',
  number: '0550123456',
  district: 'haï-es-sabah',
  address: '12 rue Larbi Ben Mhidi',
  password: null,
  newPassword: null,
};

export async function startAccountsApp(
  opts: {
    rateLimits?: Partial<RateLimits>;
    /** Keep the work routes do after answering (forgot-password, resend) in `held` instead of running it. */
    holdAfterAnswer?: boolean;
    /** The Web Push subscriptions' endpoint policy and rate limit (production's by default). */
    push?: CommandApiDeps['push'];
  } = {},
) {
  const held: (() => Promise<void>)[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'shop-accounts-'));
  const raw = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const keys = createSqliteKeyStore({ file: join(dir, 'keys.sqlite') });
  const store = withPersonalData(raw, keys, piiFields);
  const clock = { now: new Date() };
  const now = () => clock.now;
  const redis = await connectRedis('redis://127.0.0.1:6379', { name: 'accounts-test' });
  const prefix = `test:${randomUUID().slice(0, 8)}:`;
  const sessions = createSessionTokens(JWT_SECRET, {
    now,
    revocations: createSessionRevocations(redis, prefix, now),
  });
  const generous = { points: 10_000, durationSeconds: 60 };
  const rateLimits: RateLimits = {
    ...(Object.fromEntries(rateLimitNames.map((name) => [name, generous])) as RateLimits),
    ...opts.rateLimits,
  };
  const app = express();
  app.set('trust proxy', 'loopback');
  const commandApi = createCommandApi({
    store,
    logger: createLogger('test', 'silent'),
    now,
    accounts: {
      keys,
      sessions,
      emailHashSecret: EMAIL_HASH_SECRET,
      redis,
      prefix,
      rateLimits,
      ...(opts.holdAfterAnswer ? { afterAnswer: (_res, work) => void held.push(work) } : {}),
    },
    uploadsDir: join(dir, 'uploads'),
    ...(opts.push ? { push: opts.push } : {}),
  });
  app.use('/api', commandApi);
  const server = await listenLocally(createServer(app));
  const base = `${server.url}/api`;
  const accounts = createAccounts({ store, keys, sessions, emailHashSecret: EMAIL_HASH_SECRET, now });

  const call = jsonCaller(base);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Signs up, follows the verification link (signed here: mails are the workers' part), logs in. */
  const signUpVerified = async (email: string, password = PASSWORD) => {
    const signUp = await call('POST', '/auth/signup', {
      name: 'amina',
      lastName: 'benali',
      email,
      password,
      language: 'fr',
    });
    if (signUp.status !== 202) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
    const userId = signUp.body.data.userId as string;
    const verify = await call('POST', '/auth/verify', {
      token: await sessions.signPurposeToken(userId, 'verify-email'),
    });
    if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
    return userId;
  };
  const login = async (email: string, password = PASSWORD) => {
    const res = await call('POST', '/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };
  /** A verified, signed-in account with this role (set by the system admin). */
  const userWithRole = async (role: Role, email = `${role}-${randomUUID().slice(0, 6)}@example.dz`) => {
    const userId = await signUpVerified(email);
    if (role !== 'user') await accounts.changeRole({ userId: 'system', role: 'admin' }, userId, role);
    return { userId, email, token: await login(email) };
  };

  /** Whether a sign-up's answered id names an account (a taken address answers alike, with an id naming none). */
  const isAccount = async (userId: string) => (await accounts.loadUser(userId)).status === 'active';

  const close = async () => {
    await server.close();
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
    await store.close();
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  };

  return {
    /** The express app (the command API under /api) and the API. */
    app,
    commandApi,
    dir,
    base,
    raw,
    store,
    keys,
    sessions,
    accounts,
    clock,
    call,
    bearer,
    signUpVerified,
    login,
    userWithRole,
    isAccount,
    held,
    appendAccountDeletedOnly: (userId: string) => appendAccountDeletedOnly(store, userId),
    redis,
    prefix,
    close,
  };
}
export type AccountsApp = Awaited<ReturnType<typeof startAccountsApp>>;
