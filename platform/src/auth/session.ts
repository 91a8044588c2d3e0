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

/** A verified session: who, when it began (to the millisecond), its id (`jti`) and when it expires. */
export type VerifiedSession = { userId: string; issuedAt: Date; sessionId: string; expiresAt: Date };

/** Where ended sessions are recorded (platform/src/auth/revocation.ts): both APIs read the same list. */
export type SessionRevocations = {
  isRevoked(sessionId: string): Promise<boolean>;
  revoke(session: VerifiedSession): Promise<void>;
};

export type SessionTokens = {
  sign(userId: string): Promise<string>;
  /** → the session, or DomainError('auth.token_invalid' (also once revoked) | 'auth.token_expired'). */
  verify(token: string): Promise<VerifiedSession>;
  /** Ends the session of this token for good (logout); a token that does not verify ends nothing. */
  revoke(token: string): Promise<VerifiedSession | null>;
  signPurposeToken(
    userId: string,
    purpose: TokenPurpose,
    ttlSeconds?: number,
    extra?: Record<string, string>,
  ): Promise<string>;
  verifyPurposeToken(token: string, purpose: TokenPurpose): Promise<PurposeClaims>;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/**
 * The session's start to the millisecond (`iat` has whole seconds): a session begun in the same second as a password
 * reset, but before it, must not survive it. Without it (older tokens), the start of the `iat` second.
 */
const ISSUED_AT_MS = 'iat_ms';
/** How many verified session tokens are remembered (a few hundred bytes each). */
const MAX_VERIFIED_SESSIONS = 10_000;

export function createSessionTokens(
  secret: string,
  opts: { now?: () => Date; revocations?: SessionRevocations } = {},
): SessionTokens {
  if (secret.length < 32) throw new Error('the session secret must have at least 32 characters');
  // Imported once: given the raw bytes, jose imports a WebCrypto key again on every sign and verify (a hot-path cost
  // of every authenticated request).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const now = opts.now ?? (() => new Date());

  const signFor = async (userId: string, audience: string, ttlSeconds: number, claims: JWTPayload = {}) => {
    const issued = now();
    const iat = seconds(issued);
    return new SignJWT({ ...claims, [ISSUED_AT_MS]: issued.getTime() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(await key);
  };

  const verifyFor = async (token: string, audience: string): Promise<JWTPayload & { sub: string }> => {
    try {
      const { payload } = await jwtVerify(token, await key, {
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

  // Session tokens whose signature and claims were verified, by token (most recent last): the same token verifies
  // the same way under the same key, so a known one skips the HMAC (the hot path of every authenticated request).
  // Its expiry is checked at each use, and `verify` asks about revocation (logout) every time.
  const verifiedSessions = new Map<string, VerifiedSession>();
  const verifySession = async (token: string): Promise<VerifiedSession> => {
    const known = verifiedSessions.get(token);
    if (known && known.expiresAt.getTime() > now().getTime()) return { ...known };
    const session = await verifySessionToken(token);
    verifiedSessions.delete(token);
    verifiedSessions.set(token, session);
    if (verifiedSessions.size > MAX_VERIFIED_SESSIONS)
      verifiedSessions.delete(verifiedSessions.keys().next().value!);
    return { ...session };
  };

  const verifySessionToken = async (token: string): Promise<VerifiedSession> => {
    const payload = await verifyFor(token, SESSION_AUDIENCE);
    const iat = (payload.iat ?? 0) * 1000;
    const precise = payload[ISSUED_AT_MS];
    // A precise start must fall in the iat second it refines; anything else counts from the start of that second.
    const issuedAt = typeof precise === 'number' && precise >= iat && precise < iat + 1000 ? precise : iat;
    return {
      userId: payload.sub,
      issuedAt: new Date(issuedAt),
      sessionId: String(payload.jti),
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  };

  return {
    sign: (userId) => signFor(userId, SESSION_AUDIENCE, SESSION_TTL_SECONDS),
    verify: async (token) => {
      const session = await verifySession(token);
      if (await opts.revocations?.isRevoked(session.sessionId)) throw new DomainError('auth.token_invalid');
      return session;
    },
    revoke: async (token) => {
      const session = await verifySession(token).catch(() => null);
      if (session) await opts.revocations?.revoke(session);
      return session;
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
