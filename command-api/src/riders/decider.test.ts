import { describe, it } from 'vitest';
import type { RiderEvent } from '@shop/contracts/riders/events';
import { deciderSpec } from '../testing/decider-spec';
import { riderDecider, type RiderCommand, type ShiftCash } from './decider';

const riderId = 'rider-1';
const rider = { userId: riderId, role: 'rider' as const };
const otherRider = { userId: 'rider-2', role: 'rider' as const };
const staff = { userId: 'staff-1', role: 'moderator' as const };
const customer = { userId: 'user-1', role: 'user' as const };
const t0 = '2026-11-25T17:00:00.000Z';
const t1 = '2026-11-25T22:00:00.000Z';
const t2 = '2026-11-25T22:10:00.000Z';

const start = (
  actor: { userId: string; role: 'rider' | 'moderator' | 'user' } = rider,
  shiftId = 's1',
): RiderCommand => ({
  type: 'StartRiderShift',
  data: { riderId },
  metadata: { now: t0, actor, shiftId },
});
const end = (actor: { userId: string; role: 'rider' | 'moderator' | 'user' } = rider): RiderCommand => ({
  type: 'EndRiderShift',
  data: { riderId },
  metadata: { now: t1, actor },
});
const cash: ShiftCash = { expected: 3400, orderIds: ['o1', 'o2'] };
const handover = (
  handedOver: number,
  actor: { userId: string; role: 'rider' | 'moderator' | 'user' } = staff,
  shiftId = 's1',
): RiderCommand => ({
  type: 'RecordCashHandover',
  data: { riderId, shiftId, handedOver },
  metadata: { now: t2, actor, cash },
});

const started = (shiftId = 's1', at = t0): RiderEvent => ({
  type: 'RiderShiftStarted',
  data: { riderId, shiftId, at },
});
const ended = (shiftId = 's1', at = t1): RiderEvent => ({
  type: 'RiderShiftEnded',
  data: { riderId, shiftId, at },
});
const handedOver = (amount: number, shiftId = 's1'): RiderEvent => ({
  type: 'RiderCashHandedOver',
  data: { riderId, shiftId, expected: 3400, handedOver: amount, orderIds: ['o1', 'o2'], by: staff, at: t2 },
});

const spec = deciderSpec(riderDecider);

describe('rider decider: shifts', () => {
  it('the rider starts a shift with the id the handler drew', () => {
    spec.given([]).when(start()).then([started()]);
  });
  it('a shift already open: starting again is a no-op', () => {
    spec.given([started()]).when(start(rider, 's2')).thenNothing();
  });
  it('after an end, a new shift starts', () => {
    spec
      .given([started(), ended()])
      .when(start(rider, 's2'))
      .then([started('s2')]);
  });
  it('only the rider themself starts their shift: staff, a customer or another rider are refused', () => {
    spec.given([]).when(start(staff)).thenThrows('auth.forbidden');
    spec.given([]).when(start(customer)).thenThrows('auth.forbidden');
    spec.given([]).when(start(otherRider)).thenThrows('auth.forbidden');
  });
  it('the rider or staff end the open shift; none open: a no-op', () => {
    spec.given([started()]).when(end()).then([ended()]);
    spec.given([started()]).when(end(staff)).then([ended()]);
    spec.given([started(), ended()]).when(end()).thenNothing();
    spec.given([]).when(end()).thenNothing();
  });
  it('a customer or another rider cannot end it', () => {
    spec.given([started()]).when(end(customer)).thenThrows('auth.forbidden');
    spec.given([started()]).when(end(otherRider)).thenThrows('auth.forbidden');
  });
});

describe('rider decider: cash', () => {
  it('staff record the amount handed over for an ended shift, with the expected amount and its orders', () => {
    spec
      .given([started(), ended()])
      .when(handover(3000))
      .then([handedOver(3000)]);
  });
  it('the shift must have ended, exist, and not be handed over yet', () => {
    spec.given([started()]).when(handover(3400)).thenThrows('rider.shift_open');
    spec.given([]).when(handover(3400)).thenThrows('rider.shift_not_found');
    spec
      .given([started(), ended()])
      .when(handover(3400, staff, 's9'))
      .thenThrows('rider.shift_not_found');
    spec
      .given([started(), ended(), handedOver(3400)])
      .when(handover(3400))
      .thenThrows('rider.cash_already_handed_over');
  });
  it('only staff record it (not the rider, not a customer)', () => {
    spec.given([started(), ended()]).when(handover(3400, rider)).thenThrows('auth.forbidden');
    spec.given([started(), ended()]).when(handover(3400, customer)).thenThrows('auth.forbidden');
  });
  it('an earlier shift is handed over while the next one runs', () => {
    spec
      .given([started(), ended(), started('s2', t2)])
      .when(handover(3400))
      .then([handedOver(3400)]);
  });
});
