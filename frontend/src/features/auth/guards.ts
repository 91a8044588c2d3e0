import type { SessionState } from '@/stores/session';

// Route guards of spec §2/§6, as pure decisions (unit tested); the components live in components/guards.tsx.
export type Requirement = 'login' | 'staff' | 'admin';
export type GuardDecision = 'wait' | 'login' | 'forbidden' | 'allow';

export function guardDecision(
  session: Pick<SessionState, 'isInitialized' | 'isLogin' | 'isAdmin' | 'isStaff'>,
  requirement: Requirement,
): GuardDecision {
  if (!session.isInitialized) return 'wait';
  if (!session.isLogin) return 'login';
  if (requirement === 'staff' && !session.isStaff) return 'forbidden';
  if (requirement === 'admin' && !session.isAdmin) return 'forbidden';
  return 'allow';
}

export type LoginRedirect = {
  to: '/authentication/login';
  state: { from: string; flash: 'mustLogin' | 'forbidden' };
};

/**
 * Spec §6 'Unauthorised users are redirected to login': a visitor with 'You must be logged in to continue!', a
 * signed-in user without the role with the permission message (they may log in with a staff account there; the
 * login screen never sends a signed-in user away by itself). `from` is where to come back after the login.
 */
export function loginRedirect(decision: GuardDecision, from: string): LoginRedirect | undefined {
  if (decision === 'login') return { to: '/authentication/login', state: { from, flash: 'mustLogin' } };
  if (decision === 'forbidden') return { to: '/authentication/login', state: { from, flash: 'forbidden' } };
  return undefined;
}

/** Where to go back after login: only a path of this site, never an authentication screen. */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return '/';
  if (from.startsWith('/authentication/')) return '/';
  return from;
}

/** The `from` a login screen was sent with (navigation state `{ from }`). */
export const fromOfState = (state: unknown): unknown =>
  state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
