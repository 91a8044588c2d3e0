// Who is calling, on the server, for every protected route: the session token (cookie or Bearer) is verified,
// then the user's stream gives the current role (a role change applies at once; a deleted account is logged out).
import { DomainError, isStaffRole } from '@shop/contracts';
import {
  actorOfSession,
  sessionFromRequest,
  type SessionTokens,
  type VerifiedSession,
} from '@shop/platform/auth/index';
import type { IncomingMessage } from 'node:http';
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

/** Who is calling, from a request's headers; anything but a valid session of an active user is a 401. */
export type ActorOfRequest = (req: Pick<IncomingMessage, 'headers'>) => Promise<Actor>;

/**
 * The caller of a valid session of an active user; anything else (none, tampered, expired, logged out, deleted,
 * ended by a password reset or change) throws `auth.required`.
 */
export const actorOfRequest =
  (sessions: SessionTokens, accounts: Pick<Accounts, 'loadUser'>): ActorOfRequest =>
  async (req) => {
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
    return { ...actor, sessionId: session.sessionId } satisfies Actor;
  };

/** Sets `res.locals.actor` from `actorOf`, or answers its 401. */
export const authenticateWith =
  (actorOf: ActorOfRequest): RequestHandler =>
  async (req, res, next) => {
    res.locals.actor = await actorOf(req);
    next();
  };

/** authenticateWith the caller of a valid session of an active user (actorOfRequest). */
export const authenticate = (sessions: SessionTokens, accounts: Pick<Accounts, 'loadUser'>): RequestHandler =>
  authenticateWith(actorOfRequest(sessions, accounts));

/** Whether the actor has the role: 'staff' = admin or moderator. */
export const hasRole = (actor: Actor, role: 'admin' | 'staff'): boolean =>
  role === 'admin' ? actor.role === 'admin' : isStaffRole(actor.role);

/** 'staff' = admin or moderator. A visitor gets 401, a signed-in user without the role 403 `auth.forbidden`. */
export const requireRole =
  (role: 'admin' | 'staff'): RequestHandler =>
  (_req, res, next) => {
    if (!hasRole(requireActor(res), role)) throw new DomainError('auth.forbidden');
    next();
  };
