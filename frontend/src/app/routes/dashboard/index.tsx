import type { RouteObject } from 'react-router';
import { RequireSession } from '@/features/auth';
import { dashboardCatalogueRoutes } from './catalogue';
import { dashboardOrderRoutes } from './orders';

const dashboard = () => import('./screens');
const users = () => import('./user-screens');

// Spec §2 back-office: shown only after initialisation, to admin and moderator; /dashboard/users* admin only.
// Each back-office section adds its routes under the staff guard (and its rail entry in features/dashboard).
// Every screen is lazy: a visitor never downloads staff code.
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireSession requirement="staff" />,
    children: [
      {
        path: '/dashboard',
        lazy: { Component: () => dashboard().then((m) => m.DashboardLayout) },
        children: [
          { index: true, lazy: { Component: () => dashboard().then((m) => m.DashboardIndex) } },
          ...dashboardOrderRoutes,
          ...dashboardCatalogueRoutes,
          {
            element: <RequireSession requirement="admin" />,
            children: [
              { path: 'users', lazy: { Component: () => users().then((m) => m.UsersList) } },
              { path: 'users/:userID', lazy: { Component: () => users().then((m) => m.UserDetailRoute) } },
            ],
          },
        ],
      },
    ],
  },
];
