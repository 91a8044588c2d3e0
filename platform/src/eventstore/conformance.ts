// The one conformance suite of the event store port. Every adapter's *.int.test.ts registers it with a factory
// that opens a new store instance over the same backend (same SQLite file, same EventStoreDB server).
// The backend may hold other events: every test writes to its own streams and reads relative to the head.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppendTooLarge,
  MAX_APPEND_BYTES,
  WrongExpectedRevision,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from './port';

export type OpenStore = () => Promise<EventStore>;

const newEvent = (type: string, data: unknown = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: randomUUID() },
});

const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};

const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

/** Reads a subscription in the background; `waitFor` resolves once enough events of interest arrived. */
const startReading = (iterable: AsyncIterable<RecordedEvent>, isMine: (e: RecordedEvent) => boolean) => {
  const seen: RecordedEvent[] = [];
  let notify = () => {};
  const finished = (async () => {
    for await (const event of iterable) {
      if (isMine(event)) seen.push(event);
      notify();
    }
  })();
  const waitFor = (count: number, timeoutMs = 5_000) =>
    new Promise<RecordedEvent[]>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`subscription delivered ${seen.length} of ${count} events within ${timeoutMs} ms`),
          ),
        timeoutMs,
      );
      const check = () => {
        if (seen.length >= count) {
          clearTimeout(timer);
          resolve(seen.slice());
        }
      };
      notify = check;
      check();
    });
  return { seen, waitFor, finished };
};

