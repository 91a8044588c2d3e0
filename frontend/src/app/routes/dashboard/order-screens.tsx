import { Navigate, useParams } from 'react-router';
import { OrderDetail, OrderHistory, OrderTicket } from '@/features/orders';
import { AmendOrder } from '@/features/phone-orders';

export { StaffOrders } from '@/features/orders';
export { KitchenScreen } from '@/features/kitchen';
export { TakeOrder } from '@/features/phone-orders';

function useOrderId() {
  return useParams().orderID;
}

export function StaffOrderDetailRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderDetail key={orderID} orderId={orderID} staff />;
}
export function OrderHistoryRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderHistory key={orderID} orderId={orderID} />;
}
export function OrderTicketRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderTicket key={orderID} orderId={orderID} />;
}
export function AmendOrderRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <AmendOrder key={orderID} orderId={orderID} />;
}
