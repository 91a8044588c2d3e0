import { Navigate, useParams } from 'react-router';
import { UserDetail } from '@/features/users';

export { UsersList } from '@/features/users';

export function UserDetailRoute() {
  const { userID } = useParams();
  if (!userID) return <Navigate to="/dashboard/users" replace />;
  return <UserDetail key={userID} userId={userID} />;
}