export const describeEventStoreConformance = (name: string, open: OpenStore) => {
  describe(`event store conformance: ${name}`, () => {
    let store: EventStore;
    let other: EventStore; // a second instance over the same backend, as a second process would have
    const run = randomUUID().slice(0, 8);
    let streamCount = 0;
    const newStream = (kind = 'thing') => `conf${run}${kind}-${++streamCount}`;
    const isThisRun = (event: RecordedEvent) => event.stream.startsWith(`conf${run}`);

    beforeAll(async () => {
      store = await open();
      other = await open();
    });
    afterAll(async () => {
      await store?.close();
      await other?.close();
    });

    describe('expected revision', () => {
      it('no_stream accepts a new stream and refuses an existing one', async () => {
        const stream = newStream();
        const first = await store.append(stream, [newEvent('A'), newEvent('B')], {
          expectedRevision: 'no_stream',
        });
        expect(first.nextRevision).toBe(1n);
        const error = await rejectionOf(
          store.append(stream, [newEvent('C')], { expectedRevision: 'no_stream' }),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevision);
        expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 1n });
      });

      it('exists refuses a missing stream and accepts an existing one', async () => {
        const stream = newStream();
        const error = await rejectionOf(
          store.append(stream, [newEvent('A')], { expectedRevision: 'exists' }),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevision);
        expect(error).toMatchObject({ stream, expected: 'exists', actual: 'no_stream' });
        await store.append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        const second = await store.append(stream, [newEvent('B')], { expectedRevision: 'exists' });
        expect(second.nextRevision).toBe(1n);
      });

      it('a revision number must be the current last revision', async () => {
        const stream = newStream();
        const missing = await rejectionOf(store.append(stream, [newEvent('A')], { expectedRevision: 0n }));
        expect(missing).toMatchObject({ name: 'WrongExpectedRevision', expected: 0n, actual: 'no_stream' });
        await store.append(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        const stale = await rejectionOf(store.append(stream, [newEvent('C')], { expectedRevision: 0n }));
        expect(stale).toBeInstanceOf(WrongExpectedRevision);
        expect(stale).toMatchObject({ expected: 0n, actual: 1n });
        const ahead = await rejectionOf(store.append(stream, [newEvent('C')], { expectedRevision: 5n }));
        expect(ahead).toBeInstanceOf(WrongExpectedRevision);
        const ok = await store.append(stream, [newEvent('C')], { expectedRevision: 1n });
        expect(ok.nextRevision).toBe(2n);
      });

      it('any appends whatever the stream holds', async () => {
        const stream = newStream();
        expect((await store.append(stream, [newEvent('A')], { expectedRevision: 'any' })).nextRevision).toBe(
          0n,
        );
        expect((await store.append(stream, [newEvent('B')], { expectedRevision: 'any' })).nextRevision).toBe(
          1n,
        );
        const revisions = (await collect(store.readStream(stream))).map((e) => e.revision);
        expect(revisions).toEqual([0n, 1n]);
      });

      it('a failed append writes nothing', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        await rejectionOf(store.append(stream, [newEvent('B'), newEvent('C')], { expectedRevision: 5n }));
        expect((await collect(store.readStream(stream))).map((e) => e.type)).toEqual(['A']);
      });
    });

    describe('two writers racing on one stream with the same expected revision', () => {
      const race = async (writers: EventStore[], expectedRevision: 'no_stream' | bigint, stream: string) => {
        const outcomes = await Promise.allSettled(
          writers.map((writer, i) => writer.append(stream, [newEvent(`Racer${i}`)], { expectedRevision })),
        );
        const winners = outcomes.filter((o) => o.status === 'fulfilled');
        const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(writers.length - 1);
        for (const loser of losers) expect(loser.reason).toBeInstanceOf(WrongExpectedRevision);
        return outcomes;
      };

      it('on one store instance: exactly one wins', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent('Start')], { expectedRevision: 'no_stream' });
        await race([store, store, store], 0n, stream);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });

      it('on two store instances: exactly one wins, also when creating the stream', async () => {
        const created = newStream();
        await race([store, other], 'no_stream', created);
        expect(await collect(other.readStream(created))).toHaveLength(1);

        const stream = newStream();
        await store.append(stream, [newEvent('Start'), newEvent('Next')], { expectedRevision: 'no_stream' });
        await race([other, store], 1n, stream);
        const events = await collect(store.readStream(stream));
        expect(events.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });
    });

    describe('idempotent append by event id', () => {
      it('appending the same events again answers the first result and adds nothing', async () => {
        const stream = newStream();
        const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const again = await store.append(stream, events, { expectedRevision: 'no_stream' });
        expect(again).toEqual(first);
        const fromOther = await other.append(stream, events, { expectedRevision: 'no_stream' });
        expect(fromOther).toEqual(first);
        const stored = await collect(store.readStream(stream));
        expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
      });

      it('a retry after later appends still answers the original result', async () => {
        const stream = newStream();
        const events = [newEvent('A')];
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
        await store.append(stream, [newEvent('B')], { expectedRevision: 0n });
        const again = await store.append(stream, events, { expectedRevision: 'no_stream' });
        expect(again).toEqual(first);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });
    });

    describe('the same meaning on both stores (issue 28)', () => {
      it('a retry at another expected revision is a conflict, not a retry, and adds nothing', async () => {
        const stream = newStream();
        const events = [newEvent('A')];
        await store.append(stream, [newEvent('Start')], { expectedRevision: 'no_stream' });
        await store.append(stream, events, { expectedRevision: 0n });
        await store.append(stream, [newEvent('B')], { expectedRevision: 1n });
        // Below the head (EventStoreDB then compares the ids at the revisions after it), above it, or no stream. At the
        // head itself EventStoreDB would append the ids again (docs/architecture.md "One meaning on both").
        for (const expectedRevision of [1n, 5n, 'no_stream'] as const) {
          const refused = await rejectionOf(store.append(stream, events, { expectedRevision }));
          expect(refused).toBeInstanceOf(WrongExpectedRevision);
        }
        expect(await collect(store.readStream(stream))).toHaveLength(3);
      });

      it('identical appends sent at once (a client retrying while the first is in flight) all answer one result, stored once', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent('Start')], { expectedRevision: 'no_stream' });
        const events = [newEvent('A'), newEvent('B')];
        const results = await Promise.all(
          [store, other, store, other, store].map((writer) =>
            writer.append(stream, events, { expectedRevision: 0n }),
          ),
        );
        for (const result of results) expect(result).toEqual(results[0]);
        const stored = await collect(store.readStream(stream));
        expect(stored.map((e) => e.type)).toEqual(['Start', 'A', 'B']);
      });

      it('an append over MAX_APPEND_BYTES is refused whole (AppendTooLarge), one under it is taken', async () => {
        const stream = newStream();
        const half = 'x'.repeat(MAX_APPEND_BYTES / 2);
        const refused = await rejectionOf(
          store.append(stream, [newEvent('Big', { half }), newEvent('Big', { half })], {
            expectedRevision: 'no_stream',
          }),
        );
        expect(refused).toBeInstanceOf(AppendTooLarge);
        expect((refused as AppendTooLarge).message).toMatch(/over the 1000000 bytes one append may carry/);
        expect(await collect(store.readStream(stream))).toEqual([]);
        await store.append(stream, [newEvent('Big', { half })], { expectedRevision: 'no_stream' });
        expect(await collect(store.readStream(stream))).toHaveLength(1);
      });

      it('gives its identity, the same from every instance and every call', async () => {
        const id = await store.storeId();
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(await other.storeId()).toBe(id);
        expect(await store.storeId()).toBe(id);
      });
    });

    describe('readStream', () => {
      it('returns the events in revision order, with what was appended', async () => {
        const stream = newStream();
        const events = [
          newEvent('Created', { name: 'Pizza', price: 1200 }),
          {
            ...newEvent('Renamed', { name: 'Pizza Oran' }),
            metadata: { correlationId: 'c-1', userId: 'u-1', role: 'admin' },
          },
          newEvent('Deleted'),
        ];
        const before = Date.now();
        const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const read = await collect(store.readStream(stream));
        expect(read.map((e) => [e.id, e.type, e.revision, e.stream])).toEqual(
          events.map((e, i) => [e.id, e.type, BigInt(i), stream]),
        );
        expect(read.map((e) => e.data)).toEqual(events.map((e) => e.data));
        expect(read[1]!.metadata).toEqual({ correlationId: 'c-1', userId: 'u-1', role: 'admin' });
        expect(read[2]!.position).toBe(result.position);
        expect(read[0]!.position < read[1]!.position && read[1]!.position < read[2]!.position).toBe(true);
        expect(read[0]!.createdAt).toBeInstanceOf(Date);
        expect(Math.abs(read[0]!.createdAt.getTime() - before)).toBeLessThan(60_000);
      });

      it('honours fromRevision and maxCount', async () => {
        const stream = newStream();
        await store.append(
          stream,
          [1, 2, 3, 4, 5].map((n) => newEvent(`E${n}`)),
          { expectedRevision: 'no_stream' },
        );
        const types = async (opts: { fromRevision?: bigint; maxCount?: number }) =>
          (await collect(store.readStream(stream, opts))).map((e) => e.type);
        expect(await types({ fromRevision: 2n })).toEqual(['E3', 'E4', 'E5']);
        expect(await types({ maxCount: 2 })).toEqual(['E1', 'E2']);
        expect(await types({ fromRevision: 1n, maxCount: 3 })).toEqual(['E2', 'E3', 'E4']);
        expect(await types({ fromRevision: 5n })).toEqual([]);
      });

      it('yields nothing for a stream that does not exist', async () => {
        expect(await collect(store.readStream(newStream('missing')))).toEqual([]);
      });
    });

    describe('readAll and headPosition', () => {
      it('returns events strictly after fromPosition in global order, honouring maxCount', async () => {
        const head = await store.headPosition();
        const a = newStream('a');
        const b = newStream('b');
        await store.append(a, [newEvent('A1')], { expectedRevision: 'no_stream' });
        await other.append(b, [newEvent('B1'), newEvent('B2')], { expectedRevision: 'no_stream' });
        const last = await store.append(a, [newEvent('A2')], { expectedRevision: 0n });
        expect(await store.headPosition()).toBeGreaterThanOrEqual(last.position);

        const all = (await collect(store.readAll({ fromPosition: head }))).filter(isThisRun);
        expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
        for (let i = 1; i < all.length; i++) expect(all[i]!.position).toBeGreaterThan(all[i - 1]!.position);

        const afterB1 = (await collect(store.readAll({ fromPosition: all[1]!.position }))).filter(isThisRun);
        expect(afterB1.map((e) => e.type)).toEqual(['B2', 'A2']);
        const firstTwo = await collect(store.readAll({ fromPosition: head, maxCount: 2 }));
        expect(firstTwo.map((e) => e.type)).toEqual(['A1', 'B1']);
        expect(await collect(store.readAll({ fromPosition: await store.headPosition() }))).toEqual([]);
      });

      it('headPosition is exactly the position of the last event readAll delivers (what "caught up" compares with)', async () => {
        const before = await store.headPosition();
        const stream = newStream('head');
        await store.append(stream, [newEvent('H1')], { expectedRevision: 'no_stream' });
        const last = await other.append(stream, [newEvent('H2')], { expectedRevision: 0n });
        // a follower that applied the last event it was given is at the head, never below it forever
        expect(await store.headPosition()).toBe(last.position);
        expect(await other.headPosition()).toBe(last.position);
        const delivered = await collect(store.readAll({ fromPosition: before }));
        expect(delivered.at(-1)?.position).toBe(last.position);
      });

      it('reads from the start when fromPosition is absent', async () => {
        const stream = newStream();
        await store.append(stream, [newEvent('Early')], { expectedRevision: 'no_stream' });
        const firstEver = await collect(store.readAll({ maxCount: 1 }));
        expect(firstEver).toHaveLength(1);
        const all = await collect(store.readAll());
        expect(all[0]).toEqual(firstEver[0]);
        expect(all.some((e) => e.stream === stream)).toBe(true);
      });

      it('readAllPages gives what readAll gives, in non-empty pages, from the start or after a position', async () => {
        const stream = newStream('pages');
        await store.append(
          stream,
          Array.from({ length: 1_100 }, (_, i) => newEvent(`P${i}`)),
          {
            expectedRevision: 'no_stream',
          },
        );
        const pagesFrom = async (fromPosition?: bigint) => {
          const pages: (readonly RecordedEvent[])[] = [];
          for await (const page of store.readAllPages(fromPosition === undefined ? {} : { fromPosition }))
            pages.push(page);
          return pages;
        };
        const all = await collect(store.readAll());
        const pages = await pagesFrom();
        expect(pages.length).toBeGreaterThan(1); // 1,100 events and more: more than one page
        expect(pages.every((page) => page.length > 0)).toBe(true);
        expect(pages.flat()).toEqual(all);
        const middle = all[Math.floor(all.length / 2)]!.position;
        expect((await pagesFrom(middle)).flat()).toEqual(all.filter((e) => e.position > middle));
        expect(await pagesFrom(await store.headPosition())).toEqual([]);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, then delivers events appended after subscribing (from any instance)', async () => {
        const head = await store.headPosition();
        const stream = newStream();
        await store.append(stream, [newEvent('Past1'), newEvent('Past2')], { expectedRevision: 'no_stream' });
        const abort = new AbortController();
        const reader = startReading(
          store.subscribeToAll({ fromPosition: head, signal: abort.signal }),
          isThisRun,
        );
        try {
          await reader.waitFor(2);
          await store.append(stream, [newEvent('Live1')], { expectedRevision: 1n });
          await reader.waitFor(3);
          await other.append(stream, [newEvent('Live2')], { expectedRevision: 2n });
          const seen = await reader.waitFor(4);
          expect(seen.map((e) => e.type)).toEqual(['Past1', 'Past2', 'Live1', 'Live2']);
          expect(seen.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
        } finally {
          abort.abort();
        }
        await reader.finished;
      });

      it('resumes strictly after a position: no duplicates, no gaps', async () => {
        const head = await store.headPosition();
        const stream = newStream();
        const types = ['E1', 'E2', 'E3', 'E4', 'E5'];
        for (const [i, type] of types.entries()) {
          await store.append(stream, [newEvent(type)], {
            expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
          });
        }
        const firstRun = new AbortController();
        const first = startReading(
          store.subscribeToAll({ fromPosition: head, signal: firstRun.signal }),
          isThisRun,
        );
        const firstSeen = await first.waitFor(2);
        firstRun.abort();
        await first.finished;

        const checkpoint = firstSeen[1]!.position;
        const secondRun = new AbortController();
        const second = startReading(
          store.subscribeToAll({ fromPosition: checkpoint, signal: secondRun.signal }),
          isThisRun,
        );
        await store.append(stream, [newEvent('E6')], { expectedRevision: 4n });
        const resumed = await second.waitFor(4);
        secondRun.abort();
        await second.finished;

        expect(resumed.map((e) => e.type)).toEqual(['E3', 'E4', 'E5', 'E6']);
        expect([...firstSeen.slice(0, 2), ...resumed].map((e) => e.revision)).toEqual([
          0n,
          1n,
          2n,
          3n,
          4n,
          5n,
        ]);
      });

      it('a multi-event append can be resumed between its events', async () => {
        const stream = newStream();
        const { position } = await store.append(stream, [newEvent('X1')], { expectedRevision: 'no_stream' });
        await store.append(stream, [newEvent('X2'), newEvent('X3'), newEvent('X4')], {
          expectedRevision: 0n,
        });
        const all = (await collect(store.readAll({ fromPosition: position }))).filter(isThisRun);
        expect(all.map((e) => e.type)).toEqual(['X2', 'X3', 'X4']);
        const abort = new AbortController();
        const reader = startReading(
          store.subscribeToAll({ fromPosition: all[0]!.position, signal: abort.signal }),
          isThisRun,
        );
        const seen = await reader.waitFor(2);
        abort.abort();
        await reader.finished;
        expect(seen.map((e) => e.type)).toEqual(['X3', 'X4']);
      });

      it('aborting ends the iteration, also while it waits for live events', async () => {
        const abort = new AbortController();
        const reader = startReading(
          store.subscribeToAll({ fromPosition: await store.headPosition(), signal: abort.signal }),
          isThisRun,
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
        const startedAt = Date.now();
        abort.abort();
        await reader.finished;
        expect(Date.now() - startedAt).toBeLessThan(1_000);

        const stream = newStream();
        await store.append(stream, [newEvent('AfterAbort')], { expectedRevision: 'no_stream' });
        expect(reader.seen.filter((e) => e.stream === stream)).toEqual([]);
      });

      it('an already aborted signal yields nothing', async () => {
        const abort = new AbortController();
        abort.abort();
        expect(await collect(store.subscribeToAll({ signal: abort.signal }))).toEqual([]);
      });
    });
  });
};
