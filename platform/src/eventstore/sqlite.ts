// The embedded event store: one SQLite file (better-sqlite3, WAL, synchronous=FULL), the table of the design.
// Reads run on the caller's connection; appends are committed by a writer thread on a connection of its own
// (sqlite-writer-thread.ts), so the fsync of each commit never blocks the event loop.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import {
  checkAppendSize,
  type AppendResult,
  type AtomicAppend,
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
  prepareAppend,
  prepareAppends,
  type AppendOutcome,
  type AppendRequest,
} from './sqlite-append';
import type { FromWriter, ToWriter } from './sqlite-writer-thread';
import { turnSnapshot } from '../sqlite/turn-snapshot';
import { keptStreams } from './kept-streams';
import { waitForWakeOrTimeout } from './wait';
import { startTypescriptWorker } from '../typescript-worker';

export type SqliteEventStoreOptions = {
  file: string;
  /** How often a live subscription looks for appends made by another process on the same file. */
  pollIntervalMs?: number;
  /**
   * Commit appends on a writer thread (true, the default) or on the caller's thread: for a process or thread that
   * only reads (the rebuild CLI), which then starts no thread of its own.
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
  // The store's identity (port storeId): one row beside `messages`, so an export never carries it.
  db.exec(
    'CREATE TABLE IF NOT EXISTS store_identity (one INTEGER PRIMARY KEY CHECK (one = 1), id TEXT NOT NULL)',
  );
  let identity: string | undefined;
  const storeId = async (): Promise<string> => {
    const select = () => db.prepare<[], { id: string }>('SELECT id FROM store_identity').get()?.id;
    identity ??= inSnapshot(select);
    if (identity) return identity;
    endSnapshot(); // a write on this connection: not inside the turn's read transaction
    db.prepare('INSERT OR IGNORE INTO store_identity (one, id) VALUES (1, ?)').run(randomUUID());
    return (identity = select()!);
  };
  // Until the writer thread has started, batches are committed on this thread, through the same write path: one
  // batch at a time either way, so the switch is between two transactions.
  const here = inThreadWriter(db);
  const thread = file === ':memory:' || options.writerThread === false ? undefined : threadWriter(file);
  const writerNow = () => (thread?.ready() ? thread : here);

  const notifier = notifierFor(file);
  const closing = new AbortController();

  // The reads of one turn share one read transaction (turn-snapshot.ts); an append of this process committed by any
  // store on the file ends it, so a read after an append always sees it.
  const snapshot = turnSnapshot(db);
  const inSnapshot = snapshot.read;
  const endSnapshot = snapshot.end;
  let keptSynced = false; // the kept streams (below) were brought up to this snapshot
  snapshot.onEnd(() => (keptSynced = false));
  notifier.on('appended', endSnapshot);

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
      const writer = writerNow();
      if (writer === here) endSnapshot(); // the same connection: its transaction must be the append's own
      outcomes = await writer.write(batch.map((item) => item.request));
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
      const request = toRequest(stream, events, expectedRevision);
      try {
        checkAppendSize(stream, request.events); // as EventStoreDB refuses it: one meaning for both stores
      } catch (error) {
        return reject(error);
      }
      pending.push({ request, resolve, reject });
      if (!writing) startWriting();
    });

  // All or nothing, on a connection of its own (the in-memory database's one: it is only that connection's), under one
  // IMMEDIATE transaction held while the caller's iterable runs: nothing another writer commits meanwhile can come
  // between two of its appends, and a throw anywhere rolls every one back.
  const appendAtomically = async (appends: AsyncIterable<AtomicAppend>): Promise<{ appended: number }> => {
    if (closed) throw new TypeError('The database connection is not open');
    while (writing) await writing; // the appends asked before are committed first
    const connection = file === ':memory:' ? db : openStoreConnection(file);
    if (connection === db) endSnapshot();
    try {
      const appendOne = prepareAppend(connection, { idsMustBeNew: true });
      let appended = 0;
      connection.exec('BEGIN IMMEDIATE');
      try {
        for await (const { stream, events, expectedRevision } of appends) {
          const request = toRequest(stream, events, expectedRevision);
          checkAppendSize(stream, request.events);
          appendOne(request);
          appended += events.length;
        }
        connection.exec('COMMIT');
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK');
        throw error;
      }
      if (appended > 0) notifier.emit('appended');
      return { appended };
    } finally {
      if (connection !== db) connection.close();
    }
  };

  // The end of the streams read most recently is kept in memory (kept-streams.ts) and a read answers from it without a
  // query of its own: every commit of the writer thread empties this connection's page cache, so each stream query
  // read its pages again (≈ 20 µs here, about 17 of them per order). Once per snapshot, the events appended to the file
  // after `keptThrough` (by this process or another: positions are given in commit order, so none can appear below it
  // later) are read in one query, shared with the live subscriptions' tail below, and given to the kept streams.
  const kept = keptStreams({ maxStreams: 1_000, maxEvents: 100 });
  let keptThrough: bigint | undefined;
  /** One page of the log after `after`, read in this snapshot; the kept streams take it when they end at `after`. */
  const readLogPage = (after: bigint): RecordedEvent[] => {
    const events = inSnapshot(() => selectAllPage.all(after, PAGE_SIZE)).map(toRecorded);
    if (after !== keptThrough) return events;
    if (events.length === PAGE_SIZE) {
      keptThrough = undefined; // more than a page since: reading the streams again costs less
      return events;
    }
    kept.absorb(events);
    keptThrough = events.at(-1)?.position ?? after;
    keptSynced = true;
    return events;
  };

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
    const events = readLogPage(after);
    const newest = events.at(-1)?.position ?? after;
    if (read !== 'file' && after === end) tail.push(...events);
    else if (read === 'file' || newest > end) [tailAfter, tail] = [after, events.slice()];
    else return events; // a subscription behind the tail leaves it as it is
    tailReadAt = events.length < PAGE_SIZE ? appends : -1;
    if (tail.length > TAIL_SIZE) tailAfter = tail.splice(0, tail.length - TAIL_SIZE).at(-1)!.position;
    return events;
  };

  /** In a snapshot: the kept streams hold every event of the file as this snapshot sees it. */
  const syncKept = () => {
    if (keptSynced) return;
    if (keptThrough !== undefined) {
      if (keptThrough === tailEnd()) tailPage(keptThrough, 'poll');
      else readLogPage(keptThrough);
    }
    if (keptSynced) return;
    kept.clear();
    keptThrough = selectHead.get()?.head ?? -1n;
    keptSynced = true;
  };

  async function* readStream(stream: string, opts: { fromRevision?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    let from = opts.fromRevision ?? 0n;
    const known = inSnapshot(() => {
      syncKept();
      return kept.read(stream, from);
    });
    if (known) return yield* remaining < known.length ? known.slice(0, remaining) : known;
    while (remaining > 0) {
      const asked = from;
      const events = inSnapshot(() => {
        const page = selectStreamPage.all(stream, asked, Math.min(PAGE_SIZE, remaining)).map(toRecorded);
        // The stream's end, read in the snapshot the kept streams were brought up to: it can be kept.
        if (page.length < PAGE_SIZE && remaining === Infinity) {
          syncKept();
          kept.keep(stream, asked, page);
        }
        return page;
      });
      yield* events;
      if (events.length < PAGE_SIZE) return;
      remaining -= events.length;
      from = events[events.length - 1]!.revision + 1n;
    }
  }

  async function* readAllPages(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    let after = opts.fromPosition ?? 0n;
    while (remaining > 0) {
      const page = inSnapshot(() => selectAllPage.all(after, Math.min(PAGE_SIZE, remaining))).map(toRecorded);
      if (page.length > 0) yield page;
      if (page.length < PAGE_SIZE) return;
      remaining -= page.length;
      after = page[page.length - 1]!.position;
    }
  }

  async function* readAll(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    for await (const page of readAllPages(opts)) yield* page;
  }

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
    appendAtomically,
    readStream,
    readAll,
    readAllPages,
    subscribeToAll,
    headPosition: async () => inSnapshot(() => selectHead.get())?.head ?? -1n,
    storeId,
    close: async () => {
      closing.abort();
      notifier.off('appended', countAppend);
      closed = true;
      while (writing) await writing; // what was asked before is committed (or refused) first
      await thread?.close();
      notifier.off('appended', endSnapshot);
      endSnapshot();
      db.close();
    },
  };
};
