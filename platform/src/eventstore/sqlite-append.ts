// The embedded store's write path (sqlite.ts): one connection's group commit of appends, used on the writer thread
// (sqlite-writer-thread.ts) and, for an in-memory database, on the caller's thread. Requests and outcomes are plain
// data (event data and metadata already JSON, errors described), so they cross a thread as they are.
import Database from 'better-sqlite3';
import { EventIdTaken, WrongExpectedRevision, type AppendResult, type ExpectedRevision } from './port';

export const messagesSchema = `
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

/** A connection as the store uses it: WAL, synchronous=FULL (a commit is on disk), a wait instead of SQLITE_BUSY. */
export function openStoreConnection(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Another process may hold the write lock for a moment; wait instead of failing with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  db.defaultSafeIntegers(true);
  return db;
}

export type AppendRequest = {
  stream: string;
  /** data and metadata as the JSON stored. */
  events: { id: string; type: string; data: string; metadata: string }[];
  expectedRevision: ExpectedRevision;
};

/** An error as plain data: a wrong expected revision, or any other error's name, message and code. */
export type AppendError =
  | { kind: 'wrong_revision'; stream: string; expected: ExpectedRevision; actual: bigint | 'no_stream' }
  | { kind: 'error'; name: string; message: string; code?: string };

export type AppendOutcome = { ok: true; result: AppendResult } | { ok: false; error: AppendError };

export const describeError = (error: unknown): AppendError => {
  if (error instanceof WrongExpectedRevision)
    return { kind: 'wrong_revision', stream: error.stream, expected: error.expected, actual: error.actual };
  const e = error instanceof Error ? error : new Error(String(error));
  const code = (e as { code?: unknown }).code;
  return { kind: 'error', name: e.name, message: e.message, ...(typeof code === 'string' ? { code } : {}) };
};

export const errorOf = (described: AppendError): Error => {
  if (described.kind === 'wrong_revision')
    return new WrongExpectedRevision(described.stream, described.expected, described.actual);
  const error = Object.assign(new Error(described.message), described.code ? { code: described.code } : {});
  error.name = described.name;
  return error;
};

type MessageRow = { stream_id: string; stream_revision: bigint; global_position: bigint };

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * One append on `db`, checked (expected revision), in its own transaction, or in a SAVEPOINT of the transaction open
 * around it (a nested better-sqlite3 transaction). With `idsMustBeNew`, an event id the store holds is refused
 * (EventIdTaken) instead of answering a retry: an atomic append of many (sqlite.ts appendAtomically) uses it.
 */
export function prepareAppend(
  db: Database.Database,
  { idsMustBeNew = false }: { idsMustBeNew?: boolean } = {},
): (request: AppendRequest) => AppendResult {
  const selectStreamHead = db.prepare<[string], { head: bigint | null }>(
    'SELECT MAX(stream_revision) AS head FROM messages WHERE stream_id = ?',
  );
  const selectByMessageId = db.prepare<[string], MessageRow>(
    'SELECT stream_id, stream_revision, global_position FROM messages WHERE message_id = ?',
  );
  const insertMessage = db.prepare(
    `INSERT INTO messages (stream_id, stream_revision, message_id, type, data, metadata, created)
     VALUES (@stream, @revision, @id, @type, @data, @metadata, @created)`,
  );
  const selectHead = db.prepare<[], { head: bigint | null }>(
    'SELECT MAX(global_position) AS head FROM messages',
  );

  /**
   * A batch whose ids were all appended before, to this stream, in this order and at consecutive revisions,
   * at the expected revision it gave then ('any' and 'exists' match any), is a retry: it answers the original result.
   * The same batch at another expected revision, or one that only partly overlaps earlier events (or repeats ids of
   * another stream), cannot be applied as a whole nor as a retry: it is refused as a conflict.
   */
  const findRetriedAppend = (
    stream: string,
    events: AppendRequest['events'],
    actual: bigint | 'no_stream',
    expected: ExpectedRevision,
  ): AppendResult | undefined => {
    const earlier = events.map((event) => selectByMessageId.get(event.id));
    if (idsMustBeNew) {
      const i = earlier.findIndex((row) => row !== undefined);
      if (i === -1) return undefined;
      const row = earlier[i]!;
      const next = (actual === 'no_stream' ? -1n : actual) + 1n + BigInt(i);
      throw new EventIdTaken(events[i]!.id, stream, next, {
        stream: row.stream_id,
        revision: row.stream_revision,
      });
    }
    const known = earlier.filter((row): row is MessageRow => row !== undefined);
    if (known.length === 0) return undefined;
    const first = known[0]!;
    const isSameBatch =
      known.length === events.length &&
      known.every(
        (row, i) => row.stream_id === stream && row.stream_revision === first.stream_revision + BigInt(i),
      );
    if (!isSameBatch) throw new WrongExpectedRevision(stream, 'any', actual);
    // A retry is the same append: at the revision it expected then (EventStoreDB answers another one as a conflict).
    const placedAfter = first.stream_revision - 1n;
    if (
      (expected === 'no_stream' && placedAfter !== -1n) ||
      (typeof expected === 'bigint' && placedAfter !== expected)
    )
      throw new WrongExpectedRevision(stream, expected, actual);
    const last = known[known.length - 1]!;
    return { nextRevision: last.stream_revision, position: last.global_position };
  };

  const appendInTransaction = db.transaction(
    ({ stream, events, expectedRevision: expected }: AppendRequest) => {
      const head = selectStreamHead.get(stream)?.head ?? null;
      const actual = head === null ? 'no_stream' : head;
      const retried = findRetriedAppend(stream, events, actual, expected);
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
        const info = insertMessage.run({ stream, revision, ...event, created });
        position = BigInt(info.lastInsertRowid);
      }
      if (events.length === 0) position = selectHead.get()?.head ?? -1n;
      return { nextRevision: revision, position } satisfies AppendResult;
    },
  );

  const appendChecked = (request: AppendRequest): AppendResult => {
    try {
      return appendInTransaction(request);
    } catch (error) {
      // Another writer took the same revision between our check and insert (cannot happen under IMMEDIATE,
      // kept as the last line of defence the UNIQUE constraint gives).
      if (isUniqueViolation(error)) {
        const head = selectStreamHead.get(request.stream)?.head ?? null;
        throw new WrongExpectedRevision(request.stream, request.expectedRevision, head ?? 'no_stream');
      }
      throw error;
    }
  };

  return appendChecked;
}

/**
 * Group commit: the appends of a batch are written in one IMMEDIATE transaction, so they share one fsync
 * (synchronous=FULL). Each append runs in its own SAVEPOINT (a nested better-sqlite3 transaction): its checks see the
 * appends before it in the batch, and one that fails (wrong revision, conflict) is rolled back alone and answered
 * alone. A batch whose transaction fails as a whole (the write lock not had in time, the disk) throws.
 */
export function prepareAppends(db: Database.Database): (batch: AppendRequest[]) => AppendOutcome[] {
  const appendChecked = prepareAppend(db);
  const writeBatch = db.transaction((batch: AppendRequest[]): AppendOutcome[] =>
    batch.map((request) => {
      try {
        return { ok: true, result: appendChecked(request) };
      } catch (error) {
        return { ok: false, error: describeError(error) };
      }
    }),
  );
  // IMMEDIATE takes the write lock before reading the stream heads, so two processes cannot both pass the check.
  return (batch) => writeBatch.immediate(batch);
}
