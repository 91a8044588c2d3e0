// `npm start`: the whole shop in one process (see create-shop.ts). Prints the URL; stops cleanly on
// SIGINT/SIGTERM. A missing Redis or a bad variable is one clear line and exit code 1, not a stack trace.
import { ConfigError, loadConfig } from '@shop/platform';
import { RedisUnavailableError } from '@shop/platform/redis';
import { createShop, type Shop } from './create-shop';

/** How long SIGINT/SIGTERM waits for the shop to close before exiting anyway. */
const STOP_GRACE_MS = 10_000;

const fail = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const start = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let shop: Shop;
  try {
    shop = await createShop(config, { host: process.env.HOST || '127.0.0.1' });
  } catch (error) {
    if (error instanceof RedisUnavailableError) fail(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(
        `Port ${config.PORT} is already in use: stop the other server or set PORT (e.g. PORT=3001 npm start)`,
      );
    }
    throw error;
  }

  console.log(`Oran Food is open at ${shop.url}`);
  console.log(
    `Data: ${config.EVENT_STORE === 'sqlite' ? `${config.DATA_DIR}/events.sqlite` : config.ESDB_URL}, Redis: ${config.REDIS_URL} (prefix ${config.REDIS_PREFIX})`,
  );
  console.log(
    `Mail: ${shop.mail.startsWith('outbox:') ? `no SMTP_URL, mails are written as .eml files to ${shop.mail.slice(7)}` : shop.mail}`,
  );
  if (shop.admin.password) {
    console.log(
      `Admin login (shown once, change it in your profile): ${shop.admin.email} / ${shop.admin.password}`,
    );
  } else if (shop.admin.email) {
    console.log(`Admin: ${shop.admin.email}`);
  }
  console.log('Press Ctrl+C to stop.');

  // Ctrl+C reaches this process twice at once (from the terminal and relayed by tsx): only a repeat at
  // least a second later means "stop now".
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < 1_000) return;
      console.error(`${signal} again: stopping now.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: closing the shop …`);
    // Whatever still waits (an outbound call, a stuck client), the shop stops within seconds, as runService's do.
    setTimeout(() => {
      console.error(`The shop did not close within ${STOP_GRACE_MS / 1000} s: stopping now.`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    shop.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
