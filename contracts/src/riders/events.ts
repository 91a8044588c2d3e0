import { z } from 'zod';
import { role } from '../accounts/events';
import { id, isoDate, money } from '../fields';

// The `rider-{userId}` stream (docs/riders.md "Shifts and cash"): a rider's shifts and, per shift, the cash staff
// record as handed over. The expected amount and the orders behind it are the server's finding at the handover (the
// totals of the orders the rider delivered), kept on the event so that a rebuild shows every handover as recorded.

const actorRef = z.object({ userId: z.string(), role });

export const riderEvent = z.discriminatedUnion('type', [
  /** The rider starts a shift from their page: staff may give them orders until it ends. */
  z.object({
    type: z.literal('RiderShiftStarted'),
    data: z.object({ riderId: z.string(), shiftId: id, at: isoDate }),
  }),
  /** The rider (or staff) ends it: no new order for them; the cash is still to hand over. */
  z.object({
    type: z.literal('RiderShiftEnded'),
    data: z.object({ riderId: z.string(), shiftId: id, at: isoDate }),
  }),
  /**
   * Staff record the cash the rider handed over for the shift: `expected` is the sum of `orderIds`' totals (the
   * orders the rider delivered), the difference is `handedOver - expected`.
   */
  z.object({
    type: z.literal('RiderCashHandedOver'),
    data: z.object({
      riderId: z.string(),
      shiftId: id,
      expected: money,
      handedOver: money,
      orderIds: z.array(id),
      by: actorRef,
      at: isoDate,
    }),
  }),
]);
export type RiderEvent = z.infer<typeof riderEvent>;
export type RiderEventOf<T extends RiderEvent['type']> = Extract<RiderEvent, { type: T }>;
