// The SQLite store's streams kept in memory (sqlite.ts): the end of the most recently read streams, so a read of a
// stream answers without a query of its own. What keeps them current is the store's: every event appended to the log
// after they were read is given to `absorb`, in commit order.
import type { RecordedEvent } from './port';

export type KeptStreams = {
  /** The stream's events from `fromRevision` to its end, when they are kept; else undefined. */
  read(stream: string, fromRevision: bigint): RecordedEvent[] | undefined;
  /** What a read of the stream from `fromRevision` to its end gave (its last `maxEvents` are kept). */
  keep(stream: string, fromRevision: bigint, events: RecordedEvent[]): void;
  /** Events appended to the log since the kept streams were read, in commit order. */
  absorb(events: readonly RecordedEvent[]): void;
  clear(): void;
  readonly size: number;
};

type Kept = { from: bigint; events: RecordedEvent[] };

export const keptStreams = ({
  maxStreams,
  maxEvents,
}: {
  maxStreams: number;
  maxEvents: number;
}): KeptStreams => {
  // A Map iterates in insertion order: a stream read again is moved to the end, the first one is the least recent.
  const streams = new Map<string, Kept>();
  const trim = (kept: Kept) => {
    const over = kept.events.length - maxEvents;
    if (over <= 0) return;
    kept.events = kept.events.slice(over);
    kept.from += BigInt(over);
  };
  return {
    read(stream, fromRevision) {
      const kept = streams.get(stream);
      if (!kept || fromRevision < kept.from) return undefined;
      streams.delete(stream);
      streams.set(stream, kept);
      return kept.events.slice(Number(fromRevision - kept.from));
    },
    keep(stream, fromRevision, events) {
      const kept = { from: events[0]?.revision ?? fromRevision, events: events.slice() };
      trim(kept);
      streams.delete(stream);
      streams.set(stream, kept);
      if (streams.size > maxStreams) streams.delete(streams.keys().next().value!);
    },
    absorb(events) {
      for (const event of events) {
        const kept = streams.get(event.stream);
        if (!kept) continue;
        // Anything but the next revision means the kept events are not the stream's end: read it again.
        if (event.revision !== kept.from + BigInt(kept.events.length)) {
          streams.delete(event.stream);
          continue;
        }
        kept.events.push(event);
        if (kept.events.length >= 2 * maxEvents) trim(kept);
      }
    },
    clear: () => streams.clear(),
    get size() {
      return streams.size;
    },
  };
};
