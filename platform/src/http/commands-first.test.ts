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
    const first = commandsFirst(50);
    expect(await settled(first.backgroundTurn())).toBe(true);
  });

  it('a command in flight: the background waits until its response is closed', async () => {
    const first = commandsFirst(50);
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
    const first = commandsFirst(50);
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
    const first = commandsFirst(50);
    const listener = first.track(() => undefined);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const read = request(method);
      listener(read.req, read.res);
    }
    expect(first.inFlight).toBe(0);
    expect(await settled(first.backgroundTurn())).toBe(true);
  });

  it('waits for every command in flight, not only the first to end', async () => {
    const first = commandsFirst(50);
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
