// `npm run events:export -- --out shop.jsonl.gz`: see usage below and README "Event log tools".
import { parseArgs } from 'node:util';
import { ConfigError, EventStoreMissingError, loadConfig, openStoredEventStore } from '@shop/platform';
import { selectEvents, writeLogFile } from '@shop/platform/eventstore/log/index';
import { UsageError } from './cli-options';
import { progressBar } from './progress';

const usage = `Usage: npm run events:export -- --out FILE [--stream NAME | --category NAME] [--from-position N]

Writes the events of the configured event store (EVENT_STORE=sqlite: DATA_DIR/events.sqlite, or
EVENT_STORE=esdb: ESDB_URL) to FILE as JSON Lines in global order, gzip-compressed when FILE ends in .gz.
Each line: position, stream, revision, type, data, metadata, createdAt, id, schemaVersion. Works on a
running or a stopped shop.

Personal data is NOT decrypted: it is exported exactly as stored, encrypted with the per-user keys of
DATA_DIR/keys.sqlite, which the export never reads. Whoever has the file without the keys sees no
personal data; an account erased since reads as erased everywhere the file is replayed. A store that
does not exist (DATA_DIR/events.sqlite) is refused, never created.

  --out FILE           where to write (required)
  --stream NAME        one stream, e.g. order-8f2c…
  --category NAME      every stream NAME-…, e.g. order
  --from-position N    only events after position N (the position of the last line of an earlier export)
  --help               this text`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      stream: { type: 'string' },
      category: { type: 'string' },
      'from-position': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return void console.log(usage);
  if (!values.out) throw new UsageError('--out FILE is required');
  const from = values['from-position'];
  if (from !== undefined && !/^\d+$/.test(from)) throw new UsageError('--from-position must be a number');
  const store = openStoredEventStore(loadConfig(), {}, { create: false });
  try {
    const head = await store.headPosition();
    const bar = progressBar('Exporting', Number(head));
    const count = await writeLogFile(
      values.out,
      selectEvents(store, {
        ...(values.stream !== undefined ? { stream: values.stream } : {}),
        ...(values.category !== undefined ? { category: values.category } : {}),
        ...(from !== undefined ? { fromPosition: BigInt(from) } : {}),
      }),
      (event) => {
        if (event.position > 0n) bar.update(Math.min(Number(event.position), bar.getTotal()));
      },
    );
    bar.update(bar.getTotal());
    bar.stop();
    console.log(`Exported ${count} events to ${values.out}.`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof ConfigError || error instanceof EventStoreMissingError)
    console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
