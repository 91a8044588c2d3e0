import type { JobsOptions } from 'bullmq';

/** Finished jobs are kept a month: an id seen again within it (a replayed event) adds nothing. */
const KEEP_FINISHED_SECONDS = 30 * 24 * 3600;

/**
 * The options of a job added once per event: its id is the event's (or derived from it, one per reaction), so a
 * second add of the same id is a no-op; retried with an exponential backoff.
 */
export const onceJob = (
  jobId: string,
  {
    attempts = 6,
    backoffMs = 2_000,
    delayMs,
  }: { attempts?: number; backoffMs?: number; delayMs?: number } = {},
): JobsOptions => ({
  jobId,
  ...(delayMs === undefined ? {} : { delay: delayMs }),
  attempts,
  backoff: { type: 'exponential', delay: backoffMs },
  removeOnComplete: { age: KEEP_FINISHED_SECONDS },
  removeOnFail: { age: KEEP_FINISHED_SECONDS },
});
