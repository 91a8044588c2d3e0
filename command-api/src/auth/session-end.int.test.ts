// Sessions that really end, on the write side over HTTP and the real Redis: a logout revokes the token itself (cookie
// or Bearer), a password change ends the user's other sessions and keeps its own, and a reset ends a session begun
// in the same second, before it. The read side and /ws: server/src/session-end.int.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountStreams } from '@shop/contracts';
import { revokedSessionKey } from '@shop/platform/auth/index';
import { completeProfile, PASSWORD, startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(async () => app?.close());

const cookieOf = (token: string) => ({ cookie: `session=${token}` });
/** A protected write: 200 with a live session, 401 with an ended one. */
const profileStatus = async (userId: string, headers: Record<string, string>) =>
  (await app.call('PUT', `/users/me/${userId}`, completeProfile, headers)).status;

describe('ending sessions', () => {
  it('after POST /api/auth/logout the same cookie (and the same token as Bearer) gets 401; other sessions live on', async () => {
    const userId = await app.signUpVerified('logout@example.dz');
    const [token, other] = [await app.login('logout@example.dz'), await app.login('logout@example.dz')];
    expect(await profileStatus(userId, cookieOf(token))).toBe(200);

    const logout = await app.call('POST', '/auth/logout', undefined, cookieOf(token));
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^session=;/);

    expect(await profileStatus(userId, cookieOf(token))).toBe(401);
    expect(await profileStatus(userId, app.bearer(token))).toBe(401);
    expect(await profileStatus(userId, cookieOf(other))).toBe(200);
    // Recorded until the token would have expired anyway (3 days), not for ever.
    const ttl = await app.redis.pttl(
      revokedSessionKey(app.prefix, (await app.sessions.verify(other)).sessionId),
    );
    expect(ttl).toBe(-2); // the other one is not revoked
    const [, payload] = token.split('.');
    const { jti } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { jti: string };
    const revokedTtl = await app.redis.pttl(revokedSessionKey(app.prefix, jti));
    expect(revokedTtl).toBeGreaterThan(3 * 24 * 3600 * 1000 - 60_000);
    expect(revokedTtl).toBeLessThanOrEqual(3 * 24 * 3600 * 1000);
  });

  it('a logout without a session, or with a bad token, just clears the cookie', async () => {
    expect((await app.call('POST', '/auth/logout')).status).toBe(200);
    expect((await app.call('POST', '/auth/logout', undefined, cookieOf('not-a-token'))).status).toBe(200);
  });

  it('a password change ends the other sessions of the user and keeps the one it was made from', async () => {
    const email = 'change@example.dz';
    const userId = await app.signUpVerified(email);
    const [current, other, third] = [await app.login(email), await app.login(email), await app.login(email)];
    app.clock.now = new Date(app.clock.now.getTime() + 1_000);
    const change = await app.call(
      'POST',
      `/users/me/${userId}/password`,
      { password: PASSWORD, newPassword: 'changed-secret-1' },
      cookieOf(current),
    );
    expect(change.status).toBe(200);
    expect(await profileStatus(userId, cookieOf(current))).toBe(200);
    expect(await profileStatus(userId, cookieOf(other))).toBe(401);
    expect(await profileStatus(userId, app.bearer(third))).toBe(401);
    const fresh = await app.login(email, 'changed-secret-1');
    expect(await profileStatus(userId, app.bearer(fresh))).toBe(200);

    // The same through the profile form (PUT with password + newPassword), made from the fresh session.
    app.clock.now = new Date(app.clock.now.getTime() + 1_000);
    const viaProfile = await app.call(
      'PUT',
      `/users/me/${userId}`,
      { ...completeProfile, password: 'changed-secret-1', newPassword: 'changed-secret-2' },
      app.bearer(fresh),
    );
    expect(viaProfile.status).toBe(200);
    expect(await profileStatus(userId, app.bearer(fresh))).toBe(200);
    expect(await profileStatus(userId, cookieOf(current))).toBe(401);
  });

  it('a session begun in the same second as a reset, before it, does not survive it; one begun after does', async () => {
    const email = 'same-second@example.dz';
    const userId = await app.signUpVerified(email);
    await app.call('POST', '/auth/forgot-password', { email, language: 'fr' });
    // The route records the request after its answer (202 at once): wait until it is in the stream.
    const requested = await vi.waitFor(
      async () => {
        for await (const e of app.store.readStream(accountStreams.user(userId)))
          if (e.type === 'PasswordResetRequested') return e;
        throw new Error('PasswordResetRequested is not in the stream yet');
      },
      { timeout: 5_000 },
    );
    const { requestId } = requested.data as { requestId: string };
    const link = await app.sessions.signPurposeToken(userId, 'reset-password', undefined, { requestId });

    const second = Math.ceil(app.clock.now.getTime() / 1000) * 1000 + 1000;
    app.clock.now = new Date(second + 100);
    const before = await app.login(email);
    app.clock.now = new Date(second + 600);
    expect(
      (await app.call('POST', '/auth/reset-password', { token: link, password: 'after-reset-1' })).status,
    ).toBe(200);
    app.clock.now = new Date(second + 900);
    const after = await app.login(email, 'after-reset-1');

    expect(await profileStatus(userId, app.bearer(before))).toBe(401);
    expect(await profileStatus(userId, app.bearer(after))).toBe(200);
  });
});
