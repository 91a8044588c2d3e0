// The follow-with-backoff loop shared by the projections runner, the reactors and the deletion finisher (no I/O: the
// pass is a function).
import { describe, expect, it } from 'vitest';
import { followWithBackoff } from './follow-store';

describe('followWithBackoff', () => {
  it('backs off doubling up to maxMs after failures, and a pass without a throw resets the backoff', async () => {
    const stop = new AbortController();
    const script = ['fail', 'fail', 'fail', 'fail', 'ok', 'fail', 'stop'] as const;
    let pass = 0;
    const delays: number[] = [];
    const failures: number[] = [];
    await followWithBackoff({
      stop: stop.signal,
      retry: { initialMs: 5, maxMs: 20 },
      followOnce: async () => {
        const step = script[pass++];
        if (step === 'fail') throw new Error(`pass ${pass} failed`);
        if (step === 'stop') stop.abort();
      },
      onFailure: (_err, failure) => {
        delays.push(failure.retryInMs);
        failures.push(failure.failures);
      },
    });
    expect(pass).toBe(script.length);
    expect(delays).toEqual([5, 10, 20, 20, 5]);
    expect(failures).toEqual([1, 2, 3, 4, 1]);
  });

  it('stopping ends the loop at once, also in the middle of a backoff, without reporting the aborted pass', async () => {
    const stop = new AbortController();
    let reported = 0;
    const loop = followWithBackoff({
      stop: stop.signal,
      retry: { initialMs: 60_000, maxMs: 60_000 },
      followOnce: async (signal) => {
        if (signal.aborted) throw new Error('aborted');
        throw new Error('down');
      },
      onFailure: () => void (reported += 1),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const startedAt = Date.now();
    stop.abort();
    await loop;
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(reported).toBe(1);
  });

  it('passes its stop signal to each pass, which returns when it aborts', async () => {
    const stop = new AbortController();
    let passes = 0;
    const loop = followWithBackoff({
      stop: stop.signal,
      followOnce: (signal) =>
        new Promise<void>((resolve) => {
          passes += 1;
          signal.addEventListener('abort', () => resolve(), { once: true });
        }),
      onFailure: () => undefined,
    });
    stop.abort();
    await loop;
    expect(passes).toBe(1);
  });
});
