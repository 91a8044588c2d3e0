// The states a command handler folded last, per stream (docs/performance.md "Performance", Orders): the next
// command on the same stream (PlaceOrder after StartCheckout, the facts every order reads again) folds only the events
// appended since. It never answers alone: aggregateStream reads the stream after the remembered revision each time,
// so an append made meanwhile (by this process or another on the same file) is always folded in before a decision.
// States and the events read are shared between callers: folds and deciders never mutate them (pure evolve).
import type { RecordedEvent } from './port';

type Entry = { fold: object; state: unknown; recorded: RecordedEvent[]; revision: bigint };

export type StreamStates = {
  get<S>(stream: string, fold: object): { state: S; recorded: RecordedEvent[]; revision: bigint } | undefined;
  /** Keeps the state folded up to `revision`, unless a later one is already kept. */
  remember<S>(
    stream: string,
    fold: object,
    entry: { state: S; recorded: RecordedEvent[]; revision: bigint },
  ): void;
  forget(stream: string): void;
  readonly size: number;
};

/**
 * At most `max` streams (least recently used go first), and only streams of at most `maxEvents` events (a long
 * stream is read whole again rather than kept), so the memory it takes is bounded whatever the traffic.
 */
export function createStreamStates({ max = 500, maxEvents = 50 } = {}): StreamStates {
  const entries = new Map<string, Entry>();
  return {
    get<S>(stream: string, fold: object) {
      const entry = entries.get(stream);
      if (!entry || entry.fold !== fold) return undefined;
      entries.delete(stream); // most recently used last
      entries.set(stream, entry);
      return entry as { state: S; recorded: RecordedEvent[]; revision: bigint };
    },
    remember(stream, fold, { state, recorded, revision }) {
      const kept = entries.get(stream);
      if (kept && kept.fold === fold && kept.revision >= revision) return;
      if (recorded.length > maxEvents) {
        entries.delete(stream);
        return;
      }
      entries.delete(stream);
      entries.set(stream, { fold, state, recorded, revision });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    forget: (stream) => void entries.delete(stream),
    get size() {
      return entries.size;
    },
  };
}
