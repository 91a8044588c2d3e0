import { describe, it } from 'vitest';
import type { OpeningHours } from '@shop/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { settingsDecider, type SettingsCommand, type SettingsEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const day = { open: '11:00', close: '23:00' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: {
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: { open: '14:00', close: '01:00' },
    sat: day,
    sun: null,
  },
};
const setHours = (data = hours): SettingsCommand => ({ type: 'SetOpeningHours', data, metadata: { now } });
const hoursSet = (data = hours): SettingsEvent => ({ type: 'OpeningHoursSet', data });
const spec = deciderSpec(settingsDecider);

describe('settings decider: opening hours', () => {
  it('sets the opening hours', () => spec.given([]).when(setHours()).then([hoursSet()]));
  it('the same hours again are a no-op', () => spec.given([hoursSet()]).when(setHours()).thenNothing());
  it('taken away: always open again; without hours, clearing is a no-op', () => {
    const clear: SettingsCommand = { type: 'ClearOpeningHours', data: {}, metadata: { now } };
    const cleared: SettingsEvent = { type: 'OpeningHoursCleared', data: {} };
    spec.given([hoursSet()]).when(clear).then([cleared]);
    spec.given([]).when(clear).thenNothing();
    spec.given([hoursSet(), cleared]).when(clear).thenNothing();
    // Set again after: the same hours as before are a change again.
    spec.given([hoursSet(), cleared]).when(setHours()).then([hoursSet()]);
  });
  it('a day open 24 h is set', () => {
    const allMonday = { ...hours, days: { ...hours.days, mon: { open: '00:00', close: '24:00' } } };
    spec
      .given([hoursSet()])
      .when(setHours(allMonday))
      .then([hoursSet(allMonday)]);
  });
  it('changed hours are set', () => {
    const changed = { ...hours, days: { ...hours.days, sun: day } };
    spec
      .given([hoursSet()])
      .when(setHours(changed))
      .then([hoursSet(changed)]);
  });
});
