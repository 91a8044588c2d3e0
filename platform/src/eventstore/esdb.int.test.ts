import { randomUUID } from 'node:crypto';
import { EventStoreDBClient } from '@eventstore/db-client';
import type { StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventStoreDb } from '../testing/containers';
import { describeEventStoreConformance } from './conformance';
import { findDockerEngine } from './docker-engine';
import { createEsdbEventStore } from './esdb';
import { WrongExpectedRevision } from './port';

const docker = await findDockerEngine();
if (!docker.answers)
  console.warn(`EventStoreDB conformance skipped: no Docker engine answers (${docker.reason})`);

const title = docker.answers
  ? 'EventStoreDB in a container'
  : `EventStoreDB in a container (skipped: ${docker.reason})`;

describe.skipIf(!docker.answers)(title, () => {
  let container: StartedTestContainer | undefined;
  let connectionString = '';

  beforeAll(async () => {
    ({ container, connectionString } = await startEventStoreDb());
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  describeEventStoreConformance('EventStoreDB 24.10', async () => createEsdbEventStore({ connectionString }));

  it('a tombstoned stream reads as absent and refuses appends as a stream at another revision', async () => {
    const store = createEsdbEventStore({ connectionString });
    const client = EventStoreDBClient.connectionString(connectionString);
    try {
      const stream = `gone-${randomUUID()}`;
      const event = () => ({
        id: randomUUID(),
        type: 'E',
        data: {},
        metadata: { correlationId: randomUUID() },
      });
      await store.append(stream, [event()], { expectedRevision: 'no_stream' });
      await client.tombstoneStream(stream);
      const read: unknown[] = [];
      for await (const e of store.readStream(stream)) read.push(e);
      expect(read).toEqual([]);
      await expect(store.append(stream, [event()], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
    } finally {
      await store.close();
      await client.dispose();
    }
  });

  it('keeps its identity in shop-store-identity, a stream an application user may read, outside $all', async () => {
    const store = createEsdbEventStore({ connectionString });
    const client = EventStoreDBClient.connectionString(connectionString);
    try {
      const id = await store.storeId();
      const kept: unknown[] = [];
      for await (const resolved of client.readStream('shop-store-identity', { maxCount: 1 }))
        kept.push(resolved.event?.data);
      expect(kept).toEqual([{ storeId: id }]);
      for await (const event of store.readAll()) expect(event.stream).not.toBe('shop-store-identity');
    } finally {
      await store.close();
      await client.dispose();
    }
  });

  it('headPosition skips the system events that end $all (here a $metadata written after the last event)', async () => {
    const store = createEsdbEventStore({ connectionString });
    const client = EventStoreDBClient.connectionString(connectionString);
    try {
      const stream = `head-${randomUUID()}`;
      const last = await store.append(
        stream,
        [{ id: randomUUID(), type: 'Last', data: {}, metadata: { correlationId: randomUUID() } }],
        { expectedRevision: 'no_stream' },
      );
      await client.setStreamMetadata(stream, { maxAge: 3600 }); // a $metadata event in $$<stream>, after `last`
      expect(await store.headPosition()).toBe(last.position);
    } finally {
      await store.close();
      await client.dispose();
    }
  });
});
