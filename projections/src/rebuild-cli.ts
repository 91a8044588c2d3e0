// `npm run projections:rebuild`: rebuilds every read model from the event store into a new version, swaps
// to it and drops the old one, without stopping a running shop (its projections follow the swap).
import { Presets, SingleBar } from 'cli-progress';
import { join } from 'node:path';
import { piiFields } from '@shop/contracts';
import { ConfigError, loadConfig, openEventStore } from '@shop/platform';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteKeyStore } from '@shop/platform/keys/index';
import { createLogger } from '@shop/platform/logger';
import { connectRedis, RedisUnavailableError } from '@shop/platform/redis';
import { rebuildReadModels } from './rebuild';

async function main(): Promise<void> {
  const config = loadConfig();
  // The bar owns the terminal: only warnings and errors are logged unless LOG_LEVEL asks for more.
  const logger = createLogger('projections-rebuild', config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const redis = await connectRedis(config.REDIS_URL, { name: 'projections-rebuild', logger });
  // The users read model needs the personal fields in clear: decrypted with the per-user keys of DATA_DIR.
  const keys = createSqliteKeyStore({ file: join(config.DATA_DIR, 'keys.sqlite') });
  const store = withPersonalData(openEventStore(config), keys, piiFields);
  try {
    const head = await store.headPosition();
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
      store,
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
    await store.close();
    await keys.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RedisUnavailableError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
