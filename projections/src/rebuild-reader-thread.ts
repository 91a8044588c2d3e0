// The reader thread of a rebuild (started by rebuild-reader-channel.ts, read through rebuild-reader.ts): reads the log
// from the configured store, upcasts it, decrypts the personal fields and parses each event with its read-side
// contract, on the second core, while the rebuild's thread projects what it was sent. Batches go out in order; at most
// CREDITS of them wait unacknowledged, so a slow projection holds the reading back instead of piling the log up in
// memory.
import { parentPort, workerData } from 'node:worker_threads';
import type { KeyStore } from '@shop/platform/keys/port';
import { UnparsableEventError } from './event-schemas';
import { openPersonalEventStore } from './personal-store';
import { readItemOf, type ReadItem } from './rebuild-reader';
import { packBatch, type FromReader, type ReaderData, type ToReader } from './rebuild-reader-channel';

const BATCH = 500;
const CREDITS = 4;

const port = parentPort!;

/**
 * Each owner's key asked once for the length of the rebuild. A key destroyed meanwhile still decrypts the events read
 * after it, but only events appended before the erasure: the AccountDeleted that follows them in the log takes the
 * personal data out of the read models again, exactly as a reader without the cache ends.
 */
const keyPerOwner = (keys: KeyStore): KeyStore => {
  const known = new Map<string, Promise<Buffer | null>>();
  return {
    ...keys,
    get: (owner) => {
      let key = known.get(owner);
      if (!key) known.set(owner, (key = keys.get(owner)));
      return key;
    },
  };
};

const { source, startedFlag } = workerData as ReaderData;
const log = openPersonalEventStore(source, { readOnly: true, wrapKeys: keyPerOwner });

let credits = CREDITS;
let wake: (() => void) | undefined;
const creditBack = () =>
  new Promise<void>((resolve) => {
    wake = resolve;
  });

async function read(fromPosition: bigint | null, projectedTypes: ReadonlySet<string>): Promise<void> {
  let batch: ReadItem[] = [];
  const send = async () => {
    while (credits === 0) await creditBack();
    credits -= 1;
    port.postMessage({ batch: packBatch(batch) } satisfies FromReader);
    batch = [];
  };
  try {
    for await (const page of log.store.readAllPages(fromPosition === null ? {} : { fromPosition })) {
      for (const recorded of page) {
        let item: ReadItem;
        try {
          item = readItemOf(recorded, projectedTypes);
        } catch (error) {
          if (!(error instanceof UnparsableEventError)) throw error;
          if (batch.length > 0) await send();
          const { stream, revision, type, position } = recorded;
          port.postMessage({
            unparsable: { stream, revision, type, position },
            issues: error.issues,
          } satisfies FromReader);
          return;
        }
        batch.push(item);
        if (batch.length === BATCH) await send();
      }
    }
    if (batch.length > 0) await send();
    port.postMessage({ end: true } satisfies FromReader);
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ failed: { message, stack } } satisfies FromReader);
  }
}

port.on('message', (message: ToReader) => {
  if ('more' in message) {
    credits += 1;
    wake?.();
    wake = undefined;
  } else if ('read' in message) {
    credits = CREDITS;
    void read(message.read.fromPosition, new Set(message.read.projected));
  } else {
    void log.close().finally(() => port.close());
  }
});
Atomics.store(startedFlag, 0, 1);
port.postMessage({ ready: true } satisfies FromReader);
