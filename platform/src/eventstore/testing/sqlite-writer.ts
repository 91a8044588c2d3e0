// A second process writing to a SQLite event store file, for the adapter's cross-process tests.
// Usage: node --import tsx sqlite-writer.ts <file> <stream> <expectedRevision|no_stream|any> <type>
// Opens the store, prints "ready", appends one event when a line arrives on stdin, then prints one JSON line:
// {"ok":true,"nextRevision":"…","position":"…"} or {"ok":false,"error":"<error name>"}.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createSqliteEventStore } from '../sqlite';

const [file, stream, expected, type] = process.argv.slice(2);
if (!file || !stream || !expected || !type) throw new Error('usage: <file> <stream> <expected> <type>');

const store = createSqliteEventStore({ file });
const expectedRevision = expected === 'no_stream' || expected === 'any' ? expected : BigInt(expected);
console.log('ready');
await once(process.stdin, 'data');
try {
  const event = {
    id: randomUUID(),
    type,
    data: { pid: process.pid },
    metadata: { correlationId: randomUUID() },
  };
  const result = await store.append(stream, [event], { expectedRevision });
  console.log(
    JSON.stringify({
      ok: true,
      nextRevision: String(result.nextRevision),
      position: String(result.position),
    }),
  );
} catch (error) {
  console.log(JSON.stringify({ ok: false, error: (error as Error).name }));
} finally {
  await store.close();
  process.stdin.destroy();
}
