import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPositionWaiter } from './position-waiter';

afterEach(() => vi.useRealTimers());

describe('position waiter', () => {
  it('answers at once when the checkpoint is already there', async () => {
    const waiter = createPositionWaiter(async () => 10n);
    await expect(waiter.waitFor(10n, 1000)).resolves.toBe(true);
  });

  it('wakes on a change message at or past the position', async () => {
    const waiter = createPositionWaiter(async () => 3n, 60_000);
    const waiting = waiter.waitFor(5n, 60_000);
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    waiter.reached(4n);
    waiter.reached(6n);
    await expect(waiting).resolves.toBe(true);
  });

  it('notices a checkpoint that moved without a message', async () => {
    let checkpoint: bigint | null = null;
    const waiter = createPositionWaiter(async () => checkpoint, 20);
    const waiting = waiter.waitFor(7n, 5_000);
    checkpoint = 7n;
    await expect(waiting).resolves.toBe(true);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const waiter = createPositionWaiter(async () => 1n, 60_000);
    const waiting = waiter.waitFor(2n, 2_000);
    await vi.advanceTimersByTimeAsync(2_001);
    await expect(waiting).resolves.toBe(false);
  });
});
