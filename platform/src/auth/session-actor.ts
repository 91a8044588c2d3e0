// The one rule that turns a verified session into an actor, on the write side (command-api `authenticate`, from the
// user's stream) and on the read side (read-api `createIdentify`, from the users read model):
// - no user (never registered, or deleted) → no actor (401 on the write side, a visitor on the read side);
// - a session begun before the user's session cut-off (a password reset) → no actor;
// - else the actor, with the user's current role.

export type SessionClaims = { userId: string; issuedAt: Date };
/** What the rule needs of the user: null when there is no active account. */
export type SessionUser<R> = { role: R; sessionsValidFrom?: string | null } | null;

/**
 * True when a session begun at `issuedAt` is still valid under this cut-off. The token's `iat` has whole seconds,
 * so a session begun in the second of the reset still counts (the one the reset page opens).
 */
export const sessionStillValid = (issuedAt: Date, sessionsValidFrom: string | null | undefined): boolean => {
  if (!sessionsValidFrom) return true;
  const cutOff = Date.parse(sessionsValidFrom);
  if (Number.isNaN(cutOff)) return false;
  return issuedAt.getTime() >= Math.floor(cutOff / 1000) * 1000;
};

export function actorOfSession<R>(
  session: SessionClaims,
  user: SessionUser<R>,
): { userId: string; role: R } | null {
  if (!user) return null;
  if (!sessionStillValid(session.issuedAt, user.sessionsValidFrom)) return null;
  return { userId: session.userId, role: user.role };
}
