import { addMinutes, dayClosing, type OpeningHours } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// The `kitchen` stream (docs/kitchen.md "Busy mode and promised times"): staff pause new orders for N minutes or add
// a delay of N minutes to every promised time. Neither carries over the day's closing (Africa/Algiers): a pause ends
// at the closing at the latest, a delay ends by itself there. Setting what already holds is a no-op.

export type KitchenDeciderState = {
  /** End of the last pause (may be past); null: none or resumed. */
  pausedUntil: string | null;
  delay: { minutes: number; until: string } | null;
};

/** The settings' opening hours (null: always open): where the day's closing is. */
export type KitchenFacts = { now: string; openingHours: OpeningHours | null };
export type KitchenCommand =
  | CommandOf<'PauseOrderTaking', KitchenFacts>
  | CommandOf<'ResumeOrderTaking', KitchenFacts>
  | CommandOf<'SetKitchenDelay', KitchenFacts>;
export type KitchenEvent = EventsOf<'OrderTakingPaused' | 'OrderTakingResumed' | 'KitchenDelaySet'>;

const after = (iso: string | null | undefined, now: string) => !!iso && Date.parse(iso) > Date.parse(now);

/** The delay in force at `now` (0 once its day's closing is past). */
export const delayAt = (state: KitchenDeciderState, now: string): number =>
  state.delay && after(state.delay.until, now) ? state.delay.minutes : 0;

export const kitchenDecider: Decider<KitchenDeciderState, KitchenCommand, KitchenEvent> = {
  initialState: () => ({ pausedUntil: null, delay: null }),

  decide(command, state) {
    const { now, openingHours } = command.metadata;
    const closing = dayClosing(openingHours, new Date(now)).toISOString();
    switch (command.type) {
      case 'PauseOrderTaking': {
        const wanted = addMinutes(now, command.data.minutes);
        const until = Date.parse(wanted) < Date.parse(closing) ? wanted : closing;
        if (state.pausedUntil === until) return [];
        return [event('OrderTakingPaused', { until, by: command.data.by, at: now })];
      }
      case 'ResumeOrderTaking':
        return after(state.pausedUntil, now)
          ? [event('OrderTakingResumed', { by: command.data.by, at: now })]
          : [];
      case 'SetKitchenDelay': {
        const { minutes, by } = command.data;
        if (minutes === delayAt(state, now)) return [];
        return [event('KitchenDelaySet', { minutes, until: closing, by, at: now })];
      }
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'OrderTakingPaused':
        return { ...state, pausedUntil: e.data.until };
      case 'OrderTakingResumed':
        return { ...state, pausedUntil: null };
      case 'KitchenDelaySet':
        return {
          ...state,
          delay: e.data.minutes > 0 ? { minutes: e.data.minutes, until: e.data.until } : null,
        };
      default:
        return state;
    }
  },
};
