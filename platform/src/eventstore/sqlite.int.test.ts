import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeEventStoreConformance } from './conformance';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'shop-sqlite-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreConformance('sqlite', async () =>
  createSqliteEventStore({ file: join(dir, 'events.sqlite') }),
);
