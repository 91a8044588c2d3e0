import { Navigate, useParams, type RouteObject } from 'react-router';
import { OrderDetail, OrderHistory, OrderTicket, StaffOrders } from '@/features/orders';

function useOrderId() {
  return useParams().orderID;
}

function StaffOrderDetailRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderDetail key={orderID} orderId={orderID} staff />;
}
function OrderHistoryRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderHistory key={orderID} orderId={orderID} />;
}
function OrderTicketRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderTicket key={orderID} orderId={orderID} />;
}

/** Staff order screens, children of /dashboard (admin and moderator). */
export const dashboardOrderRoutes: RouteObject[] = [
  { path: 'orders', element: <StaffOrders /> },
  { path: 'orders/:orderID', element: <StaffOrderDetailRoute /> },
  { path: 'orders/:orderID/history', element: <OrderHistoryRoute /> },
  { path: 'orders/:orderID/ticket', element: <OrderTicketRoute /> },
];
