import { z } from 'zod';
import { id, money } from '../fields';

// The riders' commands (docs/riders.md "Shifts and cash"), each validated once by its route's body schema
// (./route-schemas.ts): the rider id and the shift come from the path or the session, the amount from staff.
export const recordCashHandoverData = z.object({
  riderId: z.string().trim().min(1).max(100),
  shiftId: id,
  handedOver: money,
});
export type RecordCashHandoverData = z.infer<typeof recordCashHandoverData>;
