import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandsFirst } from './commands-first';

const request = (method: string) => {
  const res = new EventEmitter();
  return {
    req: { method } as IncomingMessage,
    res: res as unknown as ServerResponse,
    close: () => res.emit('close'),
  };
};

/** Whether the promise settled within the microtasks run so far. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('commandsFirst', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('no command in flight: the background goes on at once', async () => {
    const first = commandsFirst({ maxWaitMs: 50, now: () => 0 });
    expect(await settled(first.backgroundTurn())).toBe(true);
  });

  it('a command in flight: the background waits until its response is closed', async () => {
    const first = commandsFirst({ maxWaitMs: 50, now: () => 0 });
    const handled: string[] = [];
    const listener = first.track((req) => void handled.push(req.method!));
    const post = request('POST');
    listener(post.req, post.res);
    expect(handled).toEqual(['POST']);
    expect(first.inFlight).toBe(1);

    const turn = first.backgroundTurn();
    vi.advanceTimersByTime(49);
    expect(await settled(turn)).toBe(false);
    post.close();
    expect(first.inFlight).toBe(0);
    expect(await settled(turn)).toBe(true);
  });

  it('commands in flight without end: the background still takes a step every maxWaitMs', async () => {
    const first = commandsFirst({ maxWaitMs: 50, now: () => 0 });
    const listener = first.track(() => undefined);
    const patch = request('PATCH');
    listener(patch.req, patch.res);
    const turn = first.backgroundTurn();
    vi.advanceTimersByTime(49);
    expect(await settled(turn)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(turn)).toBe(true);
    // The waiter the timer let go is not kept: closing the command later resolves nothing twice, leaks nothing.
    const next = first.backgroundTurn();
    patch.close();
    expect(await settled(next)).toBe(true);
  });

  it('reads are not counted: a read may itself wait for the background (X-Min-Position)', async () => {
    const first = commandsFirst({ maxWaitMs: 50, now: () => 0 });
    const listener = first.track(() => undefined);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const read = request(method);
      listener(read.req, read.res);
    }
    expect(first.inFlight).toBe(0);
    expect(await settled(first.backgroundTurn())).toBe(true);
  });

  it('waits for every command in flight, not only the first to end', async () => {
    const first = commandsFirst({ maxWaitMs: 50, now: () => 0 });
    const listener = first.track(() => undefined);
    const [a, b] = [request('POST'), request('DELETE')];
    listener(a.req, a.res);
    listener(b.req, b.res);
    const turn = first.backgroundTurn();
    a.close();
    expect(await settled(turn)).toBe(false);
    b.close();
    expect(await settled(turn)).toBe(true);
  });
});

describe('commandsFirst, no command in flight, on the real event loop', () => {
  /** Keeps the thread busy for `ms`, as a step of the background does. */
  const work = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('a background whose steps are microtasks only still lets the event loop poll every sliceMs', async () => {
    const first = commandsFirst({ sliceMs: 1 });
    let polled = false;
    setTimeout(() => (polled = true), 0); // stands for a request that arrived: it is read once the loop polls
    const started = performance.now();
    while (!polled && performance.now() - started < 500) {
      await first.backgroundTurn();
      work(0.1);
    }
    expect(polled).toBe(true);
  });

  it('within a slice the background goes on at once', async () => {
    let clock = 0;
    const first = commandsFirst({ sliceMs: 1, now: () => clock });
    expect(await settled(first.backgroundTurn())).toBe(true);
    clock = 0.9;
    expect(await settled(first.backgroundTurn())).toBe(true);
    clock = 1;
    const afterTheSlice = first.backgroundTurn();
    expect(await settled(afterTheSlice)).toBe(false);
    await afterTheSlice; // after a turn of the event loop, and a new slice from there
    expect(await settled(first.backgroundTurn())).toBe(true);
  });
});
