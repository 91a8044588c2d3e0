import type { RouteObject } from 'react-router';

const screens = () => import('./order-screens');

/** Staff order screens, children of /dashboard (admin and moderator); one lazy chunk. */
export const dashboardOrderRoutes: RouteObject[] = [
  { path: 'orders', lazy: { Component: () => screens().then((m) => m.StaffOrders) } },
  { path: 'kitchen', lazy: { Component: () => screens().then((m) => m.KitchenScreen) } },
  { path: 'orders/new', lazy: { Component: () => screens().then((m) => m.TakeOrder) } },
  { path: 'orders/:orderID', lazy: { Component: () => screens().then((m) => m.StaffOrderDetailRoute) } },
  { path: 'orders/:orderID/amend', lazy: { Component: () => screens().then((m) => m.AmendOrderRoute) } },
  { path: 'orders/:orderID/history', lazy: { Component: () => screens().then((m) => m.OrderHistoryRoute) } },
  { path: 'orders/:orderID/ticket', lazy: { Component: () => screens().then((m) => m.OrderTicketRoute) } },
];
