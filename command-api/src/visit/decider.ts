import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// One page view per browser per day (spec §7). The stream is that visitor's day, so a second visit the same day
// (a reload, another tab) finds it recorded and appends nothing.
export type VisitState = { recorded: boolean };

export type VisitCommand = CommandOf<'RecordVisit'>;
export type VisitEvent = EventsOf<'VisitRecorded'>;

export const visitDecider: Decider<VisitState, VisitCommand, VisitEvent> = {
  initialState: () => ({ recorded: false }),

  decide(command, state) {
    if (state.recorded) return [];
    const { visitorId, day } = command.data;
    return [event('VisitRecorded', { visitorId, day, at: command.metadata.now })];
  },

  evolve: (state, e) => (e.type === 'VisitRecorded' ? { recorded: true } : state),
};
