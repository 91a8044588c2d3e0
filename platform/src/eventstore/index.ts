import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { createEsdbEventStore } from './esdb';
import type { EventStore } from './port';
import { withSchemaVersions } from './schema-versions';
import { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite';

export * from './port';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb';
export { upcastRecorded, withSchemaVersions } from './schema-versions';

type StoreConfig = Pick<Config, 'EVENT_STORE' | 'DATA_DIR' | 'ESDB_URL'>;

/**
 * The event store the configuration names (the embedded SQLite file under DATA_DIR, or EventStoreDB), events as
 * stored: the export and import of the log use it. Everything else opens it with openEventStore.
 */
export const openStoredEventStore = (
  config: StoreConfig,
  sqlite: Omit<SqliteEventStoreOptions, 'file'> = {},
): EventStore => {
  if (config.EVENT_STORE === 'esdb') return createEsdbEventStore({ connectionString: config.ESDB_URL });
  mkdirSync(config.DATA_DIR, { recursive: true });
  return createSqliteEventStore({ ...sqlite, file: join(config.DATA_DIR, 'events.sqlite') });
};

/** The configured event store with schema versions: appends record them, reads give today's shape. */
export const openEventStore = (
  config: StoreConfig,
  sqlite: Omit<SqliteEventStoreOptions, 'file'> = {},
): EventStore => withSchemaVersions(openStoredEventStore(config, sqlite));
