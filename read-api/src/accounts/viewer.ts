import type { Redis } from 'ioredis';
import type { UserView } from '@shop/contracts';
import { sessionFromRequest } from '@shop/platform/auth/cookie';
import { actorOfSession } from '@shop/platform/auth/session-actor';
import type { SessionTokens, VerifiedSession } from '@shop/platform/auth/session';
import { userSessionsFromKey, userSessionsKeptKey } from '@shop/platform/read-model-keys';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';
import type { Viewer } from '../audience';

/** Who is asking: the session's user and that user's current view (role from the users read model). */
export type Identity = { viewer: Viewer; user: UserView | null };

export type IdentifyRequest = (req: {
  headers: Record<string, string | string[] | undefined>;
}) => Promise<Identity>;

const visitor: Identity = { viewer: {}, user: null };

/**
 * The session token of a request (`Authorization: Bearer`, else the `session` cookie), verified; then the
 * user's view. No token, a bad or expired token, a deleted user, or a session begun before the user's last
 * password reset: a visitor. The role is the first role of
 * the current view, so a role change or a deletion counts at once, not when the token expires.
 */
export function createIdentify(
  redis: Redis,
  keys: () => Promise<ReadModelKeys>,
  sessions: Pick<SessionTokens, 'verify'> | undefined,
): IdentifyRequest {
  return async (req) => {
    if (!sessions) return visitor;
    const token = sessionFromRequest(req as Parameters<typeof sessionFromRequest>[0]);
    if (!token) return visitor;
    let session: VerifiedSession;
    try {
      session = await sessions.verify(token);
    } catch {
      return visitor;
    }
    const k = await keys();
    const [raw, sessionsValidFrom, keptSession] = await Promise.all([
      redis.get(k.user(session.userId)),
      redis.hget(userSessionsFromKey(k), session.userId),
      redis.hget(userSessionsKeptKey(k), session.userId),
    ]);
    const user = raw === null ? null : (JSON.parse(raw) as UserView);
    // The rule shared with command-api (platform/src/auth/session-actor.ts): deleted user, or a session ended by a
    // password reset or change → a visitor (a logged-out one does not verify).
    const actor = actorOfSession(
      session,
      user && { role: user.roles[0]?.name, sessionsValidFrom, keptSession },
    );
    if (!actor || !user) return visitor;
    return { viewer: { userId: actor.userId, role: actor.role }, user };
  };
}
