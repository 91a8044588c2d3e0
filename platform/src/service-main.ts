// The start/stop of each compose service (command-api, read-api, projections, workers `src/main.ts`): load the
// configuration, start, and stop gracefully on SIGTERM/SIGINT. A bad variable or a missing Redis is one clear line
// on stderr and exit code 1, not a stack trace.
import { createServer, type RequestListener, type Server } from 'node:http';
import { ConfigError, loadConfig, productionCheck, type Config, type RequiredInProduction } from './config';
import { createLogger, type Logger } from './logger';
import { EventStoreUnavailable } from './eventstore/port';
import { RedisUnavailableError } from './redis';

export type ServiceContext = {
  config: Config;
  logger: Logger;
  /** Registers what to close on stop; closed in reverse order (also when the start fails half-way). */
  onStop(close: () => unknown): void;
};

const STOP_GRACE_MS = 10_000;

const oneLine = (error: unknown): string =>
  error instanceof ConfigError ||
  error instanceof RedisUnavailableError ||
  error instanceof EventStoreUnavailable
    ? error.message
    : (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE'
      ? `Port already in use: ${(error as Error).message}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);

/**
 * Runs a service until SIGTERM/SIGINT; `start` opens everything and registers the closes with `onStop`.
 * `requiredInProduction`: what the service refuses to start without in the production shape, besides PUBLIC_URL.
 */
export function runService(
  name: string,
  start: (ctx: ServiceContext) => Promise<void>,
  options: { requiredInProduction?: RequiredInProduction } = {},
): void {
  const closes: (() => unknown)[] = [];
  const closeAll = async (logger?: Logger) => {
    for (const close of closes.splice(0).reverse()) {
      try {
        await close();
      } catch (err) {
        logger?.warn({ err }, `${name}: error while closing`);
      }
    }
  };
  const fail = async (error: unknown, logger?: Logger) => {
    console.error(`${name}: ${oneLine(error)}`);
    await closeAll(logger);
    process.exit(1);
  };

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    void fail(error);
    return;
  }
  // The production shape's address (and what this service needs), checked once per service (config.ts): missing
  // refuses, loopback/http warns.
  const address = productionCheck(config, process.env, options.requiredInProduction);
  if (address.refuse) {
    void fail(new ConfigError([address.refuse]));
    return;
  }
  if (address.warn) console.error(`${name}: ${address.warn}`);
  const logger = createLogger(name, config.LOG_LEVEL);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} stopping`);
    setTimeout(() => {
      console.error(`${name}: not stopped after ${STOP_GRACE_MS / 1000} s; exiting`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    void closeAll(logger).then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  start({ config, logger, onStop: (close) => void closes.push(close) }).catch((error: unknown) =>
    fail(error, logger),
  );
}

/** How long a stop lets the requests in flight finish before their connections are cut. */
const DRAIN_MS = 2_000;

/**
 * Listens with an express app on PORT (HOST or every interface). On stop it stops accepting, runs what `setup`
 * returned (read-api: close its WebSockets with 1001, which would otherwise hold `server.close` forever), closes idle
 * connections and drains the requests in flight, cutting what is still open after DRAIN_MS.
 */
export async function listenHttp(
  app: RequestListener,
  ctx: ServiceContext,
  setup: (server: Server) => void | (() => Promise<void>) = () => undefined,
): Promise<Server> {
  const server = createServer(app);
  const beforeDrain = setup(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ctx.config.PORT, process.env.HOST || '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  ctx.onStop(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    try {
      if (beforeDrain) await beforeDrain();
    } catch (err) {
      // A failed pre-drain step (read-api's WebSocket close) must not leave the connections open forever.
      ctx.logger.warn({ err }, 'before-drain step failed; draining anyway');
    }
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    await closed;
    clearTimeout(cut);
  });
  ctx.logger.info({ port: ctx.config.PORT }, 'listening');
  return server;
}
