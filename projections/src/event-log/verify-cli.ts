// `npm run events:verify [-- FILE]`: see usage below.
import { parseArgs } from 'node:util';
import { ConfigError, EventStoreMissingError, loadConfig, openStoredEventStore } from '@shop/platform';
import {
  fromLogLine,
  LogFileError,
  readNumberedLogFile,
  type LogFileLimits,
} from '@shop/platform/eventstore/log/index';
import { logFileLimits, LOG_LIMIT_OPTIONS, LOG_LIMITS_USAGE, UsageError } from './cli-options';
import { describeFailure, verifyEvents, type VerifiedEvent } from './verify';
import { progressBar } from './progress';

const usage = `Usage: npm run events:verify [-- FILE] [--max-mib N]

Parses every event of the configured event store (or of FILE, an export) with today's contracts, after
the upcasters, as the projections will read it; lists each event that fails (line of FILE, stream,
revision, type, the schema's complaint; a type no contract knows fails too) and exits 1 if any does.
Personal data is not decrypted (checked as erased). A store that does not exist (DATA_DIR/events.sqlite)
is refused, never created.

${LOG_LIMITS_USAGE}
  --help        this text`;

async function* fromFile(file: string, limits: LogFileLimits): AsyncIterable<VerifiedEvent> {
  for await (const { number, line } of readNumberedLogFile(file, limits))
    yield { ...fromLogLine(line), line: number };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' }, ...LOG_LIMIT_OPTIONS },
    allowPositionals: true,
  });
  if (values.help) return void console.log(usage);
  if (positionals.length > 1) throw new UsageError('one FILE at most');
  const file = positionals[0];
  const limits = logFileLimits(values);
  const store = file === undefined ? openStoredEventStore(loadConfig(), {}, { create: false }) : undefined;
  try {
    const head = store ? Number(await store.headPosition()) : 0;
    const bar = store ? progressBar('Verifying', head) : undefined;
    const result = await verifyEvents(store ? store.readAll() : fromFile(file!, limits), (event) => {
      if (bar && event.position > 0n) bar.update(Math.min(Number(event.position), head));
    });
    bar?.update(head);
    bar?.stop();
    for (const failure of result.failures) console.log(describeFailure(failure));
    console.log(
      `Verified ${result.checked} events from ${file ?? 'the event store'}: ` +
        (result.failures.length === 0 ? 'all match their contracts.' : `${result.failures.length} do not.`),
    );
    if (result.failures.length > 0) process.exitCode = 1;
  } finally {
    await store?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (
    error instanceof LogFileError ||
    error instanceof ConfigError ||
    error instanceof EventStoreMissingError
  )
    console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
