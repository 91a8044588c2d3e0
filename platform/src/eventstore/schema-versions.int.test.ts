import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpcasting, type StoredShape } from '@shop/contracts';
import type { EventStore, RecordedEvent } from './port';
import { withSchemaVersions } from './schema-versions';
import { createSqliteEventStore } from './sqlite';

const collect = async (events: AsyncIterable<RecordedEvent>) => {
  const all: RecordedEvent[] = [];
  for await (const e of events) all.push(e);
  return all;
};

// The contracts' example of an old shape (ProductCreated whose size was free text), as an old log holds it: no
// schemaVersion in its metadata.
const fixture = JSON.parse(
  readFileSync(
    new URL('../../../contracts/src/schema/fixtures/product-created.size-as-text.json', import.meta.url),
    'utf8',
  ),
) as StoredShape;
const upcasting = createUpcasting([
  {
    type: 'ProductCreated',
    from: 1,
    up: (d) => ({ ...(d as object), size: { value: 33, unit: 'cm' } }),
  },
]);

describe('withSchemaVersions', () => {
  let dir: string;
  let raw: EventStore;
  afterEach(async () => {
    await raw.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const open = () => {
    dir = mkdtempSync(join(tmpdir(), 'schema-versions-'));
    raw = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
    return withSchemaVersions(raw, upcasting);
  };

  it('records the current version on append and gives old events in today’s shape on every read', async () => {
    const store = open();
    await raw.append(
      'product-p1',
      [{ id: randomUUID(), type: fixture.type, data: fixture.data, metadata: { correlationId: 'c' } }],
      { expectedRevision: 'no_stream' },
    );
    await store.append(
      'product-p1',
      [
        {
          id: randomUUID(),
          type: 'ProductDeleted',
          data: { productId: 'p1' },
          metadata: { correlationId: 'c' },
        },
      ],
      { expectedRevision: 0n },
    );
    const stored = await collect(raw.readStream('product-p1'));
    expect(stored.map((e) => e.metadata.schemaVersion)).toEqual([undefined, 1]);
    expect(stored[0]!.data).toMatchObject({ size: '33 cm' });

    for (const read of [store.readStream('product-p1'), store.readAll()]) {
      const [created, deleted] = await collect(read);
      expect(created!.data).toMatchObject({ size: { value: 33, unit: 'cm' } });
      expect(created!.metadata).toEqual({ correlationId: 'c', schemaVersion: 2 });
      expect(deleted!.metadata.schemaVersion).toBe(1);
    }
  });
});
