// The file format of an exported event log (`npm run events:export`): JSON Lines, one stored event per line in
// global order, gzip when the file name ends in .gz. Data and metadata are exactly as stored: personal fields stay
// encrypted (`enc:v1:…`), and the schema version is the one the event was written with.
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { schemaVersionOf } from '@shop/contracts';
import type { EventMetadata, RecordedEvent } from '../port';

export const logLine = z.object({
  /** The source store's position: for `--from-position` of a later export; never compared across stores. */
  position: z.string().regex(/^-?\d+$/),
  stream: z.string().min(1),
  revision: z.number().int().min(0),
  type: z.string().min(1),
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  id: z.string().min(1),
  schemaVersion: z.number().int().min(1),
});
export type LogLine = z.infer<typeof logLine>;

export const toLogLine = (event: RecordedEvent): LogLine => ({
  position: String(event.position),
  stream: event.stream,
  revision: Number(event.revision),
  type: event.type,
  data: event.data,
  metadata: event.metadata,
  createdAt: event.createdAt.toISOString(),
  id: event.id,
  schemaVersion: schemaVersionOf(event.metadata),
});

/** The line as the event store port's RecordedEvent (createdAt and position those of the source store). */
export const fromLogLine = (line: LogLine): RecordedEvent => ({
  id: line.id,
  stream: line.stream,
  type: line.type,
  data: line.data,
  metadata: line.metadata as EventMetadata,
  revision: BigInt(line.revision),
  position: BigInt(line.position),
  createdAt: new Date(line.createdAt),
});

const gzipped = (file: string) => file.endsWith('.gz');

/** Writes the events as lines of `file`; answers how many. */
export async function writeLogFile(
  file: string,
  events: AsyncIterable<RecordedEvent>,
  onEvent?: (event: RecordedEvent, count: number) => void,
): Promise<number> {
  let count = 0;
  async function* lines() {
    for await (const event of events) {
      count += 1;
      onEvent?.(event, count);
      yield JSON.stringify(toLogLine(event)) + '\n';
    }
  }
  const out = createWriteStream(file);
  if (gzipped(file)) await pipeline(Readable.from(lines()), createGzip(), out);
  else await pipeline(Readable.from(lines()), out);
  return count;
}

export class LogFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogFileError';
  }
}

/** The bounds of reading a log file (each line, and the whole file once inflated: a gzip bomb stops there). */
export type LogFileLimits = {
  /** Bytes of one line at most (1 MiB: an exported event is a few KB at most). */
  maxLineBytes?: number;
  /** Bytes of the whole file at most, inflated when gzip (4 GiB). */
  maxBytes?: number;
};
export const MAX_LOG_LINE_BYTES = 1024 * 1024;
export const MAX_LOG_FILE_BYTES = 4 * 1024 * 1024 * 1024;

const mib = (bytes: number) => `${+(bytes / 1024 / 1024).toFixed(2)} MiB`;

/**
 * The raw lines of `file` (inflated when .gz) with their 1-based numbers, read as a stream of bytes: a line is held
 * only up to `maxLineBytes` and the file read only up to `maxBytes`; past either, LogFileError, before more is read.
 */
async function* rawLines(
  file: string,
  { maxLineBytes = MAX_LOG_LINE_BYTES, maxBytes = MAX_LOG_FILE_BYTES }: LogFileLimits,
): AsyncIterable<{ number: number; text: string }> {
  const input = createReadStream(file);
  const bytes: AsyncIterable<Buffer> = gzipped(file) ? input.pipe(createGunzip()) : input;
  if (bytes !== input) input.on('error', (err) => (bytes as Readable).destroy(err));
  let number = 1;
  let total = 0;
  let parts: Buffer[] = [];
  let held = 0;
  try {
    for await (const chunk of bytes) {
      total += chunk.length;
      if (total > maxBytes)
        throw new LogFileError(`${file}: more than ${mib(maxBytes)}${gzipped(file) ? ' once inflated' : ''}`);
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        if (held + end - start > maxLineBytes) break;
        parts.push(chunk.subarray(start, end));
        yield { number, text: Buffer.concat(parts).toString('utf8') };
        number += 1;
        parts = [];
        held = 0;
        start = end + 1;
      }
      held += chunk.length - start;
      if (held > maxLineBytes)
        throw new LogFileError(`${file}:${number}: a line longer than ${mib(maxLineBytes)}`);
      parts.push(chunk.subarray(start));
    }
    if (held > 0) yield { number, text: Buffer.concat(parts).toString('utf8') };
  } finally {
    input.destroy();
  }
}

/** An exported log's lines with their numbers, each checked against the format; a bad line throws naming its number. */
export async function* readNumberedLogFile(
  file: string,
  limits: LogFileLimits = {},
): AsyncIterable<{ number: number; line: LogLine }> {
  for await (const { number, text } of rawLines(file, limits)) {
    if (text.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new LogFileError(`${file}:${number}: not JSON`);
    }
    const parsed = logLine.safeParse(json);
    if (!parsed.success)
      throw new LogFileError(
        `${file}:${number}: not an exported event (${parsed.error.issues[0]?.message ?? ''})`,
      );
    yield { number, line: parsed.data };
  }
}

/** The lines of an exported log, checked against the format; a bad line throws naming its line number. */
export async function* readLogFile(file: string, limits: LogFileLimits = {}): AsyncIterable<LogLine> {
  for await (const { line } of readNumberedLogFile(file, limits)) yield line;
}
