import { Navigate } from 'react-router';
import { useSession } from '@/stores/session';
import { firstSectionPath } from '../sections';
import { NoSection } from './no-section';

/** /dashboard → the first section the staff member may open. */
export function DashboardIndex() {
  const session = useSession();
  const to = firstSectionPath(session);
  return to ? <Navigate to={to} replace /> : <NoSection />;
}
