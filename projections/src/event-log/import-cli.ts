// `npm run events:import -- shop.jsonl.gz`: see usage below and README "Event log tools".
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, openStoredEventStore } from '@shop/platform';
import {
  importLog,
  ImportConflictError,
  LogFileError,
  readLogFile,
  type LogLine,
} from '@shop/platform/eventstore/log/index';
import { progressBar } from './progress';

const usage = `Usage: npm run events:import -- FILE

Loads an exported log (npm run events:export; .gz or plain JSON Lines) into the configured event store
(EVENT_STORE=sqlite: DATA_DIR/events.sqlite, or EVENT_STORE=esdb: ESDB_URL): same streams, same
revisions, same order, events exactly as exported (personal data stays encrypted: copy keys.sqlite
along, see README). Events the store already holds (same id at the same revision) are skipped, so a
second import appends nothing. When the file and the store disagree on a stream (another event at a
revision, a revision missing), nothing is written and the conflicts are listed. Import into a store no
shop is writing to.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) return void console.log(usage);
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(usage);
    process.exitCode = 1;
    return;
  }
  const lines: LogLine[] = [];
  for await (const line of readLogFile(file)) lines.push(line);
  const store = openStoredEventStore(loadConfig());
  try {
    const bar = progressBar('Importing', lines.length);
    const result = await importLog(store, lines, (appended) => bar.update(appended));
    bar.update(bar.getTotal());
    bar.stop();
    console.log(
      `Imported ${result.appended} events into ${result.streams} streams (${result.skipped} already there).`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ImportConflictError || error instanceof LogFileError || error instanceof ConfigError)
    console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
