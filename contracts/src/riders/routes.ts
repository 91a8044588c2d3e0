// The riders' shift and cash routes (docs/riders.md "Shifts and cash"): writes served by command-api, reads by
// read-api, called by the client. Zod-free: the types come from ./route-schemas and ./read-models.
import type { z } from 'zod';
import { route, type NoParams } from '../http/route';
import type * as m from './read-models';
import type * as s from './route-schemas';

type RiderId = { id: string };
type ShiftParams = { id: string; shiftId: string };
export type RiderWriteAnswer = z.output<typeof s.riderWriteAnswer>;

export const riderRoutes = {
  /** The rider starts a shift (already on shift: the same shift). */
  startShift: route<NoParams, undefined, RiderWriteAnswer>('PUT', '/rider/shift'),
  /** The rider ends their shift (none open: nothing). */
  endShift: route<NoParams, undefined, RiderWriteAnswer>('DELETE', '/rider/shift'),
  /** Staff end a rider's shift (before recording the cash). */
  endRiderShift: route<RiderId, undefined, RiderWriteAnswer>('DELETE', '/riders/:id/shift'),
  /** Staff record the cash a rider handed over for an ended shift. */
  recordHandover: route<ShiftParams, z.input<typeof s.recordHandoverBody>, RiderWriteAnswer>(
    'POST',
    '/riders/:id/shifts/:shiftId/handover',
  ),
};

export const riderReadRoutes = {
  /** A rider: their open shift, else their latest one (null: never on shift). */
  myShift: route<NoParams, undefined, z.output<typeof m.myShiftAnswer>>('GET', '/rider/shift'),
  /** Staff: today's shifts and the open balances. */
  shifts: route<NoParams, undefined, z.output<typeof m.riderShiftsAnswer>>('GET', '/riders/shifts'),
  /** Staff: deliveries per rider and the average minutes from pickup to delivery. */
  stats: route<NoParams, undefined, z.output<typeof m.riderStatsAnswer>>('GET', '/riders/stats'),
};
