// `npm run events:import`: loads an exported log into a store. Same streams, same revisions, same global order;
// events already there (same id at the same revision) are skipped, so importing twice appends nothing. Everything
// is checked before the first append: a file that disagrees with the target writes nothing.
import type { EventStore, NewEvent, RecordedEvent } from '../port';
import type { LogLine } from './log-file';

export type ImportResult = { appended: number; skipped: number; streams: number };

export class ImportConflictError extends Error {
  constructor(readonly conflicts: string[]) {
    const shown = conflicts.slice(0, 20).map((c) => `  - ${c}`);
    if (conflicts.length > shown.length) shown.push(`  … and ${conflicts.length - shown.length} more`);
    super(
      `Import refused, nothing written: the file disagrees with the target store on ${conflicts.length} ` +
        `stream(s):\n${shown.join('\n')}`,
    );
    this.name = 'ImportConflictError';
  }
}

type Plan = { toAppend: LogLine[]; skipped: number; streams: number };

/** Which lines the target lacks; throws ImportConflictError listing every stream where file and target disagree. */
export async function planImport(target: EventStore, lines: readonly LogLine[]): Promise<Plan> {
  const byStream = new Map<string, LogLine[]>();
  const seenIds = new Map<string, LogLine>();
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

  const newIds = new Set<string>();
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
      for (const line of streamLines.slice(held.length)) newIds.add(line.id);
    }
  }
  if (conflicts.length > 0) throw new ImportConflictError(conflicts);
  return { toAppend: lines.filter((l) => newIds.has(l.id)), skipped, streams: byStream.size };
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

// EventStoreDB refuses an append above its max append size (1 MiB by default): long streams go in several.
const MAX_BATCH = 200;

const toNewEvent = (line: LogLine): NewEvent => ({
  id: line.id,
  type: line.type,
  data: line.data,
  metadata: line.metadata as NewEvent['metadata'],
});

/**
 * Imports `lines` (an exported log, in its order) into the target store, which must be the store as stored (not
 * the schema-versions or personal-data wrappers: events go in exactly as exported). Consecutive lines of one
 * stream go in one append, each at its expected revision, so the global order is the file's.
 */
export async function importLog(
  target: EventStore,
  lines: readonly LogLine[],
  onAppended?: (count: number) => void,
): Promise<ImportResult> {
  const plan = await planImport(target, lines);
  let appended = 0;
  for (let i = 0; i < plan.toAppend.length;) {
    const first = plan.toAppend[i]!;
    let end = i + 1;
    while (end < plan.toAppend.length && end - i < MAX_BATCH && plan.toAppend[end]!.stream === first.stream)
      end += 1;
    const batch = plan.toAppend.slice(i, end);
    await target.append(first.stream, batch.map(toNewEvent), {
      expectedRevision: first.revision === 0 ? 'no_stream' : BigInt(first.revision - 1),
    });
    appended += batch.length;
    onAppended?.(appended);
    i = end;
  }
  return { appended, skipped: plan.skipped, streams: plan.streams };
}
