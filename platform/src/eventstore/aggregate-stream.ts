import type { EventStore, RecordedEvent } from './port';
import type { StreamStates } from './stream-states';

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
 *
 * With `cache` (stream-states.ts) the fold starts from the state last folded for this stream and reads only the
 * events after its revision: the store is asked every time, so the answer is the stream as it stands now, never a
 * remembered one.
 */
export async function aggregateStream<S, E = RecordedEvent>(
  store: Pick<EventStore, 'readStream'>,
  stream: string,
  fold: Fold<S, E>,
  cache?: StreamStates,
): Promise<Aggregated<S>> {
  const known = cache?.get<S>(stream, fold);
  const recorded: RecordedEvent[] = known ? [...known.recorded] : [];
  let state = known ? known.state : fold.initialState();
  const from = known ? known.revision + 1n : 0n;
  let expected = from;
  for await (const e of store.readStream(stream, known ? { fromRevision: from } : undefined)) {
    // The events after a remembered state follow it at once; anything else means it is not this stream's past.
    if (known && e.revision !== expected) {
      cache?.forget(stream);
      return aggregateStream(store, stream, fold, cache);
    }
    expected += 1n;
    recorded.push(e);
    state = fold.evolve(state, e as unknown as E);
  }
  const last = recorded[recorded.length - 1];
  if (cache && last)
    cache.remember(stream, fold, { state, recorded: [...recorded], revision: last.revision });
  return { state, recorded, revision: last ? last.revision : 'no_stream' };
}
