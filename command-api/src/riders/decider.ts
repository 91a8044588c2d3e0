import { DomainError, isStaffRole, type Role } from '@shop/contracts';
import { RECENT_RIDER_SHIFTS, RECENT_SETTLED_ORDERS } from '@shop/contracts/riders/constants';
import type { RiderEvent, RiderEventOf } from '@shop/contracts/riders/events';
import type { Decider } from '../decider';

// The `rider-{userId}` stream (docs/riders.md "Shifts and cash"): a rider starts and ends their shifts (staff may
// end one too), and staff record, per ended shift, the cash handed over against the expected amount the handler
// found (the orders the rider delivered, ./cash.ts). Pure: the clock, the new shift's id, who acts and the cash
// arrive on the metadata.

type Actor = { userId: string; role: Role };

export type RiderShift = {
  shiftId: string;
  startedAt: string;
  endedAt: string | null;
  handedOver: boolean;
};

export type RiderState = {
  /** The latest shifts, oldest first (RECENT_RIDER_SHIFTS); the open one, if any, is last. */
  shifts: RiderShift[];
  /** Orders already counted in a handover (the latest RECENT_SETTLED_ORDERS): never counted twice. */
  settledOrderIds: string[];
};

/** The cash of a shift, found by the handler: the orders the rider delivered in it and the sum of their totals. */
export type ShiftCash = { expected: number; orderIds: string[] };

export type RiderCommand =
  | {
      type: 'StartRiderShift';
      data: { riderId: string };
      metadata: { now: string; actor: Actor; shiftId: string };
    }
  | { type: 'EndRiderShift'; data: { riderId: string }; metadata: { now: string; actor: Actor } }
  | {
      type: 'RecordCashHandover';
      data: { riderId: string; shiftId: string; handedOver: number };
      metadata: { now: string; actor: Actor; cash: ShiftCash };
    };

/** The shift open now, if any. */
export const openShift = (state: RiderState): RiderShift | null => {
  const last = state.shifts[state.shifts.length - 1];
  return last && last.endedAt === null ? last : null;
};

/** Is the rider on shift: the fact the dispatch checks before giving them an order. */
export const isOnShift = (state: RiderState): boolean => openShift(state) !== null;

const rev = <T extends RiderEvent['type']>(type: T, data: RiderEventOf<T>['data']): RiderEventOf<T> =>
  ({ type, data }) as RiderEventOf<T>;

const mayEnd = (actor: Actor, riderId: string) =>
  isStaffRole(actor.role) || (actor.role === 'rider' && actor.userId === riderId);

export const riderDecider: Decider<RiderState, RiderCommand, RiderEvent> = {
  initialState: () => ({ shifts: [], settledOrderIds: [] }),

  decide(command, state) {
    const { now, actor } = command.metadata;
    const { riderId } = command.data;
    switch (command.type) {
      case 'StartRiderShift': {
        // Only the rider themself starts a shift (from their page); one open shift at a time.
        if (actor.role !== 'rider' || actor.userId !== riderId) throw new DomainError('auth.forbidden');
        if (isOnShift(state)) return [];
        return [rev('RiderShiftStarted', { riderId, shiftId: command.metadata.shiftId, at: now })];
      }
      case 'EndRiderShift': {
        if (!mayEnd(actor, riderId)) throw new DomainError('auth.forbidden');
        const open = openShift(state);
        if (!open) return [];
        return [rev('RiderShiftEnded', { riderId, shiftId: open.shiftId, at: now })];
      }
      case 'RecordCashHandover': {
        if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
        const shift = state.shifts.find((s) => s.shiftId === command.data.shiftId);
        if (!shift) throw new DomainError('rider.shift_not_found');
        if (shift.endedAt === null) throw new DomainError('rider.shift_open');
        if (shift.handedOver) throw new DomainError('rider.cash_already_handed_over');
        const { expected, orderIds } = command.metadata.cash;
        return [
          rev('RiderCashHandedOver', {
            riderId,
            shiftId: shift.shiftId,
            expected,
            handedOver: command.data.handedOver,
            orderIds,
            by: { userId: actor.userId, role: actor.role },
            at: now,
          }),
        ];
      }
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'RiderShiftStarted':
        return {
          ...state,
          shifts: [
            ...state.shifts,
            { shiftId: e.data.shiftId, startedAt: e.data.at, endedAt: null, handedOver: false },
          ].slice(-RECENT_RIDER_SHIFTS),
        };
      case 'RiderShiftEnded':
        return {
          ...state,
          shifts: state.shifts.map((s) => (s.shiftId === e.data.shiftId ? { ...s, endedAt: e.data.at } : s)),
        };
      case 'RiderCashHandedOver':
        return {
          shifts: state.shifts.map((s) => (s.shiftId === e.data.shiftId ? { ...s, handedOver: true } : s)),
          settledOrderIds: [...state.settledOrderIds, ...e.data.orderIds].slice(-RECENT_SETTLED_ORDERS),
        };
      default:
        return state;
    }
  },
};
