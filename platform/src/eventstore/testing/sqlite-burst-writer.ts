// A process appending to a SQLite event store file without pause, for the kill -9 test of the writer thread.
// Usage: node --import tsx sqlite-burst-writer.ts <file>
// Keeps 20 appends in flight (one event each, on 20 streams) and prints the id of each event once its append is
// acknowledged, one per line, until it is killed.
import { randomUUID } from 'node:crypto';
import { createSqliteEventStore } from '../sqlite';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: <file>');
const store = createSqliteEventStore({ file });

const loop = async (lane: number) => {
  for (;;) {
    const id = randomUUID();
    await store.append(
      `burst-${lane}`,
      [{ id, type: 'Burst', data: { lane }, metadata: { correlationId: id } }],
      { expectedRevision: 'any' },
    );
    process.stdout.write(`${id}\n`);
  }
};
await Promise.all(Array.from({ length: 20 }, (_, lane) => loop(lane)));
