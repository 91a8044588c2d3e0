import { describe, expect, it } from 'vitest';
import { orderPlacedFixture, pricedLineFixture } from '@shop/contracts/orders/testing/fixtures';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { readModelKeys } from '@shop/platform/read-model-keys';
import type { Logger } from './logger';
import { createMemoryReadModels } from './memory-read-models';
import { projectEvent } from './project-event';
import { readJson, type ReadModelReads, type ReadModelStore } from './projection';

const quiet = () => undefined;
const logger: Logger = { debug: quiet, info: quiet, warn: quiet, error: quiet };

/**
 * The memory store with each read answered a turn later, as Redis answers: `rounds` counts the round trips, a read
 * asked while none is waiting starting a new one (reads asked together share one).
 */
function countingRoundTrips(): { store: ReadModelStore; rounds: () => number } {
  const memory = createMemoryReadModels();
  let rounds = 0;
  let waiting = 0;
  const later =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (waiting === 0) rounds += 1;
      waiting += 1;
      await new Promise((resolve) => setImmediate(resolve));
      try {
        return await read(...args);
      } finally {
        waiting -= 1;
      }
    };
  const reads: ReadModelReads = {
    get: later(memory.get),
    mget: later(memory.mget),
    hget: later(memory.hget),
    exists: later(memory.exists),
    sismember: later(memory.sismember),
    smembers: later(memory.smembers),
    zrange: later(memory.zrange),
    getJson: later(memory.getJson!),
  };
  return { store: { ...reads, multi: () => memory.multi() }, rounds: () => rounds };
}

const placed = (): RecordedEvent => ({
  id: 'e1',
  stream: 'order-o1',
  type: 'OrderPlaced',
  data: orderPlacedFixture({
    lines: [pricedLineFixture(), pricedLineFixture({ productId: 'pizza-thon', name: 'Pizza thon' })],
  }),
  metadata: { correlationId: 'c' },
  revision: 1n,
  position: 7n,
  createdAt: new Date('2025-03-01T12:00:00.000Z'),
});

describe('projectEvent', () => {
  it("asks an OrderPlaced's reads of every projection (orders, products, stats) together: two round trips in all", async () => {
    const { store, rounds } = countingRoundTrips();
    const keys = readModelKeys('test:', 1);
    const outcome = await projectEvent(store, keys, placed(), { logger });
    expect(outcome.status).toBe('applied');
    // The stream's revision mark, then the order, its number, its products and the stats' mark at once.
    expect(rounds()).toBe(2);
    expect(await readJson(store, keys.order('o1'))).toMatchObject({ _id: 'o1', orderID: 1 });
    expect(await store.get(keys.checkpoint)).toBe('7');
  });
});
