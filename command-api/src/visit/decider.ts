import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// One page view per browser per day (spec §7). The stream is that visitor's day, so a second visit the same day
// (a reload, another tab) finds it recorded and appends nothing. Staff browsers are not customers: a visit sent
// with a staff session (the server decides, from the session, never the body) is a StaffVisitRecorded, which the
// stats do not count; one sent after that browser's customer-looking visit of the day (staff logged in since)
// takes that visit out again (wasCounted). A staff browser stays staff for the day.
export type VisitState = { recorded: 'none' | 'visit' | 'staff' };

export type VisitCommand = CommandOf<'RecordVisit'>;
export type VisitEvent = EventsOf<'VisitRecorded' | 'StaffVisitRecorded'>;

export const visitDecider: Decider<VisitState, VisitCommand, VisitEvent> = {
  initialState: () => ({ recorded: 'none' }),

  decide(command, state) {
    const { visitorId, day, staff } = command.data;
    const at = command.metadata.now;
    if (state.recorded === 'staff') return [];
    if (staff)
      return [event('StaffVisitRecorded', { visitorId, day, at, wasCounted: state.recorded === 'visit' })];
    if (state.recorded === 'visit') return [];
    return [event('VisitRecorded', { visitorId, day, at })];
  },

  evolve: (state, e) => {
    if (e.type === 'VisitRecorded') return { recorded: 'visit' };
    if (e.type === 'StaffVisitRecorded') return { recorded: 'staff' };
    return state;
  },
};
