import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './logger';

export type { Redis };

export class RedisUnavailableError extends Error {
  constructor(
    readonly url: string,
    cause?: unknown,
  ) {
    super(`Redis does not answer at ${url}: start it with 'redis-server --daemonize yes' or set REDIS_URL`, {
      cause,
    });
    this.name = 'RedisUnavailableError';
  }
}

/** The URL without its password, fit for a log line or an error message. */
export const redactRedisUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
};

const reconnectDelayMs = (attempt: number) => Math.min(attempt * 100, 2_000);

export type ConnectRedisOptions = {
  /** CLIENT SETNAME, to tell the connections apart in `CLIENT LIST`. */
  name: string;
  /** Where connection errors after startup go; without it they are dropped (ioredis reconnects by itself). */
  logger?: Logger;
  connectTimeoutMs?: number;
  /** Extra ioredis options (BullMQ wants `maxRetriesPerRequest: null`). */
  options?: RedisOptions;
  /**
   * The commands asked for during one turn of the event loop go out as one write (ioredis `enableAutoPipelining`):
   * for a connection many callers share with small commands. Its duplicates inherit it; a blocking connection
   * (BullMQ's workers) is duplicated without it.
   */
  autoPipelining?: boolean;
};

/**
 * Connects once and fails fast with one clear RedisUnavailableError when Redis does not answer.
 * Once connected, ioredis reconnects normally after a lost connection.
 */
export const connectRedis = async (url: string, opts: ConnectRedisOptions): Promise<Redis> => {
  const client = new Redis(url, {
    ...opts.options,
    ...(opts.autoPipelining ? { enableAutoPipelining: true } : {}),
    connectionName: opts.name,
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 2_000,
    retryStrategy: () => null,
  });
  let lastError: unknown;
  const rememberError = (error: unknown) => (lastError = error);
  client.on('error', rememberError);
  const timeoutMs = opts.connectTimeoutMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  // connectTimeout only covers the TCP connect: a server that accepts but never answers is caught here.
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([client.connect().then(() => client.ping()), silence]);
  } catch (error) {
    client.disconnect();
    throw new RedisUnavailableError(redactRedisUrl(url), lastError ?? error);
  } finally {
    clearTimeout(timer);
    client.off('error', rememberError);
  }
  client.options.retryStrategy = opts.options?.retryStrategy ?? reconnectDelayMs;
  client.on('error', (error: Error) =>
    opts.logger?.warn({ err: error, redis: opts.name }, 'Redis connection error'),
  );
  return client;
};
