import { z } from 'zod';
import { role } from '../accounts/events';
import { id } from '../catalogue/events';
import { deliveryFailureReasons } from './delivery-tables';

// The order stream's delivery events (issue 30; docs/riders.md). "Picked up" and "Delivered" are the order's own
// OrderStepConfirmed (steps out_for_delivery and delivered, `by.role` 'rider'); these say the rest: who carries the
// order, the code at the door and its wrong tries, a hand confirmation by staff, a failed delivery.

const isoDate = z.string().datetime({ offset: true });
const actorRef = z.object({ userId: z.string(), role });
export const deliveryFailureReason = z.enum(deliveryFailureReasons);
export const deliveryCode = z.string().regex(/^[0-9]{4}$/, 'four digits');

export const deliveryEvents = [
  /** Staff give the order to a rider on shift (previousRiderId: the rider it is taken from, on a reassignment). */
  z.object({
    type: z.literal('RiderAssigned'),
    data: z.object({
      orderId: id,
      riderId: z.string(),
      /** The rider's first name (personal data of the rider, null once their key is gone). */
      riderName: z.string().nullable(),
      previousRiderId: z.string().nullable(),
      by: actorRef,
      at: isoDate,
    }),
  }),
  /** The code the customer gives the rider at the door: drawn with the order's first assignment. */
  z.object({
    type: z.literal('DeliveryCodeIssued'),
    data: z.object({ orderId: id, code: deliveryCode, at: isoDate }),
  }),
  /** A wrong code typed by the rider; `tries` counts the wrong ones so far (DELIVERY_CODE_TRIES at most). */
  z.object({
    type: z.literal('DeliveryCodeRejected'),
    data: z.object({ orderId: id, riderId: z.string(), tries: z.number().int().min(1), at: isoDate }),
  }),
  /** Staff confirm by hand an order their rider delivered (the code refused or lost); OrderStepConfirmed follows. */
  z.object({
    type: z.literal('DeliveryConfirmedByStaff'),
    data: z.object({ orderId: id, riderId: z.string().nullable(), by: actorRef, at: isoDate }),
  }),
  /** The rider brings the order back: it goes back to staff (no rider) with the reason. */
  z.object({
    type: z.literal('DeliveryFailed'),
    data: z.object({
      orderId: id,
      riderId: z.string(),
      reason: deliveryFailureReason,
      comment: z.string().max(500),
      at: isoDate,
    }),
  }),
] as const;
