import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../port';
import { createSqliteEventStore } from '../sqlite';
import { importLog, ImportConflictError, ImportInvalidEventsError } from './import-log';
import { toLogLine } from './log-file';

// Incremental exports (--from-position) continue streams the target already holds; the CLI test covers whole logs.
let dir: string;
let source: EventStore;
let target: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-log-'));
  source = createSqliteEventStore({ file: join(dir, 'source.sqlite') });
  target = createSqliteEventStore({ file: join(dir, 'target.sqlite') });
});
afterEach(async () => {
  await source.close();
  await target.close();
  rmSync(dir, { recursive: true, force: true });
});

const append = (store: EventStore, stream: string, n: number) =>
  store.append(
    stream,
    Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      type: 'Thing',
      data: { i },
      metadata: { correlationId: 'c' },
    })),
    { expectedRevision: 'any' },
  );
const all = async (store: EventStore) => {
  const events: RecordedEvent[] = [];
  for await (const e of store.readAll()) events.push(e);
  return events;
};

describe('importLog', () => {
  it('continues streams from an export after a position, in the file’s order', async () => {
    await append(source, 'a-1', 2);
    await append(source, 'b-1', 1);
    const first = (await all(source)).map(toLogLine);
    expect(await importLog(target, first)).toEqual({ appended: 3, skipped: 0, streams: 2 });

    const { position } = await append(source, 'a-1', 2);
    await append(source, 'b-1', 1);
    await append(source, 'a-1', 1);
    const later = (await all(source)).filter((e) => e.position > 3n).map(toLogLine);
    expect(later.map((l) => `${l.stream}@${l.revision}`)).toEqual(['a-1@2', 'a-1@3', 'b-1@1', 'a-1@4']);
    expect(await importLog(target, later)).toEqual({ appended: 4, skipped: 0, streams: 2 });
    const shape = (e: RecordedEvent) => [e.id, e.stream, e.revision];
    expect((await all(target)).map(shape)).toEqual((await all(source)).map(shape));
    expect(position).toBe(5n);
  });

  it('refuses, writing nothing, a file starting past the target’s head or repeating an id', async () => {
    await append(source, 'a-1', 3);
    const lines = (await all(source)).map(toLogLine);
    await expect(importLog(target, lines.slice(1))).rejects.toThrow(
      'a-1: the file starts at revision 1, the target lacks revision 0',
    );
    const repeated = [lines[0]!, { ...lines[1]!, id: lines[0]!.id }];
    const refused = await importLog(target, repeated).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportConflictError);
    expect((refused as ImportConflictError).conflicts[0]).toContain('appears twice in the file');
    expect(await target.headPosition()).toBe(-1n);
  });

  it('is one transaction on SQLite: an id the target holds on another stream rolls back the streams before it', async () => {
    await append(source, 'a-1', 2);
    await append(source, 'b-1', 2);
    const lines = (await all(source)).map(toLogLine);
    await append(target, 'held-1', 1);
    const [held] = await all(target);
    const clashing = [...lines.slice(0, 3), { ...lines[3]!, id: held!.id }];
    const refused = await importLog(target, clashing).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportConflictError);
    expect((refused as Error).message).toContain(
      `b-1@1: event id ${held!.id} is already in the target store, at held-1@0`,
    );
    expect((await all(target)).map((e) => e.stream)).toEqual(['held-1']);
  });

  it('checks every line first (the caller’s check) and writes nothing when one fails', async () => {
    await append(source, 'a-1', 3);
    const lines = (await all(source)).map(toLogLine);
    const refused = await importLog(target, lines, {
      check: (line, n) =>
        line.revision === 2 ? `line ${n}: ${line.stream}@${line.revision} refused` : undefined,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportInvalidEventsError);
    expect((refused as Error).message).toContain('  - line 3: a-1@2 refused');
    expect(await target.headPosition()).toBe(-1n);
  });
});
