// The embedded event store: one SQLite file (better-sqlite3, WAL, synchronous=FULL), the table of the design.
// Reads run on the caller's connection; appends are committed by a writer thread on a connection of its own
// (sqlite-writer-thread.ts), so the fsync of each commit never blocks the event loop.
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './port';
import {
  errorOf,
  messagesSchema,
  openStoreConnection,
  prepareAppends,
  type AppendOutcome,
  type AppendRequest,
} from './sqlite-append';
import type { FromWriter, ToWriter } from './sqlite-writer-thread';
import { waitForWakeOrTimeout } from './wait';
import { startTypescriptWorker } from '../typescript-worker';

export type SqliteEventStoreOptions = {
  file: string;
  /** How often a live subscription looks for appends made by another process on the same file. */
  pollIntervalMs?: number;
  /**
   * Commit appends on a writer thread (true, the default) or on the caller's thread: for a process or thread that
   * only reads (a rebuild's reader thread), which then starts no thread of its own.
   */
  writerThread?: boolean;
};

// Rows are read as arrays (better-sqlite3's raw mode): half the cost of building an object per row.
const COLUMNS = 'global_position, stream_id, stream_revision, message_id, type, data, metadata, created';
type MessageRow = [
  position: bigint,
  stream: string,
  revision: bigint,
  id: string,
  type: string,
  data: string,
  metadata: string,
  created: bigint,
];

const PAGE_SIZE = 500;

// Every store instance of this process on the same file shares one notifier, so a subscription opened
// on one instance wakes at once on an append made through another (the server opens several).
const notifiers = new Map<string, EventEmitter>();
const notifierFor = (file: string): EventEmitter => {
  let notifier = notifiers.get(file);
  if (!notifier) {
    notifier = new EventEmitter();
    notifier.setMaxListeners(0);
    notifiers.set(file, notifier);
  }
  return notifier;
};

const toRecorded = ([
  position,
  stream,
  revision,
  id,
  type,
  data,
  metadata,
  created,
]: MessageRow): RecordedEvent => ({
  id,
  stream,
  type,
  data: JSON.parse(data) as unknown,
  metadata: JSON.parse(metadata) as EventMetadata,
  revision,
  position,
  createdAt: new Date(Number(created)),
});

type BatchWriter = {
  write(batch: AppendRequest[]): Promise<AppendOutcome[]>;
  /** The thread has its connection open (it takes a moment to start: loading tsx, then better-sqlite3). */
  ready(): boolean;
  close(): Promise<void>;
};

/** Batches go to the writer thread one at a time; the thread holds the process open only while one is in flight. */
const threadWriter = (file: string): BatchWriter => {
  // It imports only the write path and the port.
  const worker = startTypescriptWorker(new URL('./sqlite-writer-thread.ts', import.meta.url), { file });
  worker.unref();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (o: AppendOutcome[]) => void; reject: (e: unknown) => void }>();
  let broken: Error | undefined;
  let started = false;
  const failAll = (error: Error) => {
    broken ??= error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: FromWriter) => {
    if ('ready' in answer) {
      started = true;
      return;
    }
    const w = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (!w) return;
    if ('failed' in answer) w.reject(errorOf(answer.failed));
    else w.resolve(answer.outcomes);
  });
  worker.on('error', failAll);
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      failAll(new TypeError('The database connection is not open'));
      done();
    }),
  );
  return {
    write: (batch) =>
      new Promise((resolve, reject) => {
        if (broken) return reject(broken);
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, batch } satisfies ToWriter);
      }),
    ready: () => started && !broken,
    close: async () => {
      // Held open until the thread has closed its connection: an unref'd worker still loading would let the
      // process exit here, with the caller's close() never settled (and its exit code never set).
      worker.ref();
      worker.postMessage({ close: true } satisfies ToWriter);
      await exited;
    },
  };
};

