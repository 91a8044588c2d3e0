import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RedisUnavailableError, connectRedis, redactRedisUrl } from './redis';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('connectRedis', () => {
  it('connects to the running Redis under the given client name', async () => {
    const redis = await connectRedis('redis://127.0.0.1:6379', { name: 'platform-test' });
    try {
      expect(await redis.ping()).toBe('PONG');
      expect(await redis.client('GETNAME')).toBe('platform-test');
    } finally {
      redis.disconnect();
    }
  });

  it('fails fast with one clear line when nothing answers', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const startedAt = Date.now();
    const error = await connectRedis(url, { name: 'nobody-home' }).catch((e: unknown) => e);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect((error as Error).message).toBe(
      `Redis does not answer at ${url}: start it with 'redis-server --daemonize yes' or set REDIS_URL`,
    );
  });

  it('also fails fast when a server accepts the connection but never answers', async () => {
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const error = await connectRedis(`redis://127.0.0.1:${port}`, {
        name: 'silent',
        connectTimeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedisUnavailableError);
    } finally {
      silent.close();
    }
  });
});

describe('redactRedisUrl', () => {
  it('hides the password', () => {
    expect(redactRedisUrl('redis://user:s3cret@cache:6379/1')).toBe('redis://user:***@cache:6379/1');
    expect(redactRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});
