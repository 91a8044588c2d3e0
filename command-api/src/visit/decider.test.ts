import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { visitDecider, type VisitCommand, type VisitEvent } from './decider';

const now = '2026-11-24T10:00:00.000Z';
const data = { visitorId: '6f1c2b7e-3d4a-4f5b-8c9d-0e1f2a3b4c5d', day: '2026-11-24' };
const record: VisitCommand = { type: 'RecordVisit', data, metadata: { now } };
const recorded: VisitEvent = { type: 'VisitRecorded', data: { ...data, at: now } };
const spec = deciderSpec(visitDecider);

describe('visit decider', () => {
  it('records the first visit of the day with the handler time', () =>
    spec.given([]).when(record).then([recorded]));
  it('records nothing for the same visitor the same day', () => spec.given([recorded]).when(record).then([]));
});
