import { Navigate, useLocation } from 'react-router';
import { RiderPage } from '@/features/delivery';
import { MyShift } from '@/features/riders';
import { firstRole, useSession } from '@/stores/session';

/** The rider's page, for riders only. */
export function RiderRoute() {
  const { currentUser } = useSession();
  const location = useLocation();
  if (firstRole(currentUser) !== 'rider')
    return (
      <Navigate to="/authentication/login" replace state={{ from: location.pathname, flash: 'forbidden' }} />
    );
  // The shift card (start / end my shift, the cash in hand) is the riders' feature's (docs/riders.md).
  return <RiderPage shift={<MyShift />} />;
}
