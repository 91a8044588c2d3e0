import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { parseOrStop, UnparsableEventError } from './event-schemas';
import { UNPROJECTED } from './projection';
import { unpackBatch, type ReaderThread, type ReadItem, type ToReader } from './rebuild-reader-channel';

export type { ReadItem } from './rebuild-reader-channel';

export type LogReader = {
  /** Every event after fromPosition (all of them for null), in order and in batches, read and parsed. */
  readBatches(fromPosition: bigint | null): AsyncIterable<readonly ReadItem[]>;
  close(): Promise<void>;
};

/**
 * One event of the log as a rebuild projects it; throws UnparsableEventError when its contract refuses it. Given the
 * types some projection handles, an event of another type carries UNPROJECTED instead of its content.
 */
export const readItemOf = (recorded: RecordedEvent, projected?: ReadonlySet<string>): ReadItem => {
  const { stream, revision, position, type } = recorded;
  const event = parseOrStop(recorded);
  return {
    place: { stream, revision, position, type },
    event: event !== null && projected && !projected.has(type) ? UNPROJECTED : event,
  };
};

/** A page of the log as a rebuild projects it (readItemOf of each event). */
export const readItemsOf = (page: readonly RecordedEvent[]): ReadItem[] =>
  page.map((recorded) => readItemOf(recorded));

/** The log read and parsed on the caller's thread (a store given as an object, as the tests do). */
export function readLogHere(store: EventStore): LogReader {
  return {
    async *readBatches(fromPosition) {
      for await (const page of store.readAllPages(fromPosition === null ? {} : { fromPosition }))
        yield readItemsOf(page);
    },
    close: async () => undefined,
  };
}

/**
 * The log read on a thread of its own (startReaderThread, rebuild-reader-thread.ts), for a rebuild: reading,
 * upcasting, decrypting and parsing run on the second core while this thread projects. One readBatches at a time;
 * `here` reads the first batches on this thread while the thread is still loading its code.
 */
export function readLogInThread(
  thread: ReaderThread,
  here: LogReader,
  projected: readonly string[],
): LogReader {
  return {
    async *readBatches(fromPosition) {
      // The thread takes a moment to start (loading TypeScript and the contracts): the first batches are read here,
      // by this thread, which has nothing else to do meanwhile; the thread goes on from where they ended.
      let after = fromPosition;
      if (!thread.started()) {
        let rest = false; // whether the log goes on after what was read here
        for await (const batch of here.readBatches(after)) {
          yield batch;
          after = batch[batch.length - 1]!.place.position;
          rest = thread.started();
          if (rest) break;
        }
        if (!rest) return;
      }
      thread.send({ read: { fromPosition: after, projected } } satisfies ToReader);
      for (;;) {
        const message = await thread.next();
        if ('end' in message) return;
        if ('unparsable' in message) throw new UnparsableEventError(message.unparsable, message.issues);
        if ('failed' in message)
          throw Object.assign(new Error(message.failed.message), { stack: message.failed.stack });
        thread.send({ more: true } satisfies ToReader);
        yield unpackBatch(message.batch);
      }
    },
    close: () => thread.close(),
  };
}
