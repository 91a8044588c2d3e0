import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Logger } from '@shop/platform/logger';

/** How much lower than the HTTP thread the background runs (nice 0 → 10). */
const BACKGROUND_NICE = 19;

/**
 * Lowers the priority of the calling thread, so that while both cores are busy (a lunch rush) the HTTP thread gets
 * them first and the background catches up after. Linux gives each thread its own nice value (setpriority on the
 * thread's id, read from /proc/thread-self); elsewhere the thread keeps the process's priority.
 */
export const lowerThisThreadsPriority = (logger: Logger): void => {
  if (process.platform !== 'linux') return;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(threadId, BACKGROUND_NICE);
  } catch (err) {
    logger.info({ err }, 'the background thread keeps the priority of the process');
  }
};
