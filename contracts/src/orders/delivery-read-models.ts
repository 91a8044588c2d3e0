import { z } from 'zod';
import { one } from '../catalogue/read-models';
import { deliveryFailureReason } from './delivery-events';
import { nameTranslations } from './events';

// What read-api serves of the delivery by riders (issue 30; docs/riders.md).

const failure = z.object({
  riderId: z.string(),
  reason: deliveryFailureReason,
  comment: z.string(),
  at: z.string(),
});

/**
 * The delivery of one order as the projection keeps it (key orderDelivery): who carries it, the code, its wrong tries,
 * the last failure. Served through `deliveryAnswer`, never whole: the code goes to the customer only.
 */
export const orderDelivery = z.object({
  orderId: z.string(),
  /** The order's customer (their socket hears the changes). */
  userId: z.string(),
  rider: z.object({ id: z.string(), name: z.string() }).nullable(),
  code: z.string().nullable(),
  tries: z.number().int(),
  pickedUp: z.boolean(),
  delivered: z.boolean(),
  cancelled: z.boolean(),
  confirmedByStaff: z.boolean(),
  failed: failure.nullable(),
  assignedAt: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/**
 * GET /api/orders/:id/delivery. Staff: the rider, tries, failure (no code). The order's customer: the rider and the
 * code once the order has left (before it: nothing), nothing else.
 */
export const deliveryView = z.object({
  /** The rider's first name and phone (from their profile, read when asked). */
  rider: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  code: z.string().nullable(),
  tries: z.number().int(),
  locked: z.boolean(),
  pickedUp: z.boolean(),
  confirmedByStaff: z.boolean(),
  failed: failure.nullable(),
});
export type DeliveryView = z.infer<typeof deliveryView>;
export const deliveryAnswer = one(deliveryView);
export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;

/** One order on the rider's page: what the door needs, and the amount to collect (whole DA). */
export const riderOrderView = z.object({
  orderId: z.string(),
  orderID: z.number(),
  firstName: z.string(),
  phone: z.string().nullable(),
  district: z.string().nullable(),
  districtTranslations: nameTranslations.optional(),
  address: z.string().nullable(),
  comment: z.string().nullable(),
  itemsCount: z.number().int(),
  amount: z.number().int(),
  status: z.string(),
  pickedUp: z.boolean(),
  tries: z.number().int(),
  locked: z.boolean(),
  assignedAt: z.string(),
});
export type RiderOrderView = z.infer<typeof riderOrderView>;
export const riderOrdersAnswer = one(z.array(riderOrderView));
export type RiderOrdersAnswer = z.infer<typeof riderOrdersAnswer>;

/** A rider staff may assign to: on shift or not, and how many orders they carry now. */
export const dispatchRider = z.object({
  riderId: z.string(),
  name: z.string(),
  onShift: z.boolean(),
  load: z.number().int(),
});
export type DispatchRider = z.infer<typeof dispatchRider>;
export const dispatchAnswer = one(z.array(dispatchRider));
export type DispatchAnswer = z.infer<typeof dispatchAnswer>;
