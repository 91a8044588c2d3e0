import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { visitDecider, type VisitCommand, type VisitEvent } from './decider';

const now = '2026-11-24T10:00:00.000Z';
const data = { visitorId: '6f1c2b7e-3d4a-4f5b-8c9d-0e1f2a3b4c5d', day: '2026-11-24' };
const record: VisitCommand = { type: 'RecordVisit', data: { ...data, staff: false }, metadata: { now } };
const recordStaff: VisitCommand = { type: 'RecordVisit', data: { ...data, staff: true }, metadata: { now } };
const recorded: VisitEvent = { type: 'VisitRecorded', data: { ...data, at: now } };
const staffSeen = (wasCounted: boolean): VisitEvent => ({
  type: 'StaffVisitRecorded',
  data: { ...data, at: now, wasCounted },
});
const spec = deciderSpec(visitDecider);

describe('visit decider', () => {
  it('records the first visit of the day with the handler time', () =>
    spec.given([]).when(record).then([recorded]));
  it('records nothing for the same visitor the same day', () => spec.given([recorded]).when(record).then([]));
  it('a staff session’s visit is recorded as staff, not as a customer visit', () =>
    spec
      .given([])
      .when(recordStaff)
      .then([staffSeen(false)]));
  it('staff logged in after the page view: the visit counted before is taken out', () =>
    spec
      .given([recorded])
      .when(recordStaff)
      .then([staffSeen(true)]));
  it('a staff browser stays staff for the day: no customer visit after, no second staff event', () => {
    spec
      .given([staffSeen(false)])
      .when(record)
      .then([]);
    spec
      .given([recorded, staffSeen(true)])
      .when(recordStaff)
      .then([]);
  });
});
