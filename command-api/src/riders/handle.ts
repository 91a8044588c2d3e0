import { randomUUID } from 'node:crypto';
import { DomainError } from '@shop/contracts';
import { riderStreams } from '@shop/contracts/riders/streams';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createStreamStates } from '@shop/platform/eventstore/stream-states';
import type { OrderContext } from '../orders/handle';
import { runStreamCommand } from '../run-command';
import { shiftCash, shiftWindow } from './cash';
import { openShift, riderDecider, type RiderCommand, type RiderState } from './decider';

// The riders' handler (docs/riders.md "Shifts and cash"): the one runner (run-command.ts) on `rider-{userId}` with
// the rider decider. Starting a shift draws its id; recording a handover first finds the shift's cash in the log
// (./cash.ts), so the expected amount and its orders are the server's, never the client's.

export type RiderRequest =
  | { type: 'StartRiderShift'; data: { riderId: string } }
  | { type: 'EndRiderShift'; data: { riderId: string } }
  | { type: 'RecordCashHandover'; data: { riderId: string; shiftId: string; handedOver: number } };

export type RiderResult = { shiftId: string | null; position: string };
export type HandleRider = (command: RiderRequest, ctx: OrderContext) => Promise<RiderResult>;

export type RiderHandlerDeps = { store: EventStore; now?: () => Date; ids?: () => string };

/** The shift a command answers: the one it started, ended or settled (null: none). */
const shiftOf = (command: RiderRequest, before: RiderState, after: RiderState): string | null => {
  if (command.type === 'RecordCashHandover') return command.data.shiftId;
  if (command.type === 'StartRiderShift') return openShift(after)?.shiftId ?? null;
  return openShift(before)?.shiftId ?? after.shifts[after.shifts.length - 1]?.shiftId ?? null;
};

export function createRiderHandler({
  store: personalStore,
  now = () => new Date(),
  ids = () => randomUUID(),
}: RiderHandlerDeps): HandleRider {
  // Nothing here is personal data: the rider's stream and the orders' totals are read without decrypting.
  const store = withoutPersonalData(personalStore);
  const cache = createStreamStates();

  return async (command, ctx) => {
    const actor = { userId: ctx.userId, role: ctx.role };
    const at = now();
    let before: RiderState | null = null;
    return runStreamCommand({
      store,
      stream: riderStreams.rider(command.data.riderId),
      fold: riderDecider,
      cache,
      ctx,
      request: command,
      ids,
      decide: async (state, recorded) => {
        before = state;
        const base = { now: at.toISOString(), actor };
        let full: RiderCommand;
        switch (command.type) {
          case 'StartRiderShift':
            full = { ...command, metadata: { ...base, shiftId: ids() } };
            break;
          case 'EndRiderShift':
            full = { ...command, metadata: base };
            break;
          case 'RecordCashHandover': {
            const shift = state.shifts.find((s) => s.shiftId === command.data.shiftId);
            const window =
              shift && shift.endedAt !== null && !shift.handedOver
                ? shiftWindow(recorded, command.data.shiftId)
                : null;
            // The decider refuses an unknown, open or settled shift; the log is read only for one it accepts.
            const cash = window
              ? await shiftCash(store, command.data.riderId, window, state.settledOrderIds)
              : { expected: 0, orderIds: [] };
            if (shift && shift.endedAt !== null && !shift.handedOver && !window)
              throw new DomainError('rider.shift_not_found');
            full = { ...command, metadata: { ...base, cash } };
            break;
          }
        }
        return riderDecider.decide(full, state);
      },
      then: async ({ state, position }) => ({
        shiftId: shiftOf(command, before ?? state, state),
        position,
      }),
    });
  };
}
