// EventStoreDB down (issue 28, item 10): no Docker needed, a port nobody listens on. Every call of the adapter says so
// as EventStoreUnavailable, in one line naming the store (a service prints it and exits 1; HTTP answers 503), within
// seconds, instead of a gRPC error with its stack.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createEsdbEventStore } from './esdb';
import { EventStoreUnavailable } from './port';

const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe('the EventStoreDB adapter with the store down', () => {
  it('answers EventStoreUnavailable in one line, within seconds, for appends, reads and its identity', async () => {
    const port = await closedPort();
    const store = createEsdbEventStore({
      connectionString: `esdb://admin:secret@127.0.0.1:${port}?tls=false`,
    });
    try {
      const started = performance.now();
      const calls = {
        append: store.append(
          `down-${randomUUID()}`,
          [{ id: randomUUID(), type: 'X', data: {}, metadata: { correlationId: randomUUID() } }],
          { expectedRevision: 'any' },
        ),
        headPosition: store.headPosition(),
        readStream: (async () => {
          for await (const event of store.readStream('down-1')) void event;
        })(),
        readAll: (async () => {
          for await (const event of store.readAll({ maxCount: 1 })) void event;
        })(),
        storeId: store.storeId(),
      };
      // Each outcome taken at once (all calls run together; none is left unhandled while another is awaited).
      const outcomes = Object.entries(calls).map(
        ([name, call]) =>
          [
            name,
            (call as Promise<unknown>).then(
              () => new Error(`${name} did not fail`),
              (e: unknown) => e,
            ),
          ] as const,
      );
      for (const [name, outcome] of outcomes) {
        const error = await outcome;
        expect(error, name).toBeInstanceOf(EventStoreUnavailable);
        const message = (error as Error).message;
        expect(message, name).toMatch(
          new RegExp(`^EventStoreDB at 127\\.0\\.0\\.1:${port} does not answer: `),
        );
        expect(message, name).not.toContain('\n');
        expect(message, name).not.toContain('secret');
      }
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await store.close();
    }
  });
});
