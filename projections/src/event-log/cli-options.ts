// The options the event-log commands that read a file share: the bounds of reading it.
import { MAX_LOG_FILE_BYTES, type LogFileLimits } from '@shop/platform/eventstore/log/index';

/** A mistake in the command line: the commands print it with their usage. */
export class UsageError extends Error {}

export const LOG_LIMIT_OPTIONS = { 'max-mib': { type: 'string' } } as const;

export const LOG_LIMITS_USAGE = `  --max-mib N   read at most N MiB of the file, inflated when .gz (default ${MAX_LOG_FILE_BYTES / 1024 / 1024}):
                a larger file (or a gzip bomb) is refused there; each line is at most 1 MiB`;

export function logFileLimits(values: { 'max-mib'?: string | undefined }): LogFileLimits {
  const mib = values['max-mib'];
  if (mib === undefined) return {};
  if (!/^[1-9]\d{0,6}$/.test(mib)) throw new UsageError('--max-mib must be a whole number of MiB, 1 or more');
  return { maxBytes: Number(mib) * 1024 * 1024 };
}
