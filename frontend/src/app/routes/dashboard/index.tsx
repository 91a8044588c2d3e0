import { Navigate, useParams, type RouteObject } from 'react-router';
import { RequireSession } from '@/features/auth';
import { DashboardIndex, DashboardLayout } from '@/features/dashboard';
import { UserDetail, UsersList } from '@/features/users';
import { dashboardCatalogueRoutes } from './catalogue';
import { dashboardOrderRoutes } from './orders';

function UserDetailRoute() {
  const { userID } = useParams();
  if (!userID) return <Navigate to="/dashboard/users" replace />;
  return <UserDetail key={userID} userId={userID} />;
}

// Spec §2 back-office: shown only after initialisation, to admin and moderator; /dashboard/users* admin only.
// Each back-office section adds its routes under the staff guard (and its rail entry in features/dashboard).
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireSession requirement="staff" />,
    children: [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <DashboardIndex /> },
          ...dashboardOrderRoutes,
          ...dashboardCatalogueRoutes,
          {
            element: <RequireSession requirement="admin" />,
            children: [
              { path: 'users', element: <UsersList /> },
              { path: 'users/:userID', element: <UserDetailRoute /> },
            ],
          },
        ],
      },
    ],
  },
];
