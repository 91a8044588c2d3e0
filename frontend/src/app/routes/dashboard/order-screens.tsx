import { Navigate, useParams } from 'react-router';
import { DeliveryPanel, RiderLoads } from '@/features/delivery';
import { OrderDetail, OrderHistory, OrderTicket, StaffOrders as StaffOrderList } from '@/features/orders';
import { AmendOrder } from '@/features/phone-orders';

export { KitchenScreen } from '@/features/kitchen';
export { TakeOrder } from '@/features/phone-orders';

/** The live list, with the riders' load above it (docs/riders.md). */
export function StaffOrders() {
  return <StaffOrderList extra={<RiderLoads />} />;
}

function useOrderId() {
  return useParams().orderID;
}

export function StaffOrderDetailRoute() {
  const orderID = useOrderId();
  if (!orderID) return <Navigate to="/dashboard/orders" replace />;
  return <OrderDetail key={orderID} orderId={orderID} staff extra={<DeliveryPanel orderId={orderID} />} />;
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
