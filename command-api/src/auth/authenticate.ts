// Who is calling, on the server, for every protected route: the session token (cookie or Bearer) is verified,
// then the user's stream gives the current role (a role change applies at once; a deleted account is logged out).
import { DomainError } from '@shop/contracts';
import {
  actorOfSession,
  sessionFromRequest,
  type SessionTokens,
  type VerifiedSession,
} from '@shop/platform/auth/index';
import type { RequestHandler, Response } from 'express';
import type { Accounts } from '../accounts/accounts';
import type { Actor } from '../accounts/events';

export const actorOf = (res: Response): Actor | undefined => res.locals.actor as Actor | undefined;

/** The actor, or 401 `auth.required`; for routes after `authenticate`. */
export const requireActor = (res: Response): Actor => {
  const actor = actorOf(res);
  if (!actor) throw new DomainError('auth.required');
  return actor;
};

/**
 * Sets `res.locals.actor` from a valid session of an active user; anything else (none, tampered, expired, logged
 * out, deleted, ended by a password reset or change) is a 401.
 */
export const authenticate =
  (sessions: SessionTokens, accounts: Pick<Accounts, 'loadUser'>): RequestHandler =>
  async (req, res, next) => {
    const token = sessionFromRequest(req);
    if (!token) throw new DomainError('auth.required');
    let session: VerifiedSession;
    try {
      session = await sessions.verify(token);
    } catch {
      throw new DomainError('auth.required');
    }
    const user = await accounts.loadUser(session.userId);
    // The rule shared with read-api (platform/src/auth/session-actor.ts): active user, session not ended by a
    // password reset or change (logout: `verify` refuses revoked sessions).
    const actor = actorOfSession(session, user.status === 'active' ? user : null);
    if (!actor) throw new DomainError('auth.required');
    res.locals.actor = { ...actor, sessionId: session.sessionId } satisfies Actor;
    next();
  };

/** 'staff' = admin or moderator. A visitor gets 401, a signed-in user without the role 403 `auth.forbidden`. */
export const requireRole =
  (role: 'admin' | 'staff'): RequestHandler =>
  (_req, res, next) => {
    const actor = requireActor(res);
    const allowed =
      role === 'admin' ? actor.role === 'admin' : actor.role === 'admin' || actor.role === 'moderator';
    if (!allowed) throw new DomainError('auth.forbidden');
    next();
  };
