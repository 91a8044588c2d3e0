import type { Worker } from 'node:worker_threads';
import type { z } from 'zod';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { startTypescriptWorker } from '@shop/platform/typescript-worker';
import { parseOrStop, UnparsableEventError } from './event-schemas';
import type { LogSource } from './personal-store';
import type { LogPlace } from './project-event';
import { UNPROJECTED, type ProjectedEvent } from './projection';

/**
 * One event of the log as a rebuild projects it: where it sits, and its content upcast, decrypted and parsed (null:
 * a type without contract). Nothing else crosses between the threads (copying costs the receiving thread).
 */
export type ReadItem = { place: LogPlace; event: ProjectedEvent | typeof UNPROJECTED | null };

/** What the reader thread is started with: `projected` lists the event types some projection handles. */
export type ReaderData = { source: LogSource; startedFlag: Int32Array; projected: readonly string[] };
export type ToReader = { read: { fromPosition: bigint | null } } | { more: true } | { close: true };
export type FromReader =
  | { ready: true }
  | { batch: ReadItem[] }
  | { end: true }
  | {
      unparsable: Pick<RecordedEvent, 'stream' | 'revision' | 'type' | 'position'>;
      issues: z.core.$ZodIssue[];
    }
  | { failed: { message: string; stack?: string | undefined } };

export type LogReader = {
  /** Every event after fromPosition (all of them for null), in order and in batches, read and parsed. */
  readBatches(fromPosition: bigint | null): AsyncIterable<readonly ReadItem[]>;
  close(): Promise<void>;
};

/** A reader whose thread says when it has started (until then, readBatches reads on the caller's thread). */
export type ThreadLogReader = LogReader & { started: Promise<void> };

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
 * The log read on a thread of its own (rebuild-reader-thread.ts), for a rebuild: reading, upcasting, decrypting and
 * parsing run on the second core while this thread projects. One readAll at a time.
 */
export function readLogInThread(
  source: LogSource,
  here: EventStore,
  projected: readonly string[],
): ThreadLogReader {
  // Set by the thread once started; read between batches read here, which run as microtasks: no message event (a
  // task) is delivered to this thread meanwhile.
  const startedFlag = new Int32Array(new SharedArrayBuffer(4));
  const worker: Worker = startTypescriptWorker(new URL('./rebuild-reader-thread.ts', import.meta.url), {
    source,
    startedFlag,
    projected,
  } satisfies ReaderData);
  const inbox: Exclude<FromReader, { ready: true }>[] = [];
  let wake: (() => void) | undefined;
  let broken: Error | undefined;
  const started = () => Atomics.load(startedFlag, 0) === 1; // the thread has loaded its code and opened the log
  const deliver = () => {
    wake?.();
    wake = undefined;
  };
  let markStarted = () => {};
  const startedSignal = new Promise<void>((resolve) => (markStarted = resolve));
  worker.on('message', (message: FromReader) => {
    if ('ready' in message) markStarted();
    else inbox.push(message);
    deliver();
  });
  worker.on('error', (error) => {
    broken ??= error;
    deliver();
  });
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      broken ??= new Error('the rebuild reader thread stopped');
      deliver();
      done();
    }),
  );
  const next = async (): Promise<(typeof inbox)[number]> => {
    for (;;) {
      const message = inbox.shift();
      if (message) return message;
      if (broken) throw broken;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };

  return {
    started: startedSignal,
    async *readBatches(fromPosition) {
      // The thread takes a moment to start (loading TypeScript and the contracts): the first batches are read here,
      // by this thread, which has nothing else to do meanwhile; the thread goes on from where they ended.
      let after = fromPosition;
      if (!started()) {
        let rest = false; // whether the log goes on after what was read here
        for await (const batch of readLogHere(here).readBatches(after)) {
          yield batch;
          after = batch[batch.length - 1]!.place.position;
          rest = started();
          if (rest) break;
        }
        if (!rest) return;
      }
      worker.postMessage({ read: { fromPosition: after } } satisfies ToReader);
      for (;;) {
        const message = await next();
        if ('end' in message) return;
        if ('unparsable' in message) throw new UnparsableEventError(message.unparsable, message.issues);
        if ('failed' in message)
          throw Object.assign(new Error(message.failed.message), { stack: message.failed.stack });
        worker.postMessage({ more: true } satisfies ToReader);
        yield message.batch;
      }
    },
    async close() {
      worker.postMessage({ close: true } satisfies ToReader);
      await exited;
    },
  };
}
