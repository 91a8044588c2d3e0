// `npm run events:import`: loads an exported log into a store. Same streams, same revisions, same global order;
// events already there (same id at the same revision) are skipped, so importing twice appends nothing. Everything
// is checked before the first append (the format, the caller's check of each event, the streams against the
// target): a file that fails writes nothing. The file is read twice (check and plan, then append), never held whole:
// only each line's id, stream, revision and type are kept between the two. On a store that appends atomically
// (SQLite), the appends are one transaction: an append the store still refuses (an event id it holds on another
// stream) rolls every one back.
import {
  EventIdTaken,
  eventBytes,
  MAX_APPEND_BYTES,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../port';
import { LogFileError, type LogLine } from './log-file';

export type ImportResult = { appended: number; skipped: number; streams: number };

/** An import refused before anything was written: the heading, then one item per line or stream. */
export class ImportRefusedError extends Error {
  constructor(
    heading: string,
    readonly items: string[],
    { total = items.length, shownAtMost = 20 }: { total?: number; shownAtMost?: number } = {},
  ) {
    const shown = items.slice(0, shownAtMost).map((c) => `  - ${c}`);
    if (total > shown.length) shown.push(`  … and ${total - shown.length} more`);
    super(`Import refused, nothing written: ${heading}:\n${shown.join('\n')}`);
    this.name = 'ImportRefusedError';
  }
}

/** The file and the target disagree on streams (or the store refused an event the file holds). */
export class ImportConflictError extends ImportRefusedError {
  constructor(readonly conflicts: string[]) {
    super(`the file disagrees with the target store on ${conflicts.length} stream(s)`, conflicts);
    this.name = 'ImportConflictError';
  }
}

/** Events of the file the caller's check refused (today's contracts, an unknown type): the first ones, and how many. */
export class ImportInvalidEventsError extends ImportRefusedError {
  constructor(
    readonly failures: string[],
    readonly count = failures.length,
  ) {
    super(
      `${count} event(s) of the file do not match today's contracts (line, stream@revision, type, what failed)`,
      failures,
      { total: count, shownAtMost: failures.length },
    );
    this.name = 'ImportInvalidEventsError';
  }
}

/** What an import keeps of a line between reading the file to plan and reading it to append. */
type LineKey = Pick<LogLine, 'id' | 'stream' | 'revision' | 'type'>;
type Plan = { toAppend: Set<string>; appending: number; skipped: number; streams: number };

/** Which lines the target lacks; throws ImportConflictError listing every stream where file and target disagree. */
export async function planImport(target: EventStore, lines: Iterable<LineKey>): Promise<Plan> {
  const byStream = new Map<string, LineKey[]>();
  const seenIds = new Map<string, LineKey>();
  const conflicts: string[] = [];
  for (const line of lines) {
    const earlier = seenIds.get(line.id);
    if (earlier)
      conflicts.push(
        `${line.stream}@${line.revision}: event id ${line.id} appears twice in the file (also ${earlier.stream}@${earlier.revision})`,
      );
    seenIds.set(line.id, line);
    const list = byStream.get(line.stream) ?? [];
    list.push(line);
    byStream.set(line.stream, list);
  }

  const toAppend = new Set<string>();
  let skipped = 0;
  for (const [stream, streamLines] of byStream) {
    const gap = streamLines.findIndex((l, i) => i > 0 && l.revision !== streamLines[i - 1]!.revision + 1);
    if (gap > 0) {
      conflicts.push(
        `${stream}: revisions in the file jump from ${streamLines[gap - 1]!.revision} to ${streamLines[gap]!.revision}`,
      );
      continue;
    }
    const first = streamLines[0]!.revision;
    const held: RecordedEvent[] = [];
    for await (const event of target.readStream(stream, { fromRevision: BigInt(first) })) held.push(event);
    const headBefore = await streamHead(target, stream, first, held);
    const mismatch = held.find((event, i) => i < streamLines.length && event.id !== streamLines[i]!.id);
    if (mismatch) {
      const line = streamLines[Number(mismatch.revision) - first]!;
      conflicts.push(
        `${stream}@${mismatch.revision}: the target holds event ${mismatch.id} (${mismatch.type}), the file ${line.id} (${line.type})`,
      );
    } else if (held.length > streamLines.length) {
      conflicts.push(
        `${stream}: the target holds revisions up to ${held[held.length - 1]!.revision}, beyond the file's last ${streamLines[streamLines.length - 1]!.revision}`,
      );
    } else if (held.length === 0 && headBefore !== first - 1) {
      conflicts.push(
        `${stream}: the file starts at revision ${first}, the target lacks revision ${first - 1}`,
      );
    } else {
      skipped += held.length;
      for (const line of streamLines.slice(held.length)) toAppend.add(line.id);
    }
  }
  if (conflicts.length > 0) throw new ImportConflictError(conflicts);
  return { toAppend, appending: toAppend.size, skipped, streams: byStream.size };
}

/** The target's last revision below `first` when it holds nothing from `first` on (-1: no event at all). */
async function streamHead(
  target: EventStore,
  stream: string,
  first: number,
  held: RecordedEvent[],
): Promise<number> {
  if (held.length > 0 || first === 0) return held.length > 0 ? first - 1 : -1;
  for await (const event of target.readStream(stream, { fromRevision: BigInt(first - 1), maxCount: 1 }))
    return Number(event.revision);
  return -1;
}

// EventStoreDB refuses an append above its max append size (1 MiB by default), both stores one over MAX_APPEND_BYTES:
// long streams go in several appends, of at most 200 events and MAX_APPEND_BYTES.
const MAX_BATCH = 200;

const toNewEvent = (line: LogLine): NewEvent => ({
  id: line.id,
  type: line.type,
  data: line.data,
  metadata: line.metadata as NewEvent['metadata'],
});

/** Lines with their 1-based numbers in the file, read anew each time it is called (the import reads them twice). */
export type LogSource = () => AsyncIterable<{ number: number; line: LogLine }>;

export type ImportOptions = {
  /** Checks one line's event (today's contracts): a description of what fails, or undefined. */
  check?: (line: LogLine, number: number) => string | undefined;
  /** After each append: how many events so far, of how many to append. */
  onAppended?: (count: number, total: number) => void;
};

const fromArray = (lines: readonly LogLine[]): LogSource =>
  async function* () {
    for (const [i, line] of lines.entries()) yield { number: i + 1, line };
  };

// Failures listed in the error at most (the count says how many there were).
const MAX_LISTED = 1_000;

/**
 * Imports the lines of an exported log (in their order) into the target store, which must be the store as stored
 * (not the schema-versions or personal-data wrappers: events go in exactly as exported). Consecutive lines of one
 * stream go in one append, each at its expected revision, so the global order is the file's.
 */
export async function importLog(
  target: EventStore,
  source: readonly LogLine[] | LogSource,
  { check, onAppended }: ImportOptions = {},
): Promise<ImportResult> {
  const lines = typeof source === 'function' ? source : fromArray(source);
  const keys: LineKey[] = [];
  const failures: string[] = [];
  let failed = 0;
  for await (const { number, line } of lines()) {
    const failure = check?.(line, number);
    if (failure !== undefined && ++failed <= MAX_LISTED) failures.push(failure);
    keys.push({ id: line.id, stream: line.stream, revision: line.revision, type: line.type });
  }
  if (failed > 0) throw new ImportInvalidEventsError(failures, failed);
  const plan = await planImport(target, keys);
  keys.length = 0;

  let appended = 0;
  async function* batches() {
    let batch: LogLine[] = [];
    const flush = () => {
      const first = batch[0]!;
      const append = {
        stream: first.stream,
        events: batch.map(toNewEvent),
        expectedRevision: first.revision === 0 ? ('no_stream' as const) : BigInt(first.revision - 1),
      };
      batch = [];
      return append;
    };
    let bytes = 0;
    for await (const { line } of lines()) {
      if (!plan.toAppend.has(line.id)) continue;
      const size = eventBytes({
        type: line.type,
        data: JSON.stringify(line.data ?? null),
        metadata: JSON.stringify(line.metadata ?? {}),
      });
      if (
        batch.length > 0 &&
        (batch[0]!.stream !== line.stream || batch.length === MAX_BATCH || bytes + size > MAX_APPEND_BYTES)
      ) {
        yield flush();
        bytes = 0;
      }
      batch.push(line);
      bytes += size;
    }
    if (batch.length > 0) yield flush();
  }
  async function* counted() {
    for await (const append of batches()) {
      yield append;
      appended += append.events.length;
      onAppended?.(appended, plan.appending);
    }
    if (appended !== plan.appending)
      throw new LogFileError(
        `the file changed during the import (${appended} events to append, ${plan.appending} planned)`,
      );
  }

  if (target.appendAtomically) {
    try {
      await target.appendAtomically(counted());
    } catch (error) {
      if (error instanceof EventIdTaken)
        throw new ImportConflictError([
          `${error.stream}@${error.revision}: event id ${error.id} is already in the target store, at ${error.heldAt.stream}@${error.heldAt.revision}`,
        ]);
      throw error;
    }
  } else
    for await (const append of counted())
      await target.append(append.stream, append.events, { expectedRevision: append.expectedRevision });
  return { appended, skipped: plan.skipped, streams: plan.streams };
}
