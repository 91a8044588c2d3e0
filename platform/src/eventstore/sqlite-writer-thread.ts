// The writer thread of the embedded store (sqlite.ts): its own connection commits the batches it is sent, so the
// fsync of synchronous=FULL blocks this thread, never the server's event loop. One message per batch, answered after
// its COMMIT, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { describeError, openStoreConnection, prepareAppends, type AppendRequest } from './sqlite-append';

export type ToWriter = { id: number; batch: AppendRequest[] } | { close: true };
export type FromWriter =
  | { ready: true }
  | { id: number; outcomes: ReturnType<ReturnType<typeof prepareAppends>> }
  | { id: number; failed: ReturnType<typeof describeError> };

const port = parentPort!;
const db = openStoreConnection((workerData as { file: string }).file);
const write = prepareAppends(db);
port.postMessage({ ready: true } satisfies FromWriter);

port.on('message', (message: ToWriter) => {
  if ('close' in message) {
    db.close();
    port.close();
    return;
  }
  let answer: FromWriter;
  try {
    answer = { id: message.id, outcomes: write(message.batch) };
  } catch (error) {
    answer = { id: message.id, failed: describeError(error) };
  }
  port.postMessage(answer);
});
