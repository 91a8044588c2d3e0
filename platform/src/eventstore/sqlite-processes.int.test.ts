// What only the SQLite adapter has to show: several processes on one file, and how it treats partial retries.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevision, type NewEvent, type RecordedEvent } from './port';
import { createSqliteEventStore } from './sqlite';

const writerScript = fileURLToPath(new URL('./testing/sqlite-writer.ts', import.meta.url));
const burstScript = fileURLToPath(new URL('./testing/sqlite-burst-writer.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'shop-sqlite-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newEvent = (type: string): NewEvent => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { correlationId: randomUUID() },
});

type WriterOutcome = { ok: true; nextRevision: string; position: string } | { ok: false; error: string };

/** Starts a writer process; `ready` resolves once its store is open, `go()` makes it append and answers the outcome. */
const startWriter = (file: string, stream: string, expected: string, type: string) => {
  const child = spawn(process.execPath, ['--import', 'tsx', writerScript, file, stream, expected, type], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`writer ${type} ended without answering`);
    return line.value;
  };
  const ready = nextLine().then((line) => expect(line).toBe('ready'));
  const go = async () => {
    child.stdin.write('go\n');
    return JSON.parse(await nextLine()) as WriterOutcome;
  };
  return { ready, go };
};

describe('SQLite event store across processes', () => {
  it('a stream read before (kept in memory) shows what another process appended to it since', async () => {
    const file = join(dir, 'kept.sqlite');
    const store = createSqliteEventStore({ file });
    const read = async (stream: string) => {
      const types: string[] = [];
      for await (const event of store.readStream(stream)) types.push(event.type);
      return types;
    };
    await store.append('kept-1', [newEvent('Start')], { expectedRevision: 'no_stream' });
    expect(await read('kept-1')).toEqual(['Start']);
    expect(await read('kept-2')).toEqual([]); // a stream that does not exist yet is kept too
    const writers = [
      startWriter(file, 'kept-1', '0', 'Other'),
      startWriter(file, 'kept-2', 'no_stream', 'New'),
    ];
    await Promise.all(writers.map((writer) => writer.ready));
    for (const writer of writers) expect(await writer.go()).toMatchObject({ ok: true });
    expect(await read('kept-1')).toEqual(['Start', 'Other']);
    expect(await read('kept-2')).toEqual(['New']);
    // And this process's own append, read at once.
    await store.append('kept-1', [newEvent('Mine')], { expectedRevision: 1n });
    expect(await read('kept-1')).toEqual(['Start', 'Other', 'Mine']);
    await store.close();
  }, 20_000);

  it('two processes racing on one stream with the same expected revision: exactly one wins', async () => {
    const file = join(dir, 'race.sqlite');
    const store = createSqliteEventStore({ file });
    await store.append('race-1', [newEvent('Start')], { expectedRevision: 'no_stream' });
    const writers = ['RacerA', 'RacerB'].map((type) => startWriter(file, 'race-1', '0', type));
    await Promise.all(writers.map((writer) => writer.ready));
    const outcomes = await Promise.all(writers.map((writer) => writer.go()));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, error: 'WrongExpectedRevision' }]);
    const events: RecordedEvent[] = [];
    for await (const event of store.readStream('race-1')) events.push(event);
    expect(events.map((e) => e.revision)).toEqual([0n, 1n]);
    await store.close();
  }, 20_000);

  it('a process killed (SIGKILL) in a burst of appends loses none it acknowledged (committed by its writer thread)', async () => {
    const file = join(dir, 'kill.sqlite');
    const child = spawn(process.execPath, ['--import', 'tsx', burstScript, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acknowledged: string[] = [];
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (id) => acknowledged.push(id));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (acknowledged.length < 300) return;
        clearInterval(check);
        resolve();
      }, 5);
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const store = createSqliteEventStore({ file });
    const stored = new Set<string>();
    for await (const event of store.readAll()) stored.add(event.id);
    await store.close();
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 30_000);

  it('a live subscription sees an append made by another process (polling)', async () => {
    const file = join(dir, 'poll.sqlite');
    const store = createSqliteEventStore({ file, pollIntervalMs: 100 });
    const abort = new AbortController();
    const seen: RecordedEvent[] = [];
    const reading = (async () => {
      for await (const event of store.subscribeToAll({ signal: abort.signal })) {
        seen.push(event);
        abort.abort();
      }
    })();
    const writer = startWriter(file, 'elsewhere-1', 'no_stream', 'FromAfar');
    await writer.ready;
    const outcome = await writer.go();
    await reading;
    expect(outcome).toMatchObject({ ok: true, nextRevision: '0' });
    expect(seen.map((e) => [e.stream, e.type, String(e.position)])).toEqual([
      ['elsewhere-1', 'FromAfar', outcome.ok && outcome.position],
    ]);
    await store.close();
  }, 20_000);
});

