import type { CatalogueCommand, CatalogueEvent, CatalogueEventType, EventOf } from '@shop/contracts';

// The Emmett shape of an aggregate: decide(command, state) → events, evolve(state, event) → state.
// Pure: time and facts from other streams arrive on the command's metadata, filled in by the handler.
export type Decider<State, Command, Event> = {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
};

/** What every command carries besides its data: the handler's clock (ISO-8601). */
export type CommandMetadata = { now: string };

export type CommandOf<T extends CatalogueCommand['type'], M = CommandMetadata> = Extract<
  CatalogueCommand,
  { type: T }
> & {
  metadata: M;
};
export type EventsOf<T extends CatalogueEventType> = EventOf<T>;
export type { CatalogueEvent };

/** Builds a typed event; keeps the deciders short. */
export const event = <T extends CatalogueEventType>(type: T, data: EventOf<T>['data']): EventOf<T> =>
  ({ type, data }) as EventOf<T>;
