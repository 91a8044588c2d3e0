// A worker thread writing to a SQLite event store file, for the adapter's tests of threads of one process (the shop's
// background runs on one). workerData: { file, stream }. Posts 'ready' once its store is open; on each message (an
// event type) appends one event of that type to the stream and posts 'appended'.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { createSqliteEventStore } from '../sqlite';

const { file, stream } = workerData as { file: string; stream: string };
const store = createSqliteEventStore({ file, pollIntervalMs: 60_000, writerThread: false });
parentPort!.on('message', (type: string) => {
  void store
    .append(stream, [{ id: randomUUID(), type, data: {}, metadata: { correlationId: randomUUID() } }], {
      expectedRevision: 'any',
    })
    .then(() => parentPort!.postMessage('appended'));
});
parentPort!.postMessage('ready');