describe('SQLite event store in one process', () => {
  it('wakes a subscription at once on an append through another instance, without waiting for the poll', async () => {
    const file = join(dir, 'wake.sqlite');
    const reader = createSqliteEventStore({ file, pollIntervalMs: 60_000 });
    const writer = createSqliteEventStore({ file, pollIntervalMs: 60_000 });
    const abort = new AbortController();
    const arrivals: number[] = [];
    const reading = (async () => {
      for await (const event of reader.subscribeToAll({ signal: abort.signal })) {
        arrivals.push(Date.now());
        if (event.type === 'Second') abort.abort();
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const appendedAt = Date.now();
    await writer.append('wake-1', [newEvent('First')], { expectedRevision: 'no_stream' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await writer.append('wake-1', [newEvent('Second')], { expectedRevision: 0n });
    await reading;
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]! - appendedAt).toBeLessThan(1_000);
    await reader.close();
    await writer.close();
  });

  it('gives every subscription each event once and in order, whatever position it follows from', async () => {
    const file = join(dir, 'shared-tail.sqlite');
    // A long poll: events reach the subscriptions through the wake of each append, and through the shared tail.
    const store = createSqliteEventStore({ file, pollIntervalMs: 60_000 });
    for (let i = 0; i < 5; i++)
      await store.append(`early-${i}`, [newEvent('Early')], { expectedRevision: 'any' });
    const total = 5 + 3 * 40;
    const follow = async (fromPosition?: bigint) => {
      const abort = new AbortController();
      const seen: bigint[] = [];
      for await (const event of store.subscribeToAll({ signal: abort.signal, fromPosition })) {
        seen.push(event.position);
        if (seen.length === total - (fromPosition === undefined ? 0 : Number(fromPosition))) abort.abort();
      }
      return seen;
    };
    const head = await store.headPosition();
    const following = [follow(), follow(head), follow(2n), follow(head)];
    // Single appends and concurrent ones (one batch), while the subscriptions read.
    for (let round = 0; round < 40; round++) {
      await store.append(`late-${round}`, [newEvent('Late')], { expectedRevision: 'no_stream' });
      await Promise.all([
        store.append(`late-${round}`, [newEvent('Late')], { expectedRevision: 0n }),
        store.append(`other-${round}`, [newEvent('Late')], { expectedRevision: 'no_stream' }),
      ]);
    }
    const all: bigint[] = [];
    for await (const event of store.readAll()) all.push(event.position);
    const [fromStart, fromHead, fromTwo, fromHeadToo] = await Promise.all(following);
    expect(fromStart).toEqual(all);
    expect(fromHead).toEqual(all.filter((p) => p > head));
    expect(fromTwo).toEqual(all.filter((p) => p > 2n));
    expect(fromHeadToo).toEqual(fromHead);
    await store.close();
  });

  it('refuses a batch that only partly repeats earlier events (neither a retry nor new)', async () => {
    const store = createSqliteEventStore({ file: join(dir, 'partial.sqlite') });
    const first = newEvent('A');
    await store.append('partial-1', [first], { expectedRevision: 'no_stream' });
    const error = await store
      .append('partial-1', [first, newEvent('B')], { expectedRevision: 'any' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevision);
    const elsewhere = await store
      .append('partial-2', [first], { expectedRevision: 'any' })
      .catch((e: unknown) => e);
    expect(elsewhere).toBeInstanceOf(WrongExpectedRevision);
    const events: RecordedEvent[] = [];
    for await (const event of store.readAll()) events.push(event);
    expect(events.map((e) => e.type)).toEqual(['A']);
    await store.close();
  });

  it('ends live subscriptions when the store closes', async () => {
    const store = createSqliteEventStore({ file: join(dir, 'closing.sqlite') });
    const reading = (async () => {
      for await (const event of store.subscribeToAll({ signal: new AbortController().signal })) void event;
    })();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await store.close();
    await expect(reading).resolves.toBeUndefined();
  });
});
