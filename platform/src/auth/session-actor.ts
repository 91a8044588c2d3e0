// The one rule that turns a verified session into an actor, on the write side (command-api `authenticate`, from the
// user's stream) and on the read side (read-api `createIdentify`, from the users read model):
// - no user (never registered, or deleted) → no actor (401 on the write side, a visitor on the read side);
// - a session begun before the user's session cut-off (a password reset or change) → no actor, unless it is the
//   session the change was made from (kept);
// - else the actor, with the user's current role.

export type SessionClaims = { userId: string; issuedAt: Date; sessionId?: string };
/** What the rule needs of the user: null when there is no active account. */
export type SessionUser<R> = {
  role: R;
  sessionsValidFrom?: string | null;
  /** The session a password change was made from: it outlives the change's cut-off. */
  keptSession?: string | null;
} | null;

/**
 * True when a session begun at `issuedAt` (to the millisecond) is still valid under this cut-off: one begun in the
 * same second as a reset, but before it, is not.
 */
export const sessionStillValid = (issuedAt: Date, sessionsValidFrom: string | null | undefined): boolean => {
  if (!sessionsValidFrom) return true;
  const cutOff = Date.parse(sessionsValidFrom);
  if (Number.isNaN(cutOff)) return false;
  return issuedAt.getTime() >= cutOff;
};

export function actorOfSession<R>(
  session: SessionClaims,
  user: SessionUser<R>,
): { userId: string; role: R } | null {
  if (!user) return null;
  const kept = !!user.keptSession && user.keptSession === session.sessionId;
  if (!kept && !sessionStillValid(session.issuedAt, user.sessionsValidFrom)) return null;
  return { userId: session.userId, role: user.role };
}
