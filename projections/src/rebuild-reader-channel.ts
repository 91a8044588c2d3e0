// Between a rebuild and its reader thread (rebuild-reader-thread.ts): starting the thread, the messages, and the
// batches as they cross. This module loads nothing heavy (no contracts, no store), so that the CLI can start the
// thread first and let it load its code on the second core while the rest of the rebuild loads here.
import type { Worker } from 'node:worker_threads';
import type { z } from 'zod';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { startTypescriptWorker } from '@shop/platform/typescript-worker';
import type { LogSource } from './personal-store';
import type { LogPlace } from './project-event';
import type { ProjectedEvent, UNPROJECTED } from './projection';

/**
 * One event of the log as a rebuild projects it: where it sits, and its content upcast, decrypted and parsed (null:
 * a type without contract).
 */
export type ReadItem = { place: LogPlace; event: ProjectedEvent | typeof UNPROJECTED | null };

/**
 * A batch as it crosses between the threads: one array per field. A structured clone of ReadItems wrote the four
 * property names of each place again for every event; columns carry them once per batch and the positions and
 * revisions as raw bytes (≈ 20 % less copying on each side, docs/performance.md, "Performance").
 */
export type PackedBatch = {
  streams: string[];
  types: string[];
  revisions: BigUint64Array;
  positions: BigUint64Array;
  events: ReadItem['event'][];
};

export const packBatch = (items: readonly ReadItem[]): PackedBatch => {
  const n = items.length;
  const packed: PackedBatch = {
    streams: new Array<string>(n),
    types: new Array<string>(n),
    revisions: new BigUint64Array(n),
    positions: new BigUint64Array(n),
    events: new Array<ReadItem['event']>(n),
  };
  for (let i = 0; i < n; i++) {
    const { place, event } = items[i]!;
    packed.streams[i] = place.stream;
    packed.types[i] = place.type;
    packed.revisions[i] = place.revision;
    packed.positions[i] = place.position;
    packed.events[i] = event;
  }
  return packed;
};

export const unpackBatch = ({ streams, types, revisions, positions, events }: PackedBatch): ReadItem[] => {
  const items = new Array<ReadItem>(events.length);
  for (let i = 0; i < events.length; i++)
    items[i] = {
      place: { stream: streams[i]!, revision: revisions[i]!, position: positions[i]!, type: types[i]! },
      event: events[i]!,
    };
  return items;
};

/** What the reader thread is started with. */
export type ReaderData = { source: LogSource; startedFlag: Int32Array };
/** `projected` lists the event types some projection handles: the content of the others stays on the thread. */
export type ToReader =
  { read: { fromPosition: bigint | null; projected: readonly string[] } } | { more: true } | { close: true };
export type FromReader =
  | { ready: true }
  | { batch: PackedBatch }
  | { end: true }
  | {
      unparsable: Pick<RecordedEvent, 'stream' | 'revision' | 'type' | 'position'>;
      issues: z.core.$ZodIssue[];
    }
  | { failed: { message: string; stack?: string | undefined } };

/** A reader thread started over the configured log; a rebuild reads through it (readLogInThread) and closes it. */
export type ReaderThread = {
  /** Whether the thread has loaded its code and opened the log (read synchronously, between microtasks). */
  started(): boolean;
  /** Resolves once it has. */
  ready: Promise<void>;
  send(message: ToReader): void;
  /** The next message of the thread, in order; rejects once the thread failed or stopped. */
  next(): Promise<Exclude<FromReader, { ready: true }>>;
  close(): Promise<void>;
};

/**
 * Starts the thread now. Its messages are listened to from the start (one arriving without a listener would be lost,
 * and an error without one would crash the process), and wait in order until the rebuild asks for them.
 */
export function startReaderThread(source: LogSource): ReaderThread {
  // Set by the thread once started; read between batches read on the caller's thread, which run as microtasks: no
  // message event (a task) is delivered meanwhile.
  const startedFlag = new Int32Array(new SharedArrayBuffer(4));
  const worker: Worker = startTypescriptWorker(new URL('./rebuild-reader-thread.ts', import.meta.url), {
    source,
    startedFlag,
  } satisfies ReaderData);
  const inbox: Exclude<FromReader, { ready: true }>[] = [];
  let wake: (() => void) | undefined;
  let broken: Error | undefined;
  const deliver = () => {
    wake?.();
    wake = undefined;
  };
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  worker.on('message', (message: FromReader) => {
    if ('ready' in message) markReady();
    else inbox.push(message);
    deliver();
  });
  worker.on('error', (error) => {
    broken ??= error;
    deliver();
  });
  let closing: Promise<void> | undefined;
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      broken ??= new Error('the rebuild reader thread stopped');
      deliver();
      done();
    }),
  );
  return {
    started: () => Atomics.load(startedFlag, 0) === 1,
    ready,
    send: (message) => worker.postMessage(message),
    async next() {
      for (;;) {
        const message = inbox.shift();
        if (message) return message;
        if (broken) throw broken;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
    /** Once, however many times it is called (by the rebuild, and by its caller after a failure). */
    close: () =>
      (closing ??= (async () => {
        worker.postMessage({ close: true } satisfies ToReader);
        await exited;
      })()),
  };
}
