import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { createEsdbEventStore } from './esdb';
import type { EventStore } from './port';
import { createSqliteEventStore } from './sqlite';

export * from './port';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb';

/** The event store the configuration names: the embedded SQLite file under DATA_DIR, or EventStoreDB. */
export const openEventStore = (config: Pick<Config, 'EVENT_STORE' | 'DATA_DIR' | 'ESDB_URL'>): EventStore => {
  if (config.EVENT_STORE === 'esdb') return createEsdbEventStore({ connectionString: config.ESDB_URL });
  mkdirSync(config.DATA_DIR, { recursive: true });
  return createSqliteEventStore({ file: join(config.DATA_DIR, 'events.sqlite') });
};
