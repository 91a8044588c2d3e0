// A fake clock that threads of one process read alike: the time, in ms, sits in a SharedArrayBuffer. The shop's
// background runs on a thread of its own (server/src/background.ts), and a function cannot be sent to a thread, so a
// test that sets the time (the golden log's generator) gives the shop one of these instead of a `now` function.

export type SharedClock = {
  /** What a thread is given to read the clock (`readSharedClock`). */
  readonly buffer: SharedArrayBuffer;
  now(): Date;
  set(ms: number): void;
};

/** The clock held in `buffer`, as any thread of the process reads and sets it (whole milliseconds). */
export const readSharedClock = (buffer: SharedArrayBuffer): SharedClock => {
  const ms = new BigInt64Array(buffer, 0, 1);
  return {
    buffer,
    now: () => new Date(Number(Atomics.load(ms, 0))),
    set: (value) => void Atomics.store(ms, 0, BigInt(Math.trunc(value))),
  };
};

/** A new clock set at `ms`. */
export const sharedClock = (ms: number): SharedClock => {
  const clock = readSharedClock(new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT));
  clock.set(ms);
  return clock;
};
