import { DomainError, screenBoxKeys, type ScreenBox } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// `screen-{id}`: what a TV in the restaurant shows (title, top text, boxes 1.1 1.2 2.1 2.2). Setting the same
// content again is a no-op. Every product or category a box names must be live (facts read by the handler).
export type ScreenState = { content: string | null };

/** `live[kind:id]` = that product or category exists and is not deleted. */
export type ScreenFacts = { now: string; live: Record<string, boolean> };
export type ScreenCommand = CommandOf<'SetScreenContent', ScreenFacts>;
export type ScreenEvent = EventsOf<'ScreenContentSet'>;

export const screenRefKey = (box: NonNullable<ScreenBox>) => `${box.kind}:${box.id}`;

export const screenDecider: Decider<ScreenState, ScreenCommand, ScreenEvent> = {
  initialState: () => ({ content: null }),

  decide(command, state) {
    const errors: Record<string, string> = {};
    for (const key of screenBoxKeys) {
      const box = command.data.boxes[key];
      if (box && !command.metadata.live[screenRefKey(box)]) errors[`boxes.${key}`] = `unknown ${box.kind}`;
    }
    if (Object.keys(errors).length > 0) throw new DomainError('screen.reference_unknown', undefined, errors);
    const content = JSON.stringify(command.data);
    if (state.content === content) return [];
    return [event('ScreenContentSet', command.data)];
  },

  evolve(_state, e) {
    return e.type === 'ScreenContentSet' ? { content: JSON.stringify(e.data) } : _state;
  },
};
