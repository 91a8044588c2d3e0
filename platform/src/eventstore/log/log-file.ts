// The file format of an exported event log (`npm run events:export`): JSON Lines, one stored event per line in
// global order, gzip when the file name ends in .gz. Data and metadata are exactly as stored: personal fields stay
// encrypted (`enc:v1:…`), and the schema version is the one the event was written with.
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
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

/** The lines of an exported log, checked against the format; a bad line throws naming its line number. */
export async function* readLogFile(file: string): AsyncIterable<LogLine> {
  const input = createReadStream(file);
  const text = gzipped(file) ? input.pipe(createGunzip()) : input;
  input.on('error', (err) => text.destroy(err));
  let n = 0;
  for await (const raw of createInterface({ input: text, crlfDelay: Infinity })) {
    n += 1;
    if (raw.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new LogFileError(`${file}:${n}: not JSON`);
    }
    const parsed = logLine.safeParse(json);
    if (!parsed.success)
      throw new LogFileError(
        `${file}:${n}: not an exported event (${parsed.error.issues[0]?.message ?? ''})`,
      );
    yield parsed.data;
  }
}
