// The read models' checkpoint names the store it counts positions of (issue 28, item 10): projections started on one
// Redis prefix with another event store (a Redis pointed at another shop, an import) refuse to run and say why, instead
// of resuming from a position that means nothing there.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '@shop/platform/eventstore/port';
import { withSchemaVersions } from '@shop/platform/eventstore/schema-versions';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { readModelKeys } from '@shop/platform/read-model-keys';
import { createIntFixture, type IntFixture } from './testing/int-fixture';

let fx: IntFixture;
let other: EventStore;
const seeded = (store: EventStore) =>
  store.append(
    `seed-${randomUUID()}`,
    [
      {
        id: randomUUID(),
        type: 'DemoDataSeeded',
        data: { version: 1, seededAt: new Date().toISOString() },
        metadata: { correlationId: randomUUID() },
      },
    ],
    { expectedRevision: 'no_stream' },
  );

beforeAll(async () => {
  fx = await createIntFixture();
  other = withSchemaVersions(createSqliteEventStore({ file: join(fx.dataDir, 'other.sqlite') }));
});
afterAll(async () => {
  await fx.close();
  await other.close();
});

describe('the read models checkpoint of another store', () => {
  it('is refused: the projections of the other store project nothing and report why', async () => {
    await seeded(fx.store);
    const first = fx.projections();
    await first.start();
    await first.waitForIdle();
    await first.stop();
    const checkpointKey = readModelKeys(fx.prefix, 1).checkpoint;
    const checkpoint = await fx.redis.get(checkpointKey);
    expect(checkpoint).toBe((await fx.store.headPosition()).toString());

    for (let i = 0; i < 3; i++) await seeded(other);
    const second = fx.projections(other);
    await second.start();
    await vi.waitFor(() => expect(second.status().failing?.error).toBeDefined(), { timeout: 10_000 });
    expect(second.status().failing?.error).toContain(
      `counts positions of event store ${await fx.store.storeId()}, not of this one (${await other.storeId()})`,
    );
    await second.stop();
    expect(await fx.redis.get(checkpointKey)).toBe(checkpoint);
  });
});
