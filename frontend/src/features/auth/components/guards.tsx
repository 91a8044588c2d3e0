import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { usePendingConfirmation, useSession } from '@/stores/session';
import { guardDecision, loginRedirect, type Requirement } from '../guards';

/**
 * Renders its children (or the nested routes) only when the session meets `requirement` (spec §2/§6): before
 * initialisation a spinner; otherwise an unauthorised user goes to /authentication/login (see loginRedirect).
 */
export function RequireSession({
  requirement,
  children,
}: {
  requirement: Requirement;
  children?: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(session, requirement);
  if (decision === 'wait') return <SectionSpinner />;
  const redirect = loginRedirect(decision, `${location.pathname}${location.search}`);
  if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
  return children ?? <Outlet />;
}

/** /authentication/confirmation needs the pending-confirmation marker (set at sign-up), else → login. */
export function RequirePendingConfirmation({ children }: { children?: ReactNode }) {
  const pending = usePendingConfirmation();
  if (!pending) return <Navigate to="/authentication/login" replace />;
  return children ?? <Outlet />;
}
