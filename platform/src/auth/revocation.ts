// Ended sessions (logout): the token's `jti` in Redis until the token would have expired anyway, and the user id
// published so that read-api closes that session's open WebSockets at once. Shared by command-api and read-api,
// in one process or in separate containers (docs/security.md "Web security").
import type { Redis } from '../redis';
import type { SessionRevocations, VerifiedSession } from './session';

export const revokedSessionKey = (prefix: string, sessionId: string): string =>
  `${prefix}sessions:revoked:${sessionId}`;
/** Channel of the user ids whose session just ended (read-api identifies their sockets again). */
export const revokedSessionsChannel = (prefix: string): string => `${prefix}sessions:revoked`;

export function createSessionRevocations(
  redis: Redis,
  prefix: string,
  now: () => Date = () => new Date(),
): SessionRevocations {
  return {
    isRevoked: async (sessionId) => (await redis.exists(revokedSessionKey(prefix, sessionId))) === 1,
    async revoke(session: VerifiedSession) {
      const ttlMs = session.expiresAt.getTime() - now().getTime();
      if (ttlMs > 0) await redis.set(revokedSessionKey(prefix, session.sessionId), '1', 'PX', ttlMs);
      await redis.publish(revokedSessionsChannel(prefix), session.userId);
    },
  };
}
