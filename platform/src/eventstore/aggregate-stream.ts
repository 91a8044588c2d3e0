import type { EventStore, RecordedEvent } from './port';

export type Fold<S, E> = {
  /** The state's next value after one event (a decider's own `evolve`, or a fact's). */
  evolve: (state: S, event: E) => S;
  initialState: () => S;
};

export type Aggregated<S> = {
  state: S;
  /** The stream's events as read, oldest first (empty: no stream). */
  recorded: RecordedEvent[];
  /** The revision of the stream's last event, as an append expects it ('no_stream' when there is none). */
  revision: bigint | 'no_stream';
};

/**
 * The one way to read a stream and fold it into a state. `E` is the event type the fold is written for: the
 * store's events are taken as that type here, and nowhere else.
 */
export async function aggregateStream<S, E = RecordedEvent>(
  store: Pick<EventStore, 'readStream'>,
  stream: string,
  { evolve, initialState }: Fold<S, E>,
): Promise<Aggregated<S>> {
  const recorded: RecordedEvent[] = [];
  let state = initialState();
  for await (const e of store.readStream(stream)) {
    recorded.push(e);
    state = evolve(state, e as unknown as E);
  }
  const last = recorded[recorded.length - 1];
  return { state, recorded, revision: last ? last.revision : 'no_stream' };
}
