import type { RouteObject } from 'react-router';
import { RequireSession } from '@/features/auth';

const orders = () => import('./orders');

// Spec §2 "Login required": visitors go to /authentication/login and come back here after logging in.
// The ordering issue adds /myAccount/orderMethod and /myAccount/myOrders* to these children. Lazy screens: checkout
// and the order screens are fetched by who opens them, never by a visitor of the public pages.
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireSession requirement="login" />,
    children: [
      {
        path: '/myAccount/myProfile',
        lazy: { Component: () => import('@/features/profile').then((m) => m.ProfileScreen) },
      },
      {
        path: '/myAccount/orderMethod',
        lazy: { Component: () => import('@/features/checkout').then((m) => m.CheckoutScreen) },
      },
      { path: '/myAccount/myOrders', lazy: { Component: () => orders().then((m) => m.MyOrdersRoute) } },
      {
        path: '/myAccount/myOrders/:orderID',
        lazy: { Component: () => orders().then((m) => m.MyOrderDetailRoute) },
      },
    ],
  },
];
