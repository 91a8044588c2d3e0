import { z } from 'zod';
import { id } from '../fields';
import { deliveryCode, deliveryFailureReason } from './delivery-events';

// The delivery commands on an order (issue 30; docs/riders.md), each validated once by its route's body schema
// (./delivery-route-schemas.ts); command-api's delivery handler decides them on the order stream.
export const assignRiderData = z.object({ orderId: id, riderId: z.string().trim().min(1).max(100) });
export const deliverOrderData = z.object({ orderId: id, code: deliveryCode });
export const failDeliveryData = z.object({
  orderId: id,
  reason: deliveryFailureReason,
  comment: z.string().trim().max(500).default(''),
});
const orderIdData = z.object({ orderId: id });

export const deliveryCommand = z.discriminatedUnion('type', [
  /** Staff: give the order to a rider on shift, or to another one (from "accepted" on, until delivered). */
  z.object({ type: z.literal('AssignRider'), data: assignRiderData }),
  /** The order's rider: "Picked up" (confirms out_for_delivery and the steps before it). */
  z.object({ type: z.literal('PickUpOrder'), data: orderIdData }),
  /** The order's rider at the door, with the customer's code: "Delivered". */
  z.object({ type: z.literal('DeliverOrder'), data: deliverOrderData }),
  /** The order's rider: "Not delivered", with the reason; the order goes back to staff. */
  z.object({ type: z.literal('FailDelivery'), data: failDeliveryData }),
  /** Staff: the delivery confirmed by hand (the code refused too often, or lost). */
  z.object({ type: z.literal('ConfirmDeliveryByStaff'), data: orderIdData }),
]);
export type DeliveryCommand = z.infer<typeof deliveryCommand>;
