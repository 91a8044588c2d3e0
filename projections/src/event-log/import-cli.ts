// `npm run events:import -- shop.jsonl.gz`: see usage below and README "Event log tools".
import { parseArgs } from 'node:util';
import {
  ConfigError,
  EventStoreMissingError,
  loadConfig,
  openStoredEventStore,
  type EventStore,
} from '@shop/platform';
import {
  fromLogLine,
  importLog,
  ImportRefusedError,
  LogFileError,
  readNumberedLogFile,
} from '@shop/platform/eventstore/log/index';
import { logFileLimits, LOG_LIMIT_OPTIONS, LOG_LIMITS_USAGE, UsageError } from './cli-options';
import { describeFailure, verifyEvent } from './verify';
import { progressBar } from './progress';

const usage = `Usage: npm run events:import -- FILE [--create] [--max-mib N]

Loads an exported log (npm run events:export; .gz or plain JSON Lines) into the configured event store
(EVENT_STORE=sqlite: DATA_DIR/events.sqlite, or EVENT_STORE=esdb: ESDB_URL): same streams, same
revisions, same order, events exactly as exported (personal data stays encrypted: copy keys.sqlite
along, see README). Events the store already holds (same id at the same revision) are skipped, so a
second import appends nothing. Import into a store no shop is writing to.

Nothing is written when any event fails: every event is first parsed with today's contracts after the
upcasters, as the shop will read it (an unknown type fails too), and the failures are listed (line,
stream@revision, type, what failed); when the file and the store disagree on a stream (another event
at a revision, a revision missing) the conflicts are listed. On SQLite the import is one transaction:
an event the store still refuses (its id held on another stream) rolls everything back.

  --create      import into a new SQLite store when DATA_DIR/events.sqlite does not exist yet
                (without it, a missing store is refused: a mistyped DATA_DIR creates nothing)
${LOG_LIMITS_USAGE}
  --help        this text`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' }, create: { type: 'boolean' }, ...LOG_LIMIT_OPTIONS },
    allowPositionals: true,
  });
  if (values.help) return void console.log(usage);
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError('one FILE is required');
  const limits = logFileLimits(values);
  const store: EventStore = openStoredEventStore(loadConfig(), {}, { create: values.create === true });
  try {
    let bar: ReturnType<typeof progressBar> | undefined;
    const result = await importLog(store, () => readNumberedLogFile(file, limits), {
      check: (line, number) => {
        const failure = verifyEvent({ ...fromLogLine(line), line: number });
        return failure && describeFailure(failure);
      },
      onAppended: (appended, total) => {
        bar ??= progressBar('Importing', total);
        bar.update(appended);
      },
    });
    bar?.stop();
    console.log(
      `Imported ${result.appended} events into ${result.streams} streams (${result.skipped} already there).`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (
    error instanceof ImportRefusedError ||
    error instanceof LogFileError ||
    error instanceof ConfigError ||
    error instanceof EventStoreMissingError
  )
    console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
