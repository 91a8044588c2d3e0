import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';

/** A real SQLite event store in a fresh temp directory; `dispose` closes it and removes the directory. */
export function tempSqliteStore(): { store: EventStore; file: string; dispose: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'shop-command-api-'));
  const file = join(dir, 'events.sqlite');
  const store = createSqliteEventStore({ file });
  return {
    store,
    file,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function readStream(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.readStream(stream)) events.push(e);
  return events;
}
