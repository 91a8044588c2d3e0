// Read your writes: a GET with X-Min-Position waits until the projections' checkpoint has reached it.
// Waiters wake on the change messages (each carries the position it was projected at); a slow re-read of
// the checkpoint covers events that changed no read model and so published nothing.

export type PositionWaiter = {
  /** true once the checkpoint is ≥ min, false when timeoutMs passed first. */
  waitFor(min: bigint, timeoutMs: number): Promise<boolean>;
  /** A change message said the projections reached `position`. */
  reached(position: bigint): void;
  /** Re-read the checkpoint now (after a swap). */
  recheck(): void;
  close(): void;
};

type Waiter = { min: bigint; done: (reached: boolean) => void };

export function createPositionWaiter(
  readCheckpoint: () => Promise<bigint | null>,
  recheckEveryMs = 250,
): PositionWaiter {
  const waiters = new Set<Waiter>();
  let timer: NodeJS.Timeout | undefined;

  const release = (position: bigint) => {
    for (const waiter of waiters) if (position >= waiter.min) waiter.done(true);
  };
  const recheck = () => {
    if (waiters.size === 0) return;
    readCheckpoint()
      .then((position) => position !== null && release(position))
      .catch(() => undefined); // the next tick or the timeout answers
  };
  const stopTimerWhenIdle = () => {
    if (waiters.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    async waitFor(min, timeoutMs) {
      const position = await readCheckpoint();
      if (position !== null && position >= min) return true;
      return new Promise<boolean>((resolve) => {
        const timeout = setTimeout(() => waiter.done(false), timeoutMs);
        const waiter: Waiter = {
          min,
          done: (reached) => {
            clearTimeout(timeout);
            waiters.delete(waiter);
            stopTimerWhenIdle();
            resolve(reached);
          },
        };
        waiters.add(waiter);
        timer ??= setInterval(recheck, recheckEveryMs);
      });
    },
    reached: release,
    recheck,
    close() {
      for (const waiter of waiters) waiter.done(false);
    },
  };
}
