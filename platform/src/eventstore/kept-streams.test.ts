import { describe, expect, it } from 'vitest';
import { keptStreams } from './kept-streams';
import type { RecordedEvent } from './port';

let position = 0n;
const event = (stream: string, revision: bigint): RecordedEvent => ({
  id: `${stream}-${revision}`,
  stream,
  type: 'Happened',
  data: { revision: Number(revision) },
  metadata: { correlationId: 'c' },
  revision,
  position: position++,
  createdAt: new Date(0),
});
const events = (stream: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => event(stream, BigInt(from + i)));
const revisions = (read: RecordedEvent[] | undefined) => read?.map((e) => Number(e.revision));

describe('kept streams', () => {
  it('answers a read from what was kept, and the events absorbed after it', () => {
    const kept = keptStreams({ maxStreams: 10, maxEvents: 100 });
    kept.keep('order-1', 0n, events('order-1', 0, 2));
    kept.absorb([event('user-9', 0n), ...events('order-1', 3, 4)]);
    expect(revisions(kept.read('order-1', 0n))).toEqual([0, 1, 2, 3, 4]);
    expect(revisions(kept.read('order-1', 3n))).toEqual([3, 4]);
    expect(revisions(kept.read('order-1', 9n))).toEqual([]);
    expect(kept.read('user-9', 0n)).toBeUndefined(); // never read: never kept
  });

  it('keeps a stream that does not exist yet, and its first events', () => {
    const kept = keptStreams({ maxStreams: 10, maxEvents: 100 });
    kept.keep('order-2', 0n, []);
    expect(kept.read('order-2', 0n)).toEqual([]);
    kept.absorb(events('order-2', 0, 1));
    expect(revisions(kept.read('order-2', 0n))).toEqual([0, 1]);
  });

  it('drops a stream whose next absorbed event is not its next revision (its kept end was not the end)', () => {
    const kept = keptStreams({ maxStreams: 10, maxEvents: 100 });
    kept.keep('order-3', 5n, []); // read from 5, found nothing: the stream may be shorter
    kept.absorb([event('order-3', 2n)]);
    expect(kept.read('order-3', 5n)).toBeUndefined();
  });

  it('keeps the last maxEvents of a long stream: a read from before them asks the store', () => {
    const kept = keptStreams({ maxStreams: 10, maxEvents: 3 });
    kept.keep('loyalty-1', 0n, events('loyalty-1', 0, 4));
    expect(kept.read('loyalty-1', 0n)).toBeUndefined();
    expect(revisions(kept.read('loyalty-1', 2n))).toEqual([2, 3, 4]);
    kept.absorb(events('loyalty-1', 5, 9));
    expect(revisions(kept.read('loyalty-1', 8n))).toEqual([8, 9]);
    expect(kept.read('loyalty-1', 2n)).toBeUndefined();
  });

  it('forgets the least recently read stream beyond maxStreams', () => {
    const kept = keptStreams({ maxStreams: 2, maxEvents: 10 });
    kept.keep('a', 0n, []);
    kept.keep('b', 0n, []);
    kept.read('a', 0n); // b is now the least recent
    kept.keep('c', 0n, []);
    expect(kept.read('b', 0n)).toBeUndefined();
    expect(kept.read('a', 0n)).toEqual([]);
    expect(kept.size).toBe(2);
  });

  it('hands out arrays of its own: a caller changing one changes nothing kept', () => {
    const kept = keptStreams({ maxStreams: 2, maxEvents: 10 });
    const read = events('s', 0, 1);
    kept.keep('s', 0n, read);
    read.pop();
    kept.read('s', 0n)!.pop();
    expect(revisions(kept.read('s', 0n))).toEqual([0, 1]);
  });
});
