import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `at` by the clock `now`: BullMQ may promote a delayed job a few milliseconds before its instant, and a
 * timer job (a promo's start, a sold-out mark's end) must not act before it. Not a fixed sleep: it waits for the
 * instant the job is for, and not at all once it has passed.
 */
export async function untilInstant(at: string, now: () => Date): Promise<void> {
  const early = Date.parse(at) - now().getTime();
  if (early > 0) await sleep(early);
}
