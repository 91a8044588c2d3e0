import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** The embedded store's file is not there (a mistyped DATA_DIR?): nothing was created. */
export class EventStoreMissingError extends Error {
  constructor(readonly file: string) {
    super(`No event store at ${file}: check DATA_DIR (nothing was created).`);
    this.name = 'EventStoreMissingError';
  }
}

/**
 * The event store the configuration names (the embedded SQLite file under DATA_DIR, or EventStoreDB), events as
 * stored: the export and import of the log use it. Everything else opens it with openEventStore. With
 * `{ create: false }` a missing SQLite file is refused (EventStoreMissingError) instead of created empty.
 */
export const openStoredEventStore = (
  config: StoreConfig,
  sqlite: Omit<SqliteEventStoreOptions, 'file'> = {},
  { create = true }: { create?: boolean } = {},
): EventStore => {
  if (config.EVENT_STORE === 'esdb') return createEsdbEventStore({ connectionString: config.ESDB_URL });
  const file = join(config.DATA_DIR, 'events.sqlite');
  if (!create && !existsSync(file)) throw new EventStoreMissingError(resolve(file));
  mkdirSync(config.DATA_DIR, { recursive: true });
  return createSqliteEventStore({ ...sqlite, file });
};

/** The configured event store with schema versions: appends record them, reads give today's shape. */
export const openEventStore = (
  config: StoreConfig,
  sqlite: Omit<SqliteEventStoreOptions, 'file'> = {},
): EventStore => withSchemaVersions(openStoredEventStore(config, sqlite));
