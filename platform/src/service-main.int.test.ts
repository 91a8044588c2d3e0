import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { listenHttp, type ServiceContext } from './service-main';

describe('listenHttp stop', () => {
  it('drains and cuts the connections also when the before-drain step throws', async () => {
    const closes: (() => unknown)[] = [];
    const warnings: unknown[] = [];
    const logger = createLogger('drain-test', 'silent');
    logger.warn = ((obj: unknown) => void warnings.push(obj)) as typeof logger.warn;
    const ctx: ServiceContext = {
      config: { ...loadConfig(), PORT: 0 },
      logger,
      onStop: (close) => void closes.push(close),
    };
    process.env.HOST = '127.0.0.1';
    // A request that never gets an answer: only the stop's cut ends its connection.
    const server = await listenHttp(
      () => undefined,
      ctx,
      () => async () => {
        throw new Error('websocket close failed');
      },
    );
    delete process.env.HOST;
    const { port } = server.address() as AddressInfo;
    const ended = new Promise<string>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/' }, () => resolve('answered'));
      req.on('error', (e) => resolve(`cut: ${e.message}`));
      req.end();
    });
    await new Promise((r) => setTimeout(r, 100));
    const stop = Promise.resolve(closes[0]!());
    await expect(stop).resolves.toBeUndefined();
    expect(await ended).toMatch(/^cut/);
    expect(server.listening).toBe(false);
    expect(warnings).toHaveLength(1);
  }, 8_000);
});
