import { z } from 'zod';
import { role } from '../accounts/events';

// What read-api serves of the riders' shifts and cash (docs/riders.md "Shifts and cash"), projected from the
// `rider-{userId}` streams and the orders the riders deliver (projections/src/riders).

/** One order a rider delivered in a shift: what the customer paid (DA), in cash at the door. */
export const riderShiftOrder = z.object({
  orderId: z.string(),
  orderNumber: z.number().nullable(),
  total: z.number(),
  deliveredAt: z.string(),
});

export const riderHandoverView = z.object({
  expected: z.number(),
  handedOver: z.number(),
  /** handedOver - expected: negative when cash is missing. */
  difference: z.number(),
  orderIds: z.array(z.string()),
  by: z.object({ userId: z.string(), role }),
  at: z.string(),
});

export const riderShiftView = z.object({
  shiftId: z.string(),
  riderId: z.string(),
  /** The rider's name as their account shows it (null: account gone). */
  riderName: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Africa/Algiers day of the start. */
  day: z.string(),
  /** The orders delivered so far in the shift (its cash in hand until the handover). */
  orders: z.array(riderShiftOrder),
  /** Sum of `orders`' totals: the cash the rider holds for this shift. */
  cashInHand: z.number(),
  handover: riderHandoverView.nullable(),
});
export type RiderShiftView = z.infer<typeof riderShiftView>;
export type RiderShiftOrder = z.infer<typeof riderShiftOrder>;

export const myShiftAnswer = z.object({ data: riderShiftView.nullable() });
export const riderShiftsAnswer = z.object({
  /** Today's shifts (Africa/Algiers), newest first, and any older shift whose cash is not handed over yet. */
  data: z.array(riderShiftView),
});

/** Deliveries per rider and the average minutes from pickup to delivery (all time). */
export const riderStatsView = z.object({
  riderId: z.string(),
  riderName: z.string().nullable(),
  deliveries: z.number(),
  /** null: no delivery with both times known. */
  averageMinutes: z.number().nullable(),
});
export type RiderStatsView = z.infer<typeof riderStatsView>;
export const riderStatsAnswer = z.object({ data: z.array(riderStatsView) });