/** Commits on the caller's thread: an in-memory database (one connection's own), and until the thread has started. */
const inThreadWriter = (db: ReturnType<typeof openStoreConnection>): BatchWriter => {
  const write = prepareAppends(db);
  return { write: async (batch) => write(batch), ready: () => true, close: async () => undefined };
};

export const createSqliteEventStore = (options: SqliteEventStoreOptions): EventStore => {
  const file = options.file === ':memory:' ? options.file : resolve(options.file);
  const pollIntervalMs = options.pollIntervalMs ?? 150;
  const db = openStoreConnection(file);
  db.exec(messagesSchema);
  // Until the writer thread has started, batches are committed on this thread, through the same write path: one
  // batch at a time either way, so the switch is between two transactions.
  const here = inThreadWriter(db);
  const thread = file === ':memory:' || options.writerThread === false ? undefined : threadWriter(file);
  const writerNow = () => (thread?.ready() ? thread : here);

  const notifier = notifierFor(file);
  const closing = new AbortController();

  const selectStreamPage = db
    .prepare<[string, bigint, number], MessageRow>(
      `SELECT ${COLUMNS} FROM messages WHERE stream_id = ? AND stream_revision >= ? ORDER BY stream_revision LIMIT ?`,
    )
    .raw();
  const selectAllPage = db
    .prepare<[bigint, number], MessageRow>(
      `SELECT ${COLUMNS} FROM messages WHERE global_position > ? ORDER BY global_position LIMIT ?`,
    )
    .raw();
  const selectHead = db.prepare<[], { head: bigint | null }>(
    'SELECT MAX(global_position) AS head FROM messages',
  );

  // Group commit: the appends asked for while the writer commits the previous batch (or during one turn of the event
  // loop) go to it as the next batch, one transaction and one fsync for all (sqlite-append.ts): each append keeps
  // its own expected-revision check and is answered alone. Every promise settles after its batch's COMMIT.
  type PendingAppend = {
    request: AppendRequest;
    resolve: (result: AppendResult) => void;
    reject: (error: unknown) => void;
  };
  let pending: PendingAppend[] = [];
  let writing: Promise<void> | undefined;
  let closed = false;
  const flush = async () => {
    const batch = pending;
    pending = [];
    let outcomes: AppendOutcome[];
    try {
      outcomes = await writerNow().write(batch.map((item) => item.request));
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    let appended = false;
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (!outcome.ok) return item.reject(errorOf(outcome.error));
      if (item.request.events.length > 0) appended = true;
      item.resolve(outcome.result);
    });
    if (appended) notifier.emit('appended');
  };
  const startWriting = () => {
    writing = new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
      writing = undefined;
      if (pending.length > 0) startWriting();
    });
  };

  const toRequest = (
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): AppendRequest => ({
    stream,
    events: events.map((event) => ({
      id: event.id,
      type: event.type,
      data: JSON.stringify(event.data ?? null),
      metadata: JSON.stringify(event.metadata),
    })),
    expectedRevision,
  });

  const append: EventStore['append'] = (stream, events, { expectedRevision }) =>
    new Promise<AppendResult>((resolve, reject) => {
      if (closed) return reject(new TypeError('The database connection is not open'));
      pending.push({ request: toRequest(stream, events, expectedRevision), resolve, reject });
      if (!writing) startWriting();
    });

  async function* readStream(stream: string, opts: { fromRevision?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    let from = opts.fromRevision ?? 0n;
    while (remaining > 0) {
      const rows = selectStreamPage.all(stream, from, Math.min(PAGE_SIZE, remaining));
      for (const row of rows) yield toRecorded(row);
      if (rows.length < PAGE_SIZE) return;
      remaining -= rows.length;
      from = rows[rows.length - 1]![2] + 1n;
    }
  }

  async function* readAllPages(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    let after = opts.fromPosition ?? 0n;
    while (remaining > 0) {
      const page = selectAllPage.all(after, Math.min(PAGE_SIZE, remaining)).map(toRecorded);
      if (page.length > 0) yield page;
      if (page.length < PAGE_SIZE) return;
      remaining -= page.length;
      after = page[page.length - 1]!.position;
    }
  }

  async function* readAll(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    for await (const page of readAllPages(opts)) yield* page;
  }

  // The live subscriptions of a process (the projections, the reactors, the deletion finisher) follow the same end of
  // the log: what the last reads of it gave is kept, so each appended event is read and parsed once, not once per
  // subscription. `tail` holds every event with a position in (tailAfter, tailEnd]: positions are given in commit
  // order (one writer at a time, each new row above every committed one), so no event can appear in that range
  // later. The events are shared: the layers above copy what they change (upcasting, personal data).
  let tailAfter = -1n;
  let tail: RecordedEvent[] = [];
  const tailEnd = () => tail.at(-1)?.position ?? tailAfter;
  const TAIL_SIZE = 2_000;
  // Appends notified in this process, and their count when the file was last read to its end at tailEnd: while they
  // are equal, a subscription at tailEnd has nothing new from this process (another's is found by polling).
  let appends = 0;
  let tailReadAt = -1;
  const countAppend = () => (appends += 1);
  notifier.on('appended', countAppend);
  /** `read`: 'follow' takes what is kept; 'poll' reads the file at the end; 'file' reads it in any case. */
  const tailPage = (after: bigint, read: 'follow' | 'poll' | 'file'): RecordedEvent[] => {
    const end = tailEnd();
    if (read !== 'file' && after >= tailAfter && after < end) {
      let i = tail.length - 1;
      while (i > 0 && tail[i - 1]!.position > after) i -= 1;
      return tail.slice(i, i + PAGE_SIZE);
    }
    if (after === end && read === 'follow' && tailReadAt === appends) return [];
    const events = selectAllPage.all(after, PAGE_SIZE).map(toRecorded);
    const newest = events.at(-1)?.position ?? after;
    if (read !== 'file' && after === end) tail.push(...events);
    else if (read === 'file' || newest > end) [tailAfter, tail] = [after, events.slice()];
    else return events; // a subscription behind the tail leaves it as it is
    tailReadAt = events.length < PAGE_SIZE ? appends : -1;
    if (tail.length > TAIL_SIZE) tailAfter = tail.splice(0, tail.length - TAIL_SIZE).at(-1)!.position;
    return events;
  };

  async function* subscribeToAll(opts: { fromPosition?: bigint; signal: AbortSignal }) {
    const { signal } = opts;
    let after = opts.fromPosition ?? 0n;
    // A new subscription reads its first page from the file, and what is kept starts again from that page: it may start
    // after the file was changed in place (as the tests fix an unparsable event), then it follows what is kept.
    let read: 'follow' | 'poll' | 'file' = 'file';
    while (!signal.aborted && !closing.signal.aborted) {
      // Listen before reading, so an append landing between the read and the wait still wakes us.
      const wake = waitForWakeOrTimeout(notifier, 'appended', pollIntervalMs, [signal, closing.signal]);
      const events = tailPage(after, read);
      for (const event of events) {
        if (signal.aborted) break;
        yield event;
        after = event.position;
      }
      if (events.length > 0) {
        wake.cancel();
        read = 'follow';
        continue;
      }
      const seen = appends;
      await wake.promise;
      read = appends === seen ? 'poll' : 'follow'; // woken by the timeout: the file, for another process's appends
    }
  }

  return {
    append,
    readStream,
    readAll,
    readAllPages,
    subscribeToAll,
    headPosition: async () => selectHead.get()?.head ?? -1n,
    close: async () => {
      closing.abort();
      notifier.off('appended', countAppend);
      closed = true;
      while (writing) await writing; // what was asked before is committed (or refused) first
      await thread?.close();
      db.close();
    },
  };
};
