import type { RouteObject } from 'react-router';
import { RequireSession } from '@/features/auth';
import { ProfileScreen } from '@/features/profile';
import { CheckoutScreen } from '@/features/checkout';
import { MyOrderDetailRoute, MyOrdersRoute } from './orders';

// Spec §2 "Login required": visitors go to /authentication/login and come back here after logging in.
// The ordering issue adds /myAccount/orderMethod and /myAccount/myOrders* to these children.
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireSession requirement="login" />,
    children: [
      { path: '/myAccount/myProfile', element: <ProfileScreen /> },
      { path: '/myAccount/orderMethod', element: <CheckoutScreen /> },
      { path: '/myAccount/myOrders', element: <MyOrdersRoute /> },
      { path: '/myAccount/myOrders/:orderID', element: <MyOrderDetailRoute /> },
    ],
  },
];
