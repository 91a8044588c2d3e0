import { Navigate, useParams } from 'react-router';
import { DeliveryCard } from '@/features/delivery';
import { MyOrders, OrderDetail } from '@/features/orders';

export function MyOrdersRoute() {
  return <MyOrders />;
}

/** /myAccount/myOrders/{orderID}: the customer's order, followed live. */
export function MyOrderDetailRoute() {
  const { orderID } = useParams();
  if (!orderID) return <Navigate to="/myAccount/myOrders" replace />;
  return <OrderDetail key={orderID} orderId={orderID} extra={<DeliveryCard orderId={orderID} />} />;
}
