// `npm run events:verify [-- FILE]`: see usage below.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, openStoredEventStore } from '@shop/platform';
import { fromLogLine, LogFileError, readLogFile } from '@shop/platform/eventstore/log/index';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { describeFailure, verifyEvents } from './verify';
import { progressBar } from './progress';

const usage = `Usage: npm run events:verify [-- FILE]

Parses every event of the configured event store (or of FILE, an export) with today's contracts, after
the upcasters, as the projections will read it; lists each event that fails (stream, revision, type,
the schema's complaint) and exits 1 if any does. Personal data is not decrypted (checked as erased).`;

async function* fromFile(file: string): AsyncIterable<RecordedEvent> {
  for await (const line of readLogFile(file)) yield fromLogLine(line);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) return void console.log(usage);
  const file = positionals[0];
  const store = file === undefined ? openStoredEventStore(loadConfig()) : undefined;
  try {
    const head = store ? Number(await store.headPosition()) : 0;
    const bar = store ? progressBar('Verifying', head) : undefined;
    const result = await verifyEvents(store ? store.readAll() : fromFile(file!), (event) => {
      if (bar && event.position > 0n) bar.update(Math.min(Number(event.position), head));
    });
    bar?.update(head);
    bar?.stop();
    for (const failure of result.failures) console.log(describeFailure(failure));
    if (result.unchecked.size > 0)
      console.log(
        'Without a read-side contract (not parsed): ' +
          [...result.unchecked].map(([type, n]) => `${type} ×${n}`).join(', '),
      );
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
  if (error instanceof LogFileError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
