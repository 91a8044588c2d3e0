// The embedded event store: one SQLite file (better-sqlite3, WAL, synchronous=FULL), the table of the design.
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './port';
import { waitForWakeOrTimeout } from './wait';

export type SqliteEventStoreOptions = {
  file: string;
  /** How often a live subscription looks for appends made by another process on the same file. */
  pollIntervalMs?: number;
};

type MessageRow = {
  global_position: bigint;
  stream_id: string;
  stream_revision: bigint;
  message_id: string;
  type: string;
  data: string;
  metadata: string;
  created: bigint;
};

const PAGE_SIZE = 500;

const schema = `
CREATE TABLE IF NOT EXISTS messages (
  global_position INTEGER PRIMARY KEY,
  stream_id       TEXT    NOT NULL,
  stream_revision INTEGER NOT NULL,
  message_id      TEXT    NOT NULL UNIQUE,
  type            TEXT    NOT NULL,
  data            TEXT    NOT NULL,
  metadata        TEXT    NOT NULL,
  created         INTEGER NOT NULL,
  UNIQUE (stream_id, stream_revision)
)`;

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

const toRecorded = (row: MessageRow): RecordedEvent => ({
  id: row.message_id,
  stream: row.stream_id,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as EventMetadata,
  revision: row.stream_revision,
  position: row.global_position,
  createdAt: new Date(Number(row.created)),
});

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export const createSqliteEventStore = (options: SqliteEventStoreOptions): EventStore => {
  const file = options.file === ':memory:' ? options.file : resolve(options.file);
  const pollIntervalMs = options.pollIntervalMs ?? 150;
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Another process may hold the write lock for a moment; wait instead of failing with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  db.defaultSafeIntegers(true);
  db.exec(schema);

  const notifier = notifierFor(file);
  const closing = new AbortController();

  const selectStreamHead = db.prepare<[string], { head: bigint | null }>(
    'SELECT MAX(stream_revision) AS head FROM messages WHERE stream_id = ?',
  );
  const selectByMessageId = db.prepare<[string], MessageRow>('SELECT * FROM messages WHERE message_id = ?');
  const insertMessage = db.prepare(
    `INSERT INTO messages (stream_id, stream_revision, message_id, type, data, metadata, created)
     VALUES (@stream, @revision, @id, @type, @data, @metadata, @created)`,
  );
  const selectStreamPage = db.prepare<[string, bigint, number], MessageRow>(
    'SELECT * FROM messages WHERE stream_id = ? AND stream_revision >= ? ORDER BY stream_revision LIMIT ?',
  );
  const selectAllPage = db.prepare<[bigint, number], MessageRow>(
    'SELECT * FROM messages WHERE global_position > ? ORDER BY global_position LIMIT ?',
  );
  const selectHead = db.prepare<[], { head: bigint | null }>(
    'SELECT MAX(global_position) AS head FROM messages',
  );

  /**
   * A batch whose ids were all appended before, to this stream, in this order and at consecutive revisions,
   * is a retry: it answers the original result. A batch that only partly overlaps earlier events (or repeats
   * ids of another stream) cannot be applied as a whole nor as a retry: it is refused as a conflict.
   */
  const findRetriedAppend = (
    stream: string,
    events: NewEvent[],
    actual: bigint | 'no_stream',
  ): AppendResult | undefined => {
    const earlier = events.map((event) => selectByMessageId.get(event.id));
    const known = earlier.filter((row): row is MessageRow => row !== undefined);
    if (known.length === 0) return undefined;
    const first = known[0]!;
    const isSameBatch =
      known.length === events.length &&
      known.every(
        (row, i) => row.stream_id === stream && row.stream_revision === first.stream_revision + BigInt(i),
      );
    if (!isSameBatch) throw new WrongExpectedRevision(stream, 'any', actual);
    const last = known[known.length - 1]!;
    return { nextRevision: last.stream_revision, position: last.global_position };
  };

  const appendInTransaction = db.transaction(
    (stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
      const head = selectStreamHead.get(stream)?.head ?? null;
      const actual = head === null ? 'no_stream' : head;
      const retried = findRetriedAppend(stream, events, actual);
      if (retried) return retried;

      const matches =
        expected === 'any' ||
        (expected === 'no_stream' && head === null) ||
        (expected === 'exists' && head !== null) ||
        (typeof expected === 'bigint' && head === expected);
      if (!matches) throw new WrongExpectedRevision(stream, expected, actual);

      const created = BigInt(Date.now());
      let revision = head ?? -1n;
      let position = -1n;
      for (const event of events) {
        revision += 1n;
        const info = insertMessage.run({
          stream,
          revision,
          id: event.id,
          type: event.type,
          data: JSON.stringify(event.data ?? null),
          metadata: JSON.stringify(event.metadata),
          created,
        });
        position = BigInt(info.lastInsertRowid);
      }
      if (events.length === 0) position = selectHead.get()?.head ?? -1n;
      return { nextRevision: revision, position };
    },
  );

  const appendChecked = (
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): AppendResult => {
    try {
      return appendInTransaction(stream, events, expectedRevision);
    } catch (error) {
      // Another writer took the same revision between our check and insert (cannot happen under IMMEDIATE,
      // kept as the last line of defence the UNIQUE constraint gives).
      if (isUniqueViolation(error)) {
        const head = selectStreamHead.get(stream)?.head ?? null;
        throw new WrongExpectedRevision(stream, expectedRevision, head ?? 'no_stream');
      }
      throw error;
    }
  };

  // Group commit: the appends asked for during one turn of the event loop are written in one IMMEDIATE transaction,
  // so they share one fsync (synchronous=FULL) instead of blocking the loop once each. Each append runs in its own
  // SAVEPOINT (a nested better-sqlite3 transaction): its checks see the appends before it in the batch, and one that
  // fails (wrong revision, conflict) is rolled back alone and rejected alone. Every promise settles after the COMMIT.
  type PendingAppend = {
    stream: string;
    events: NewEvent[];
    expectedRevision: ExpectedRevision;
    resolve: (result: AppendResult) => void;
    reject: (error: unknown) => void;
    result?: AppendResult;
    error?: unknown;
    failed?: boolean;
  };
  let pending: PendingAppend[] = [];
  const writeBatch = db.transaction((batch: PendingAppend[]) => {
    for (const item of batch) {
      try {
        item.result = appendChecked(item.stream, item.events, item.expectedRevision);
      } catch (error) {
        item.failed = true;
        item.error = error;
      }
    }
  });
  const flush = () => {
    const batch = pending;
    pending = [];
    try {
      // IMMEDIATE takes the write lock before reading the stream heads, so two processes cannot both pass the check.
      writeBatch.immediate(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    let appended = false;
    for (const item of batch) {
      if (item.failed) item.reject(item.error);
      else {
        if (item.events.length > 0) appended = true;
        item.resolve(item.result!);
      }
    }
    if (appended) notifier.emit('appended');
  };

  const append: EventStore['append'] = (stream, events, { expectedRevision }) =>
    new Promise<AppendResult>((resolve, reject) => {
      if (!db.open) return reject(new TypeError('The database connection is not open'));
      if (pending.length === 0) setImmediate(flush);
      pending.push({ stream, events, expectedRevision, resolve, reject });
    });

  async function* readStream(stream: string, opts: { fromRevision?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    let from = opts.fromRevision ?? 0n;
    while (remaining > 0) {
      const rows = selectStreamPage.all(stream, from, Math.min(PAGE_SIZE, remaining));
      for (const row of rows) yield toRecorded(row);
      if (rows.length < PAGE_SIZE) return;
      remaining -= rows.length;
      from = rows[rows.length - 1]!.stream_revision + 1n;
    }
  }

  async function* readAll(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    let after = opts.fromPosition ?? 0n;
    while (remaining > 0) {
      const rows = selectAllPage.all(after, Math.min(PAGE_SIZE, remaining));
      for (const row of rows) yield toRecorded(row);
      if (rows.length < PAGE_SIZE) return;
      remaining -= rows.length;
      after = rows[rows.length - 1]!.global_position;
    }
  }

  async function* subscribeToAll(opts: { fromPosition?: bigint; signal: AbortSignal }) {
    const { signal } = opts;
    let after = opts.fromPosition ?? 0n;
    while (!signal.aborted && !closing.signal.aborted) {
      // Listen before reading, so an append landing between the read and the wait still wakes us.
      const wake = waitForWakeOrTimeout(notifier, 'appended', pollIntervalMs, [signal, closing.signal]);
      const rows = selectAllPage.all(after, PAGE_SIZE);
      for (const row of rows) {
        if (signal.aborted) break;
        yield toRecorded(row);
        after = row.global_position;
      }
      if (rows.length === PAGE_SIZE) {
        wake.cancel();
        continue;
      }
      await wake.promise;
    }
  }

  return {
    append,
    readStream,
    readAll,
    subscribeToAll,
    headPosition: async () => selectHead.get()?.head ?? -1n,
    close: async () => {
      closing.abort();
      db.close();
    },
  };
};
