import { join } from 'node:path';
import { piiFields } from '@shop/contracts';
import type { Config } from '@shop/platform/config';
import { openEventStore } from '@shop/platform/eventstore/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteKeyStore } from '@shop/platform/keys/index';
import type { KeyStore } from '@shop/platform/keys/port';

/** Where the read side reads the log from: the configured store, with the per-user keys of DATA_DIR. */
export type LogSource = Pick<Config, 'EVENT_STORE' | 'DATA_DIR' | 'ESDB_URL'>;

/**
 * The configured event store read through the personal-data wrapper (fields decrypted with DATA_DIR/keys.sqlite),
 * as the projections read it; close() closes both files.
 */
export function openPersonalEventStore(
  source: LogSource,
  {
    readOnly = false,
    wrapKeys = (keys) => keys,
  }: { readOnly?: boolean; wrapKeys?: (keys: KeyStore) => KeyStore } = {},
): { store: EventStore; close(): Promise<void> } {
  // A reader starts no writer thread of the embedded store.
  const raw = openEventStore(source, { writerThread: !readOnly });
  const keys = createSqliteKeyStore({ file: join(source.DATA_DIR, 'keys.sqlite') });
  return {
    store: withPersonalData(raw, wrapKeys(keys), piiFields),
    close: async () => {
      await raw.close();
      await keys.close();
    },
  };
}
