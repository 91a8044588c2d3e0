// The delivery routes (issue 30; docs/riders.md): writes served by command-api, reads by read-api, called by the
// client. Zod-free: the types come from ./delivery-route-schemas and ./delivery-read-models.
import type { z } from 'zod';
import { route, type NoParams } from '../http/route';
import type { DeliveryAnswer, DispatchAnswer, RiderOrdersAnswer } from './delivery-read-models';
import type {
  assignRiderBody,
  deliverOrderBody,
  deliveryWriteAnswer,
  failDeliveryBody,
} from './delivery-route-schemas';

type OrderId = { id: string };
export type DeliveryWriteAnswer = z.output<typeof deliveryWriteAnswer>;

export const deliveryRoutes = {
  /** Staff: give the order to a rider on shift (again: to another one). */
  assign: route<OrderId, z.input<typeof assignRiderBody>, DeliveryWriteAnswer>('PUT', '/orders/:id/rider'),
  /** The order's rider: "Picked up". */
  pickUp: route<OrderId, undefined, DeliveryWriteAnswer>('POST', '/orders/:id/pickup'),
  /** The order's rider: "Delivered", with the customer's code (422 delivery.code_wrong, 409 delivery.code_locked). */
  deliver: route<OrderId, z.input<typeof deliverOrderBody>, DeliveryWriteAnswer>(
    'POST',
    '/orders/:id/deliver',
  ),
  /** The order's rider: "Not delivered", with the reason. */
  fail: route<OrderId, z.input<typeof failDeliveryBody>, DeliveryWriteAnswer>(
    'POST',
    '/orders/:id/delivery-failed',
  ),
  /** Staff: the delivery confirmed by hand. */
  confirmByStaff: route<OrderId, undefined, DeliveryWriteAnswer>('POST', '/orders/:id/delivered-by-hand'),
};

export const deliveryReadRoutes = {
  /** A rider: the orders they carry now, in the order to deliver. */
  riderOrders: route<NoParams, undefined, RiderOrdersAnswer>('GET', '/rider/orders'),
  /** Staff: the riders to assign to, with their load. */
  dispatch: route<NoParams, undefined, DispatchAnswer>('GET', '/riders/dispatch'),
  /** Staff, or the order's customer (the rider and code once it has left); 404 order.not_found otherwise. */
  delivery: route<OrderId, undefined, DeliveryAnswer>('GET', '/orders/:id/delivery'),
};
