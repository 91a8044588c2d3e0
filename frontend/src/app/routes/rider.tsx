import type { RouteObject } from 'react-router';
import { RequireSession } from '@/features/auth';

// /rider (docs/riders.md "The rider's page"): signed in, and a rider (others are sent to the login with the
// permission message); loaded with the first navigation under /rider, never by a visitor of the public pages.
export const riderRoutes: RouteObject[] = [
  {
    element: <RequireSession requirement="login" />,
    children: [
      { path: '/rider', lazy: { Component: () => import('./rider-screen').then((m) => m.RiderRoute) } },
    ],
  },
];
