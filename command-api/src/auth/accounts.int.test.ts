import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { createSessionTokens } from '@shop/platform/auth/index';
import { decryptField, isEncrypted } from '@shop/platform/eventstore/pii';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { completeProfile, PASSWORD, startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

const collect = async (events: AsyncIterable<RecordedEvent>) => {
  const out: RecordedEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
};
const signUpBody = (email: string, password = PASSWORD) => ({
  name: 'amina',
  lastName: 'benali',
  email,
  password,
  language: 'fr',
});

describe('accounts over HTTP', () => {
  it('sign-up → verify → login → profile → change password → delete; then login refused and the address free again', async () => {
    const { call, sessions, bearer } = app;
    const email = 'journey@example.dz';
    const signUp = await call('POST', '/auth/signup', signUpBody(email));
    expect(signUp.status).toBe(202);
    const userId = signUp.body.data.userId as string;
    expect(signUp.body.position).toMatch(/^\d+$/);

    const early = await call('POST', '/auth/login', { email, password: PASSWORD });
    expect([early.status, early.body.code]).toEqual([403, 'email.not_verified']);
    const resend = await call('POST', '/auth/resend-verification', { email });
    expect(resend.status).toBe(202);
    // recorded after the answer
    await expect
      .poll(async () => (await collect(app.store.readStream(accountStreams.user(userId)))).map((e) => e.type))
      .toEqual(['UserRegistered', 'EmailVerificationRequested']);

    const verify = await call('POST', '/auth/verify', {
      token: await sessions.signPurposeToken(userId, 'verify-email'),
    });
    expect(verify.status).toBe(200);

    const wrong = await call('POST', '/auth/login', { email, password: 'not-the-password' });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      401,
      'auth.invalid_credentials',
      'Email ou mot de passe invalide',
    ]);
    const unknown = await call(
      'POST',
      '/auth/login',
      { email: 'nobody@example.dz', password: PASSWORD },
      { 'accept-language': 'en' },
    );
    expect([unknown.status, unknown.body.message]).toEqual([401, 'Email or password invalid']);

    const login = await call('POST', '/auth/login', { email: ' Journey@Example.DZ ', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ userId, role: 'user' });
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[^;]+;/);
    expect(cookie).toMatch(/Max-Age=259200/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const sessionCookie = { cookie: cookie.split(';')[0]! };

    const updated = await call('PUT', `/users/me/${userId}`, completeProfile, sessionCookie);
    expect(updated.status).toBe(200);
    const [, , , profileEvent] = await collect(app.store.readStream(accountStreams.user(userId)));
    const { password: _p, newPassword: _n, ...stored } = completeProfile;
    expect(profileEvent!.data).toEqual({
      userId,
      ...stored,
      profileState: 'complited',
      at: expect.any(String),
    });

    const badChange = await call(
      'PUT',
      `/users/me/${userId}`,
      { ...completeProfile, password: 'wrong-one', newPassword: 'new-secret-1' },
      sessionCookie,
    );
    expect([badChange.status, badChange.body.code]).toEqual([400, 'password.wrong']);
    const noCurrent = await call(
      'PUT',
      `/users/me/${userId}`,
      { ...completeProfile, newPassword: 'new-secret-1' },
      sessionCookie,
    );
    expect([noCurrent.status, noCurrent.body.code]).toEqual([400, 'validation.failed']);
    const change = await call(
      'PUT',
      `/users/me/${userId}`,
      { ...completeProfile, password: PASSWORD, newPassword: 'new-secret-1' },
      bearer(login.body.data.token),
    );
    expect(change.status).toBe(200);
    expect((await call('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(401);
    const token = (await call('POST', '/auth/login', { email, password: 'new-secret-1' })).body.data
      .token as string;

    const viaRoute = await call(
      'POST',
      `/users/me/${userId}/password`,
      { password: 'new-secret-1', newPassword: 'new-secret-2' },
      bearer(token),
    );
    expect(viaRoute.status).toBe(200);

    // erasure cannot be undone: without the password it is refused and the account stays
    const noPassword = await call('DELETE', `/users/me/${userId}`, {}, bearer(token));
    expect([noPassword.status, noPassword.body.code]).toEqual([400, 'validation.failed']);
    expect(noPassword.body.errors).toHaveProperty('password');
    expect(await app.isAccount(userId)).toBe(true);
    const wrongDelete = await call('DELETE', `/users/me/${userId}`, { password: 'nope' }, bearer(token));
    expect([wrongDelete.status, wrongDelete.body.code]).toEqual([400, 'password.wrong']);
    const deleted = await call('DELETE', `/users/me/${userId}`, { password: 'new-secret-2' }, bearer(token));
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('set-cookie')).toMatch(/^session=;/);

    expect((await call('POST', '/auth/login', { email, password: 'new-secret-2' })).status).toBe(401);
    expect((await call('PUT', `/users/me/${userId}`, completeProfile, bearer(token))).status).toBe(401);
    const again = await call('POST', '/auth/signup', signUpBody(email));
    expect(again.status).toBe(202);
    expect(again.body.data.userId).not.toBe(userId);
    expect(await app.isAccount(again.body.data.userId)).toBe(true);
  });

  it('two racing sign-ups with one address: both answered 202 alike, exactly one account', async () => {
    const email = 'race@example.dz';
    const answers = await Promise.all([
      app.call('POST', '/auth/signup', signUpBody(email)),
      app.call('POST', '/auth/signup', signUpBody(email)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const accounts = await Promise.all(answers.map((a) => app.isAccount(a.body.data.userId)));
    expect(accounts.sort()).toEqual([false, true]);
    const registered = (await collect(app.store.readAll())).filter(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === email,
    );
    expect(registered).toHaveLength(1);
  });

  it('a retried sign-up with the same Idempotency-Key answers the same account', async () => {
    const headers = { 'Idempotency-Key': 'signup-1' };
    const first = await app.call('POST', '/auth/signup', signUpBody('idem@example.dz'), headers);
    const retry = await app.call('POST', '/auth/signup', signUpBody('idem@example.dz'), headers);
    expect([first.status, retry.status]).toEqual([202, 202]);
    expect(retry.body).toEqual(first.body);
  });

  it('password reset: request → link → new password; the link works once, an expired link is refused', async () => {
    const { call, sessions } = app;
    const email = 'reset@example.dz';
    const userId = await app.signUpVerified(email);
    expect(
      (await call('POST', '/auth/forgot-password', { email: 'nobody@example.dz', language: 'fr' })).status,
    ).toBe(202);
    expect((await call('POST', '/auth/forgot-password', { email, language: 'ar' })).status).toBe(202);
    const resetRequests = async () =>
      (await collect(app.store.readStream(accountStreams.user(userId)))).filter(
        (e) => e.type === 'PasswordResetRequested',
      );
    // recorded after the answer
    await expect.poll(async () => (await resetRequests()).length).toBe(1);
    const requested = await resetRequests();
    const { requestId, language } = requested[0]!.data as { requestId: string; language: string };
    expect(language).toBe('ar');
    const token = await sessions.signPurposeToken(userId, 'reset-password', undefined, { requestId });

    const oldSession = await app.login(email);
    expect((await call('PUT', `/users/me/${userId}`, completeProfile, app.bearer(oldSession))).status).toBe(
      200,
    );
    app.clock.now = new Date(app.clock.now.getTime() + 5_000);
    const reset = await call('POST', '/auth/reset-password', { token, password: 'brand-new-1' });
    expect(reset.status).toBe(200);
    const newSession = await app.login(email, 'brand-new-1');
    // a reset ends the sessions begun before it (whoever held one is out); the new one works
    expect((await call('PUT', `/users/me/${userId}`, completeProfile, app.bearer(oldSession))).status).toBe(
      401,
    );
    expect((await call('PUT', `/users/me/${userId}`, completeProfile, app.bearer(newSession))).status).toBe(
      200,
    );
    const reused = await call('POST', '/auth/reset-password', { token, password: 'brand-new-2' });
    expect([reused.status, reused.body.code]).toEqual([401, 'auth.token_invalid']);

    await call('POST', '/auth/forgot-password', { email, language: 'fr' });
    await expect.poll(async () => (await resetRequests()).length).toBe(2);
    const latest = (await resetRequests()).at(-1)!;
    const second = await sessions.signPurposeToken(userId, 'reset-password', undefined, {
      requestId: (latest.data as { requestId: string }).requestId,
    });
    const verifyLink = await sessions.signPurposeToken(userId, 'verify-email');
    expect(
      (await call('POST', '/auth/reset-password', { token: verifyLink, password: 'brand-new-3' })).status,
    ).toBe(401);
    app.clock.now = new Date(app.clock.now.getTime() + 61 * 60_000);
    try {
      const expired = await call('POST', '/auth/reset-password', { token: second, password: 'brand-new-3' });
      expect([expired.status, expired.body.code]).toEqual([401, 'auth.token_expired']);
    } finally {
      app.clock.now = new Date();
    }
  });

  it('tampered, expired and foreign-signed session tokens are refused with 401', async () => {
    const { userId, token } = await app.userWithRole('user');
    const path = `/users/me/${userId}`;
    expect((await app.call('PUT', path, completeProfile, app.bearer(token))).status).toBe(200);

    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 86_400 })).toString('base64url')}.${s}`;
    const foreign = await createSessionTokens('someone-else-secret-'.padEnd(48, 'z')).sign(userId);
    for (const bad of [tampered, foreign, 'garbage']) {
      const res = await app.call('PUT', path, completeProfile, app.bearer(bad));
      expect([res.status, res.body.code], bad).toEqual([401, 'auth.required']);
    }
    expect((await app.call('PUT', path, completeProfile, { cookie: `session=${tampered}` })).status).toBe(
      401,
    );
    expect((await app.call('PUT', path, completeProfile)).status).toBe(401);

    app.clock.now = new Date(Date.now() + 3 * 24 * 3600_000 + 60_000);
    try {
      expect((await app.call('PUT', path, completeProfile, app.bearer(token))).status).toBe(401);
    } finally {
      app.clock.now = new Date();
    }
  });

  it('after deletion no personal data can be read: raw events hold only ciphertext, the key is gone, reads give null', async () => {
    const email = 'erase-me@example.dz';
    const { userId, token } = await app.userWithRole('user', email);
    await app.call(
      'PUT',
      `/users/me/${userId}`,
      { ...completeProfile, number: '0661987654', address: '7 boulevard de la Soummam' },
      app.bearer(token),
    );
    const clearTexts = [email, '0661987654', '7 boulevard de la Soummam', 'benali'];

    const rawBefore = await collect(app.raw.readStream(accountStreams.user(userId)));
    const cipher = (rawBefore[0]!.data as { email: string }).email;
    expect(isEncrypted(cipher)).toBe(true);
    const keyBefore = await app.keys.get(userId);
    expect(decryptField(keyBefore, userId, 'email', cipher)).toBe(email);

    expect(
      (await app.call('DELETE', `/users/me/${userId}`, { password: PASSWORD }, app.bearer(token))).status,
    ).toBe(200);

    const rawAll = JSON.stringify(await collect(app.raw.readAll()), (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    for (const text of clearTexts) expect(rawAll.includes(text), text).toBe(false);
    expect(await app.keys.get(userId)).toBeNull();
    expect(decryptField(await app.keys.get(userId), userId, 'email', cipher)).toBeNull();
    const read = await collect(app.store.readStream(accountStreams.user(userId)));
    expect(read[0]!.data).toMatchObject({ email: null, name: null, lastName: null });
    expect(read.find((e) => e.type === 'ProfileUpdated')!.data).toMatchObject({
      number: null,
      address: null,
      name: null,
      lastName: null,
    });
    expect(read.at(-1)!.type).toBe('AccountDeleted');
    for (const file of ['events.sqlite', 'events.sqlite-wal']
      .map((f) => join(app.dir, f))
      .filter((f) => existsSync(f))) {
      const bytes = readFileSync(file);
      for (const text of clearTexts) expect(bytes.includes(text), `${text} in ${file}`).toBe(false);
    }
  });

  it('the last admin can be neither demoted nor deleted; with a second admin it can', async () => {
    const first = await app.accounts.ensureFirstAdmin();
    expect(first.created).toBe(true);
    expect(first.email).toBe('admin@oran-food.local');
    expect(first.password).toBeTruthy();
    expect(await app.accounts.ensureFirstAdmin()).toEqual({ created: false });

    const adminLogin = await app.call('POST', '/auth/login', {
      email: 'admin@oran-food.local',
      password: first.password,
    });
    expect(adminLogin.body.data.role).toBe('admin');
    const { userId: adminId, token } = adminLogin.body.data as { userId: string; token: string };

    const demote = await app.call('PATCH', `/users/${adminId}/role`, { role: 'user' }, app.bearer(token));
    expect([demote.status, demote.body.code]).toEqual([409, 'user.last_admin']);
    const del = await app.call(
      'DELETE',
      `/users/me/${adminId}`,
      { password: first.password },
      app.bearer(token),
    );
    expect([del.status, del.body.code]).toEqual([409, 'user.last_admin']);

    const other = await app.userWithRole('user');
    expect(
      (await app.call('PATCH', `/users/${other.userId}/role`, { role: 'admin' }, app.bearer(token))).status,
    ).toBe(200);
    expect(
      (await app.call('PATCH', `/users/${adminId}/role`, { role: 'moderator' }, app.bearer(other.token)))
        .status,
    ).toBe(200);
    // the demoted admin's session now carries the moderator role: role changes apply at once
    expect(
      (await app.call('PATCH', `/users/${other.userId}/role`, { role: 'user' }, app.bearer(token))).status,
    ).toBe(403);
    const lastAgain = await app.call(
      'PATCH',
      `/users/${other.userId}/role`,
      { role: 'user' },
      app.bearer(other.token),
    );
    expect([lastAgain.status, lastAgain.body.code]).toEqual([409, 'user.last_admin']);
    expect(await app.accounts.admins()).toEqual([other.userId]);
  });
});
