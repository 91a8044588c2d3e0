// req.ip behind the gateway cannot be chosen by the client: the rate limit of a route counts the gateway's view of
// the caller, whatever the caller writes in X-Forwarded-For. Real HTTP and Redis, the setting of src/main.ts.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_TRUST_PROXY, trustGateway } from '@shop/platform/http/trust-proxy';
import { createLimiter, rateLimited } from '@shop/platform/rate-limit/index';
import { connectRedis, type Redis } from '@shop/platform/redis';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';

let redis: Redis;
let server: LocalServer;
let base: string;
const prefix = `test:${randomUUID().slice(0, 8)}:`;

beforeAll(async () => {
  redis = await connectRedis('redis://127.0.0.1:6379', { name: 'gateway-ip-test' });
  const app = express();
  trustGateway(app);
  const limiter = createLimiter(redis, prefix, 'probe', { points: 2, durationSeconds: 60 });
  app.post(
    '/probe',
    rateLimited((req) => [{ limiter, key: req.ip ?? 'unknown' }]),
    (req, res) => {
      res.json({ ip: req.ip });
    },
  );
  server = await listenLocally(createServer(app));
  base = server.url;
});
afterAll(async () => {
  await server?.close();
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
});

describe('behind the gateway', () => {
  it('trusts one hop only', () => {
    expect(GATEWAY_TRUST_PROXY).toBe(1);
  });

  it('req.ip is the address the gateway saw, not one the client forged; forged addresses do not dodge the limit', async () => {
    // The gateway's entry is the right-most one (nginx sets it to $remote_addr); anything left of it is the client's.
    const call = (forged: string) =>
      fetch(`${base}/probe`, { method: 'POST', headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` } });
    const first = await call('1.1.1.1');
    expect(first.status).toBe(200);
    expect(((await first.json()) as { ip: string }).ip).toBe('203.0.113.7');
    expect((await call('2.2.2.2')).status).toBe(200);
    expect((await call('3.3.3.3')).status).toBe(429);
  });
});
