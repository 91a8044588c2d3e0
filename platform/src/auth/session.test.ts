import { describe, expect, it } from 'vitest';
import { DomainError } from '@shop/contracts';
import { SignJWT, decodeJwt } from 'jose';
import { createSessionTokens, SESSION_TTL_SECONDS } from './session';

const secret = 'a'.repeat(40);
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return (e as DomainError).code;
  }
  throw new Error('expected a rejection');
};

describe('session tokens', () => {
  it('signs a 3-day token with sub, iat, exp, jti and verifies it', async () => {
    const tokens = createSessionTokens(secret);
    const token = await tokens.sign('u1');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('u1');
    expect(claims.exp! - claims.iat!).toBe(SESSION_TTL_SECONDS);
    expect(typeof claims.jti).toBe('string');
    await expect(tokens.verify(token)).resolves.toEqual({
      userId: 'u1',
      issuedAt: new Date(claims.iat_ms as number),
      sessionId: claims.jti,
      expiresAt: new Date(claims.exp! * 1000),
    });
  });

  it('says when the session began to the millisecond (iat has whole seconds)', async () => {
    const at = new Date('2025-03-01T10:00:00.640Z');
    const tokens = createSessionTokens(secret, { now: () => at });
    const claims = decodeJwt(await tokens.sign('u1'));
    expect(claims.iat).toBe(Math.floor(at.getTime() / 1000));
    expect((await tokens.verify(await tokens.sign('u1'))).issuedAt).toEqual(at);
  });

  it('a revoked session no longer verifies; revoking a bad token ends nothing', async () => {
    const revoked = new Set<string>();
    const revocations = {
      isRevoked: async (id: string) => revoked.has(id),
      revoke: async (session: { sessionId: string }) => void revoked.add(session.sessionId),
    };
    const tokens = createSessionTokens(secret, { revocations });
    const [ended, other] = [await tokens.sign('u1'), await tokens.sign('u1')];
    expect(await tokens.revoke(ended)).toMatchObject({ userId: 'u1', sessionId: decodeJwt(ended).jti });
    expect(await codeOf(tokens.verify(ended))).toBe('auth.token_invalid');
    await expect(tokens.verify(other)).resolves.toMatchObject({ userId: 'u1' });
    expect(await tokens.revoke('not-a-token')).toBeNull();
    expect(revoked.size).toBe(1);
  });

  it('a session verified before is still refused once expired or revoked (the verification is remembered, not the answer)', async () => {
    let at = new Date('2025-03-01T10:00:00.000Z');
    const revoked = new Set<string>();
    const tokens = createSessionTokens(secret, {
      now: () => at,
      revocations: {
        isRevoked: async (id: string) => revoked.has(id),
        revoke: async (session: { sessionId: string }) => void revoked.add(session.sessionId),
      },
    });
    const [expiring, ending] = [await tokens.sign('u1'), await tokens.sign('u2')];
    await expect(tokens.verify(expiring)).resolves.toMatchObject({ userId: 'u1' });
    await expect(tokens.verify(ending)).resolves.toMatchObject({ userId: 'u2' });
    await tokens.revoke(ending);
    expect(await codeOf(tokens.verify(ending))).toBe('auth.token_invalid');
    at = new Date(at.getTime() + SESSION_TTL_SECONDS * 1000);
    expect(await codeOf(tokens.verify(expiring))).toBe('auth.token_expired');
  });

  it('refuses a tampered token', async () => {
    const tokens = createSessionTokens(secret);
    const [h, p, s] = (await tokens.sign('u1')).split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(`${h}.${p}.${s}`), sub: 'admin' })).toString(
      'base64url',
    );
    expect(await codeOf(tokens.verify(`${h}.${forged}.${s}`))).toBe('auth.token_invalid');
    expect(await codeOf(tokens.verify('not-a-token'))).toBe('auth.token_invalid');
  });

  it('refuses a token signed with another secret, and an unsigned one', async () => {
    const foreign = await createSessionTokens('b'.repeat(40)).sign('u1');
    expect(await codeOf(createSessionTokens(secret).verify(foreign))).toBe('auth.token_invalid');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u1"}').toString('base64url')}.`;
    expect(await codeOf(createSessionTokens(secret).verify(unsigned))).toBe('auth.token_invalid');
  });

  it('says expired after 3 days', async () => {
    let now = new Date('2025-01-01T00:00:00Z');
    const tokens = createSessionTokens(secret, { now: () => now });
    const token = await tokens.sign('u1');
    now = new Date(now.getTime() + (SESSION_TTL_SECONDS - 60) * 1000);
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: 'u1' });
    now = new Date(now.getTime() + 120_000);
    expect(await codeOf(tokens.verify(token))).toBe('auth.token_expired');
  });

  it('keeps purposes apart: a link is not a session, a verification link does not reset', async () => {
    const tokens = createSessionTokens(secret);
    const verify = await tokens.signPurposeToken('u1', 'verify-email');
    const reset = await tokens.signPurposeToken('u1', 'reset-password', undefined, { requestId: 'r1' });
    await expect(tokens.verifyPurposeToken(verify, 'verify-email')).resolves.toEqual({
      userId: 'u1',
      extra: {},
    });
    await expect(tokens.verifyPurposeToken(reset, 'reset-password')).resolves.toEqual({
      userId: 'u1',
      extra: { requestId: 'r1' },
    });
    expect(await codeOf(tokens.verifyPurposeToken(verify, 'reset-password'))).toBe('auth.token_invalid');
    expect(await codeOf(tokens.verify(verify))).toBe('auth.token_invalid');
    expect(await codeOf(tokens.verifyPurposeToken(await tokens.sign('u1'), 'verify-email'))).toBe(
      'auth.token_invalid',
    );
  });

  it('verification links last 24 hours, reset links 1 hour', async () => {
    let now = new Date('2025-01-01T00:00:00Z');
    const tokens = createSessionTokens(secret, { now: () => now });
    const verify = await tokens.signPurposeToken('u1', 'verify-email');
    const reset = await tokens.signPurposeToken('u1', 'reset-password', undefined, { requestId: 'r' });
    now = new Date(now.getTime() + 61 * 60_000);
    expect(await codeOf(tokens.verifyPurposeToken(reset, 'reset-password'))).toBe('auth.token_expired');
    await expect(tokens.verifyPurposeToken(verify, 'verify-email')).resolves.toMatchObject({ userId: 'u1' });
    now = new Date(now.getTime() + 23 * 60 * 60_000);
    expect(await codeOf(tokens.verifyPurposeToken(verify, 'verify-email'))).toBe('auth.token_expired');
  });

  it('refuses a token without the required claims even when correctly signed', async () => {
    const key = new TextEncoder().encode(secret);
    const bare = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setAudience('session')
      .setIssuer('oran-food')
      .sign(key);
    expect(await codeOf(createSessionTokens(secret).verify(bare))).toBe('auth.token_invalid');
  });
});
