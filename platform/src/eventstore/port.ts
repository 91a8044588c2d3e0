// The event store port of the design (docs/architecture.md, "Event store port"). Two adapters implement it:
// ./sqlite (embedded default, better-sqlite3) and ./esdb (EventStoreDB). One conformance suite checks both.

export type ExpectedRevision = 'any' | 'no_stream' | 'exists' | bigint;

export type EventMetadata = {
  userId?: string;
  role?: string;
  correlationId: string;
  causationId?: string;
  /** Version of the type's contract the data was written with (contracts schema/upcasting.ts); absent = 1. */
  schemaVersion?: number;
};

export type NewEvent = {
  id: string; // uuid; appending the same id twice is a no-op that answers the first append's result
  type: string;
  data: unknown;
  metadata: EventMetadata;
};

export type RecordedEvent = {
  id: string;
  stream: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  revision: bigint; // 0-based per stream
  position: bigint; // the store's global order; never compare across stores
  createdAt: Date;
};

export type AppendResult = { nextRevision: bigint; position: bigint };

export type AtomicAppend = { stream: string; events: NewEvent[]; expectedRevision: ExpectedRevision };

export interface EventStore {
  append(
    stream: string,
    events: NewEvent[],
    opts: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  readStream(
    stream: string,
    opts?: { fromRevision?: bigint; maxCount?: number },
  ): AsyncIterable<RecordedEvent>;
  /** Events strictly after fromPosition (from the start when absent), in global order. */
  readAll(opts?: { fromPosition?: bigint; maxCount?: number }): AsyncIterable<RecordedEvent>;
  /**
   * The events readAll gives, in the pages the store reads them in (a rebuild reads the whole log so): a layer over
   * the store then handles a page per step, where each event of an AsyncIterable costs every layer a promise.
   */
  readAllPages(opts?: { fromPosition?: bigint }): AsyncIterable<readonly RecordedEvent[]>;
  /** Catch-up from strictly after fromPosition, then live, until signal aborts. */
  subscribeToAll(opts: { fromPosition?: bigint; signal: AbortSignal }): AsyncIterable<RecordedEvent>;
  /**
   * Every append of `appends` or none: one transaction, committed once the iterable ends, rolled back if it throws or
   * an append is refused (its expected revision, or an event id the store already holds: EventIdTaken; no append is
   * taken as a retry here). Only stores that can (SQLite); the import of a log uses it when there.
   */
  appendAtomically?(appends: AsyncIterable<AtomicAppend>): Promise<{ appended: number }>;
  /** Position of the last event in the store (0n-equivalent "nothing" as -1n). */
  headPosition(): Promise<bigint>;
  /**
   * The store's identity: a uuid made on first use and kept in the store, outside the log (an export does not carry
   * it: an imported log is another store, with other positions). A checkpoint names it (follow-store.ts).
   */
  storeId(): Promise<string>;
  close(): Promise<void>;
}

export class WrongExpectedRevision extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision on ${stream}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevision';
  }
}

/** An appendAtomically of an event whose id the store already holds (the id is the event's identity). */
export class EventIdTaken extends Error {
  constructor(
    readonly id: string,
    /** Where the append would have put it. */
    readonly stream: string,
    readonly revision: bigint,
    /** Where the store holds it. */
    readonly heldAt: { stream: string; revision: bigint },
  ) {
    super(
      `event id ${id} (for ${stream}@${revision}) is already in the store, at ${heldAt.stream}@${heldAt.revision}`,
    );
    this.name = 'EventIdTaken';
  }
}

/**
 * The most an append may carry: EventStoreDB refuses an append over 1 MiB (its maxAppendSize, counted on the wire), so
 * both stores refuse one whose events' type, data and metadata JSON pass 1,000,000 bytes (UTF-8), before writing. An
 * append is one decision (all or nothing): it is never split.
 */
export const MAX_APPEND_BYTES = 1_000_000;

/** An append whose events are too large for one append (MAX_APPEND_BYTES): nothing was written. */
export class AppendTooLarge extends Error {
  constructor(
    readonly stream: string,
    readonly bytes: number,
    readonly events: number,
  ) {
    super(
      `append to ${stream} refused: ${events} events of ${bytes} bytes, over the ${MAX_APPEND_BYTES} bytes one append may carry`,
    );
    this.name = 'AppendTooLarge';
  }
}

/** The store does not answer (EventStoreDB down or unreachable, SQLite locked past its timeout): a 503, one line. */
export class EventStoreUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventStoreUnavailable';
  }
}

/** What one event weighs against MAX_APPEND_BYTES: its type and its data and metadata as JSON, in UTF-8 bytes. */
export const eventBytes = (event: { type: string; data: string; metadata: string }): number =>
  Buffer.byteLength(event.type) + Buffer.byteLength(event.data) + Buffer.byteLength(event.metadata);

/** Throws AppendTooLarge when the events (data and metadata as JSON) pass MAX_APPEND_BYTES together. */
export function checkAppendSize(
  stream: string,
  events: readonly { type: string; data: string; metadata: string }[],
): void {
  let bytes = 0;
  for (const event of events) bytes += eventBytes(event);
  if (bytes > MAX_APPEND_BYTES) throw new AppendTooLarge(stream, bytes, events.length);
}

/** readAllPages of a store that reads one event at a time (EventStoreDB's client streams them): pages of `size`. */
export async function* pagesOf(
  events: AsyncIterable<RecordedEvent>,
  size: number,
): AsyncIterable<readonly RecordedEvent[]> {
  let page: RecordedEvent[] = [];
  for await (const event of events) {
    page.push(event);
    if (page.length === size) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}

/** readAllPages through a layer that changes each event (upcasting, personal data). */
export async function* mapPages(
  pages: AsyncIterable<readonly RecordedEvent[]>,
  change: (event: RecordedEvent) => RecordedEvent,
): AsyncIterable<readonly RecordedEvent[]> {
  for await (const page of pages) yield page.map(change);
}
