// Sessions and e-mailed links as JWTs (jose, HS256). A session lasts 3 days and travels in the `session`
// cookie (httpOnly, SameSite=Lax) or as `Authorization: Bearer`. Links carry a purpose (the JWT audience), so a
// session token is never accepted as a link and a verification link never resets a password.
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { DomainError } from '@shop/contracts';

export const SESSION_COOKIE = 'session';
export const SESSION_TTL_SECONDS = 3 * 24 * 60 * 60;
export const purposeTtlSeconds = { 'verify-email': 24 * 60 * 60, 'reset-password': 60 * 60 } as const;
export type TokenPurpose = keyof typeof purposeTtlSeconds;

const ISSUER = 'oran-food';
const SESSION_AUDIENCE = 'session';

export type PurposeClaims = { userId: string; extra: Record<string, string> };

export type SessionTokens = {
  sign(userId: string): Promise<string>;
  /** → the user id and when the session began, or DomainError('auth.token_invalid' | 'auth.token_expired'). */
  verify(token: string): Promise<{ userId: string; issuedAt: Date }>;
  signPurposeToken(
    userId: string,
    purpose: TokenPurpose,
    ttlSeconds?: number,
    extra?: Record<string, string>,
  ): Promise<string>;
  verifyPurposeToken(token: string, purpose: TokenPurpose): Promise<PurposeClaims>;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createSessionTokens(secret: string, opts: { now?: () => Date } = {}): SessionTokens {
  if (secret.length < 32) throw new Error('the session secret must have at least 32 characters');
  const key = new TextEncoder().encode(secret);
  const now = opts.now ?? (() => new Date());

  const signFor = async (userId: string, audience: string, ttlSeconds: number, claims: JWTPayload = {}) => {
    const iat = seconds(now());
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(key);
  };

  const verifyFor = async (token: string, audience: string): Promise<JWTPayload & { sub: string }> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: now(),
        requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new DomainError('auth.token_invalid');
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new DomainError('auth.token_expired');
      throw new DomainError('auth.token_invalid');
    }
  };

  return {
    sign: (userId) => signFor(userId, SESSION_AUDIENCE, SESSION_TTL_SECONDS),
    verify: async (token) => {
      const payload = await verifyFor(token, SESSION_AUDIENCE);
      return { userId: payload.sub, issuedAt: new Date((payload.iat ?? 0) * 1000) };
    },
    signPurposeToken: (userId, purpose, ttlSeconds = purposeTtlSeconds[purpose], extra = {}) =>
      signFor(userId, purpose, ttlSeconds, { extra }),
    verifyPurposeToken: async (token, purpose) => {
      const payload = await verifyFor(token, purpose);
      const extra = (payload.extra ?? {}) as Record<string, string>;
      return { userId: payload.sub, extra };
    },
  };
}
