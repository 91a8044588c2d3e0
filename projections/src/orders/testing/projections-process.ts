// A projections process for the kill test (orders-kill.int.test.ts): the live runner over the SQLite store and key
// store of argv DATA_DIR, behind the personal-data wrapper, into Redis under argv prefix. Prints 'ready' once
// following; runs until it is killed.
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { piiFields } from '@shop/contracts';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createProjections } from '../../runner';

const [dataDir, prefix, redisUrl] = process.argv.slice(2);
if (!dataDir || !prefix || !redisUrl) throw new Error('usage: projections-process DATA_DIR PREFIX REDIS_URL');

const store = withPersonalData(
  createSqliteEventStore({ file: join(dataDir, 'events.sqlite') }),
  createSqliteKeyStore({ file: join(dataDir, 'keys.sqlite') }),
  piiFields,
);
const noop = () => undefined;
const logger = { debug: noop, info: noop, warn: noop, error: (obj: unknown) => console.error(obj) };
const projections = createProjections({ store, redis: new Redis(redisUrl), prefix, logger });
await projections.start();
process.stdout.write('ready\n');
