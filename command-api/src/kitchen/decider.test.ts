import { describe, it } from 'vitest';
import type { OpeningHours } from '@shop/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { kitchenDecider, type KitchenCommand, type KitchenEvent } from './decider';

// Algiers is UTC+1 all year: 19:00 in Oran is 18:00Z.
const by = { userId: 'staff-1', role: 'moderator' as const };
const evening: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: {
    mon: { open: '11:00', close: '23:00' },
    tue: { open: '11:00', close: '23:00' },
    wed: { open: '11:00', close: '23:00' },
    thu: { open: '11:00', close: '23:00' },
    // Friday closes after midnight.
    fri: { open: '18:00', close: '01:00' },
    sat: { open: '11:00', close: '23:00' },
    sun: { open: '11:00', close: '23:00' },
  },
};
// Wednesday 2026-11-25 19:00 in Oran.
const now = '2026-11-25T18:00:00.000Z';
const meta = (at = now, openingHours: OpeningHours | null = evening) => ({ now: at, openingHours });
const pause = (minutes: number, at = now, hours: OpeningHours | null = evening): KitchenCommand => ({
  type: 'PauseOrderTaking',
  data: { minutes, by },
  metadata: meta(at, hours),
});
const resume = (at = now): KitchenCommand => ({
  type: 'ResumeOrderTaking',
  data: { by },
  metadata: meta(at),
});
const delay = (minutes: number, at = now, hours: OpeningHours | null = evening): KitchenCommand => ({
  type: 'SetKitchenDelay',
  data: { minutes, by },
  metadata: meta(at, hours),
});
const paused = (until: string, at = now): KitchenEvent => ({
  type: 'OrderTakingPaused',
  data: { until, by, at },
});
const delaySet = (minutes: number, until: string, at = now): KitchenEvent => ({
  type: 'KitchenDelaySet',
  data: { minutes, until, by, at },
});
const spec = deciderSpec(kitchenDecider);

describe('kitchen decider: pause', () => {
  it('pauses new orders for N minutes from now', () => {
    spec
      .given([])
      .when(pause(30))
      .then([paused('2026-11-25T18:30:00.000Z')]);
  });
  it("never past the day's closing (23:00 in Algiers = 22:00Z)", () => {
    spec
      .given([])
      .when(pause(240, '2026-11-25T21:00:00.000Z'))
      .then([paused('2026-11-25T22:00:00.000Z', '2026-11-25T21:00:00.000Z')]);
  });
  it('on a night that closes after midnight, until 01:00 in Algiers (00:00Z on Saturday)', () => {
    // Friday 2026-11-27 23:30 in Oran.
    spec
      .given([])
      .when(pause(120, '2026-11-27T22:30:00.000Z'))
      .then([paused('2026-11-28T00:00:00.000Z', '2026-11-27T22:30:00.000Z')]);
  });
  it('with no opening hours, until midnight in Algiers (23:00Z), not midnight UTC', () => {
    spec
      .given([])
      .when(pause(180, '2026-11-25T21:30:00.000Z', null))
      .then([paused('2026-11-25T23:00:00.000Z', '2026-11-25T21:30:00.000Z')]);
  });
  it('the same end again is a no-op', () => {
    spec
      .given([paused('2026-11-25T18:30:00.000Z')])
      .when(pause(30))
      .thenNothing();
  });
  it('resumes a running pause; a pause already over resumes nothing', () => {
    spec
      .given([paused('2026-11-25T18:30:00.000Z')])
      .when(resume('2026-11-25T18:10:00.000Z'))
      .then([{ type: 'OrderTakingResumed', data: { by, at: '2026-11-25T18:10:00.000Z' } }]);
    spec
      .given([paused('2026-11-25T18:30:00.000Z')])
      .when(resume('2026-11-25T18:31:00.000Z'))
      .thenNothing();
    spec.given([]).when(resume()).thenNothing();
  });
});

describe('kitchen decider: delay', () => {
  it("adds N minutes until the day's closing", () => {
    spec
      .given([])
      .when(delay(20))
      .then([delaySet(20, '2026-11-25T22:00:00.000Z')]);
  });
  it('the same delay again is a no-op; another value replaces it; 0 takes it away', () => {
    const set = delaySet(20, '2026-11-25T22:00:00.000Z');
    spec.given([set]).when(delay(20)).thenNothing();
    spec
      .given([set])
      .when(delay(35))
      .then([delaySet(35, '2026-11-25T22:00:00.000Z')]);
    spec
      .given([set])
      .when(delay(0))
      .then([delaySet(0, '2026-11-25T22:00:00.000Z')]);
    spec.given([]).when(delay(0)).thenNothing();
  });
  it("yesterday's delay ended at its closing: the same minutes today are set again", () => {
    spec
      .given([delaySet(20, '2026-11-24T22:00:00.000Z', '2026-11-24T18:00:00.000Z')])
      .when(delay(20))
      .then([delaySet(20, '2026-11-25T22:00:00.000Z')]);
  });
});
