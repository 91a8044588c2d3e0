import { describe, expect, it } from 'vitest';
import { aggregateStream } from './aggregate-stream';
import type { EventStore, RecordedEvent } from './port';
import { createStreamStates } from './stream-states';

// A store in memory that counts the events it hands out, honouring fromRevision as the adapters do.
const memoryStore = () => {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0n;
  const counter = { read: 0 };
  const options = { honourFromRevision: true };
  const append = (stream: string, ...types: string[]) => {
    const events = streams.get(stream) ?? [];
    for (const type of types)
      events.push({
        id: `${stream}-${events.length}`,
        stream,
        type,
        data: { n: events.length + 1 },
        metadata: { correlationId: 'c' },
        revision: BigInt(events.length),
        position: position++,
        createdAt: new Date(0),
      });
    streams.set(stream, events);
  };
  const store: Pick<EventStore, 'readStream'> = {
    async *readStream(stream, opts = {}) {
      for (const e of streams.get(stream) ?? []) {
        if (options.honourFromRevision && e.revision < (opts.fromRevision ?? 0n)) continue;
        counter.read += 1;
        yield e;
      }
    },
  };
  return { store, append, counter, options };
};

type Counted = { type: string; data: { n: number } };
const sum = { initialState: () => 0, evolve: (s: number, e: Counted) => s + e.data.n };
const types = {
  initialState: () => [] as string[],
  evolve: (s: string[], e: Counted) => [...s, e.type],
};

describe('aggregateStream with remembered states', () => {
  it('reads only the events after the remembered revision, and answers what a full read answers', async () => {
    const { store, append, counter } = memoryStore();
    const cache = createStreamStates();
    append('s', 'A', 'B', 'C');
    expect((await aggregateStream(store, 's', sum, cache)).state).toBe(6);
    expect(counter.read).toBe(3);

    const again = await aggregateStream(store, 's', sum, cache);
    expect(counter.read).toBe(3); // nothing new: nothing folded again
    expect(again).toEqual(await aggregateStream(store, 's', sum));
  });

  it('never answers a remembered state alone: an append made meanwhile by another writer is folded in', async () => {
    const { store, append } = memoryStore();
    const cache = createStreamStates();
    append('s', 'A', 'B');
    await aggregateStream(store, 's', types, cache);
    append('s', 'Deleted'); // another process on the same file, another handler…
    const { state, recorded, revision } = await aggregateStream(store, 's', types, cache);
    expect(state).toEqual(['A', 'B', 'Deleted']);
    expect(recorded.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
    expect(revision).toBe(2n);
  });

  it('keeps the latest state when an older read finishes last, and never hands out its own array', async () => {
    const { store, append } = memoryStore();
    const cache = createStreamStates();
    append('s', 'A', 'B');
    const newer = await aggregateStream(store, 's', types, cache);
    newer.recorded.push(newer.recorded[0]!); // a caller's array is its own
    cache.remember('s', types, { state: ['A'], recorded: newer.recorded.slice(0, 1), revision: 0n });
    expect(cache.get<string[]>('s', types)).toMatchObject({ state: ['A', 'B'], revision: 1n });
    expect((await aggregateStream(store, 's', types, cache)).recorded).toHaveLength(2);
  });

  it('folds the whole stream again when what is read does not follow the remembered revision', async () => {
    const { store, append, options } = memoryStore();
    const cache = createStreamStates();
    append('s', 'A', 'B');
    await aggregateStream(store, 's', types, cache);
    append('s', 'C');
    options.honourFromRevision = false; // a store answering from the start: folding that on top would count A, B twice
    const { state, recorded } = await aggregateStream(store, 's', types, cache);
    expect(state).toEqual(['A', 'B', 'C']);
    expect(recorded.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
  });

  it('keeps one state per fold: another fold of the same stream starts from its own initial state', async () => {
    const { store, append } = memoryStore();
    const cache = createStreamStates();
    append('s', 'A', 'B');
    await aggregateStream(store, 's', sum, cache);
    expect((await aggregateStream(store, 's', types, cache)).state).toEqual(['A', 'B']);
  });

  it('holds at most `max` streams (least recently used leave first) and no long stream', async () => {
    const { store, append } = memoryStore();
    const cache = createStreamStates({ max: 2, maxEvents: 3 });
    append('a', 'A');
    append('b', 'B');
    append('c', 'C');
    append('long', 'L', 'L', 'L', 'L');
    await aggregateStream(store, 'a', sum, cache);
    await aggregateStream(store, 'b', sum, cache);
    await aggregateStream(store, 'a', sum, cache); // a used again: b is now the oldest
    await aggregateStream(store, 'c', sum, cache);
    await aggregateStream(store, 'long', sum, cache);
    expect(cache.size).toBe(2);
    expect(cache.get('a', sum)).toBeDefined();
    expect(cache.get('b', sum)).toBeUndefined();
    expect(cache.get('long', sum)).toBeUndefined();
  });

  it('remembers no stream that does not exist', async () => {
    const { store } = memoryStore();
    const cache = createStreamStates();
    await aggregateStream(store, 'missing', sum, cache);
    expect(cache.size).toBe(0);
  });
});
