export { MyOrders } from './components/my-orders';
export { OrderDetail } from './components/order-detail';
export { OrderHistory } from './components/order-history';
export { OrderTicket } from './components/order-ticket';
export { StaffOrders } from './components/staff-orders';
