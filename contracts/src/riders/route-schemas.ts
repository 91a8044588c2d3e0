// The riders' routes' schemas (./routes.ts), derived from the riders' commands and read models.
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import { id } from '../fields';
import { recordCashHandoverData } from './commands';
import { myShiftAnswer, riderShiftsAnswer, riderStatsAnswer } from './read-models';
import { riderReadRoutes, riderRoutes } from './routes';

export const recordHandoverBody = recordCashHandoverData.pick({ handedOver: true });
/** A rider write answers the shift concerned (null: none) and the position of the stream's last event. */
export const riderWriteAnswer = z.object({ shiftId: z.string().nullable(), position: z.string() });

const riderParams = z.object({ id: z.string().trim().min(1).max(100) });
const answer = riderWriteAnswer;
export const riderRouteSchemas = {
  startShift: routeSchemas(riderRoutes.startShift, { answer }),
  endShift: routeSchemas(riderRoutes.endShift, { answer }),
  endRiderShift: routeSchemas(riderRoutes.endRiderShift, { params: riderParams, answer }),
  recordHandover: routeSchemas(riderRoutes.recordHandover, {
    params: riderParams.extend({ shiftId: id }),
    body: recordHandoverBody,
    answer,
  }),
};

export const riderReadSchemas = {
  myShift: routeSchemas(riderReadRoutes.myShift, { answer: myShiftAnswer }),
  shifts: routeSchemas(riderReadRoutes.shifts, { answer: riderShiftsAnswer }),
  stats: routeSchemas(riderReadRoutes.stats, { answer: riderStatsAnswer }),
};
