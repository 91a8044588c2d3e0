import { describe, expect, it } from 'vitest';
import { aggregateStream } from './aggregate-stream';
import type { EventStore, RecordedEvent } from './port';

const recordedOf = (stream: string, types: string[]): RecordedEvent[] =>
  types.map((type, i) => ({
    id: `${stream}-${i}`,
    stream,
    type,
    data: { n: i + 1 },
    metadata: { correlationId: 'c', causationId: 'c' },
    revision: BigInt(i),
    position: BigInt(10 + i),
    createdAt: new Date(0),
  }));

const storeWith = (streams: Record<string, RecordedEvent[]>): Pick<EventStore, 'readStream'> => ({
  async *readStream(stream) {
    yield* streams[stream] ?? [];
  },
});

type Counted = { type: string; data: { n: number } };
const sum = { initialState: () => 0, evolve: (s: number, e: Counted) => s + e.data.n };

describe('aggregateStream', () => {
  it('folds the stream in order and answers its events and last revision', async () => {
    const events = recordedOf('s-1', ['A', 'B', 'C']);
    const { state, recorded, revision } = await aggregateStream(storeWith({ 's-1': events }), 's-1', sum);
    expect(state).toBe(6);
    expect(recorded).toEqual(events);
    expect(revision).toBe(2n);
  });

  it('answers the initial state and no_stream for a stream that does not exist', async () => {
    const { state, recorded, revision } = await aggregateStream(storeWith({}), 'missing', sum);
    expect({ state, recorded, revision }).toEqual({ state: 0, recorded: [], revision: 'no_stream' });
  });

  it('gives each fold a fresh initial state', async () => {
    const fold = { initialState: () => [] as string[], evolve: (s: string[], e: Counted) => [...s, e.type] };
    const store = storeWith({ a: recordedOf('a', ['X']) });
    await aggregateStream(store, 'a', fold);
    expect((await aggregateStream(store, 'a', fold)).state).toEqual(['X']);
  });
});
