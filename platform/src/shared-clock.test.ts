import { describe, expect, it } from 'vitest';
import { readSharedClock, sharedClock } from './shared-clock';

describe('sharedClock', () => {
  it('reads the time it was set at, and what a second reader of its buffer sets', () => {
    const clock = sharedClock(Date.parse('2026-11-02T10:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-11-02T10:00:00.000Z');

    const other = readSharedClock(clock.buffer);
    other.set(Date.parse('2026-11-02T10:03:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-11-02T10:03:00.000Z');
  });
});
