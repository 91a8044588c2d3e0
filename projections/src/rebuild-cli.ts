// `npm run projections:rebuild`: rebuilds every read model from the event store into a new version, swaps
// to it and drops the old one, without stopping a running shop (its projections follow the swap).
// Without DATA_DIR/keys.sqlite every personal field would read as erased (users dropped, order views blanked): it
// refuses, naming the file, unless `--allow-missing-keys` says that is meant.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '@shop/platform/config';

const allowMissingKeysFlag = '--allow-missing-keys';

async function main(): Promise<void> {
  const config = loadConfig();
  const keysFile = join(config.DATA_DIR, 'keys.sqlite');
  if (!existsSync(keysFile) && !process.argv.includes(allowMissingKeysFlag)) {
    console.error(
      `projections:rebuild: ${keysFile} is missing: without the personal-data keys every user and the personal fields ` +
        `of orders would be dropped. Restore it (or set DATA_DIR), or rerun with ${allowMissingKeysFlag} to rebuild anyway.`,
    );
    process.exitCode = 1;
    return;
  }
  const [
    { Presets, SingleBar },
    { createLogger },
    { connectRedis },
    { openPersonalEventStore },
    { rebuildReadModels },
  ] = await Promise.all([
    import('cli-progress'),
    import('@shop/platform/logger'),
    import('@shop/platform/redis'),
    import('./personal-store'),
    import('./rebuild'),
  ]);
  // The bar owns the terminal: only warnings and errors are logged unless LOG_LEVEL asks for more.
  const logger = createLogger('projections-rebuild', config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const redis = await connectRedis(config.REDIS_URL, { name: 'projections-rebuild', logger });
  const log = openPersonalEventStore(config, { readOnly: true });
  try {
    const head = await log.store.headPosition();
    const bar = new SingleBar(
      {
        format:
          'Rebuilding read models [{bar}] {percentage}% | position {value}/{total} | {events} events | {eta_formatted} left',
        hideCursor: true,
      },
      Presets.shades_classic,
    );
    bar.start(Math.max(Number(head), 0), 0, { events: 0 });
    const result = await rebuildReadModels({
      store: log.store,
      redis,
      prefix: config.REDIS_PREFIX,
      logger,
      onProgress: ({ position, events }) => {
        if (Number(position) > bar.getTotal()) bar.setTotal(Number(position)); // the log grew meanwhile
        bar.update(Number(position), { events });
      },
    });
    bar.update(bar.getTotal(), { events: result.events });
    bar.stop();
    const seconds = result.durationMs / 1000;
    const rate = seconds > 0 ? Math.round(result.events / seconds) : result.events;
    console.log(
      `Read models rebuilt: version ${result.version} (was ${result.previousVersion ?? 'none'}), ${result.events} events ` +
        `up to position ${result.position < 0n ? 'none' : String(result.position)} in ${seconds.toFixed(2)} s (${rate} events/s).`,
    );
    const deleted = await result.cleanup;
    if (result.previousVersion !== null)
      console.log(`Old version ${result.previousVersion} dropped: ${deleted} keys deleted.`);
  } finally {
    await redis.quit();
    await log.close();
  }
}

main().catch(async (error: unknown) => {
  const { RedisUnavailableError } = await import('@shop/platform/redis');
  if (error instanceof ConfigError || error instanceof RedisUnavailableError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
