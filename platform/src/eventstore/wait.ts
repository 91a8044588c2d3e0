import type { EventEmitter } from 'node:events';

export type PendingWake = { promise: Promise<void>; cancel: () => void };

/**
 * Resolves on the first of: `event` on the emitter, the timeout, or any of the signals aborting.
 * Always resolves (never rejects) and removes every listener it added.
 */
export const waitForWakeOrTimeout = (
  emitter: EventEmitter,
  event: string,
  timeoutMs: number,
  signals: AbortSignal[],
): PendingWake => {
  let cancel: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      emitter.off(event, done);
      for (const signal of signals) signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    emitter.on(event, done);
    for (const signal of signals) {
      if (signal.aborted) return done();
      signal.addEventListener('abort', done, { once: true });
    }
    cancel = done;
  });
  return { promise, cancel };
};
