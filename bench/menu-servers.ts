// The child process of `npm run bench:menu`: the shop (read-api on Redis read models, seeded demo menu) and a
// bare Node http server answering the same page from the same Redis keys, with the security headers every answer of
// the shop carries (written the cheapest way node:http has, in one writeHead), and one without them for reference.
// Kept apart from the load generator so autocannon never shares an event loop with the servers it measures.
import { createServer, type Server } from 'node:http';
import { Redis } from 'ioredis';
import type { Request, Response } from 'express';
import { securityHeaders } from '@shop/platform/http/security-headers';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import { prepareTestShop } from '../server/src/testing/test-shop';
import { exitWithParent, failBenchChild, sendToParent } from './child-process';

export type ServersReady = { type: 'ready'; shopUrl: string; bareUrl: string; bareWithoutHeadersUrl: string };

const setup = prepareTestShop({
  env: { ...process.env, EVENT_STORE: 'sqlite', LOG_LEVEL: 'silent' },
  builtClient: true,
  name: 'bench',
});
const { prefix } = setup;

/** The headers helmet sets on every answer of the shop, asked of it once, as a flat list of names and values. */
const securityHeaderLines = (publicUrl?: string): string[] => {
  const lines: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (typeof value === 'object' ? value : [value]).forEach((one) => lines.push(name, String(one))),
    removeHeader: () => undefined,
  };
  securityHeaders(publicUrl)({} as Request, recorder as unknown as Response, () => undefined);
  return lines;
};

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

/** GET /api/products?active=true&sort=-createdAt&page=&limit= with nothing but ZRANGE REV + ZCARD (one pipeline), then MGET. */
const bareMenuServer = (redis: Redis, version: number, headerLines: readonly string[]): Server => {
  const keys = readModelKeys(prefix, version);
  const byNewest = keys.products('active', '*', 'createdAt');
  return createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://bench').searchParams;
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 4) || 4));
    const start = (page - 1) * limit;
    redis
      .pipeline()
      .zrange(byNewest, start, String(start + limit - 1), 'REV')
      .zcard(byNewest)
      .exec()
      .then(async (replies) => {
        const ids = (replies?.[0]?.[1] ?? []) as string[];
        const total = Number(replies?.[1]?.[1] ?? 0);
        const docs = ids.length > 0 ? await redis.mget(ids.map((id) => keys.product(id))) : [];
        const body = `{"data":[${docs.filter((d): d is string => d !== null).join(',')}],"total":${total}}`;
        res.writeHead(200, [
          ...headerLines,
          'content-type',
          'application/json; charset=utf-8',
          'content-length',
          String(Buffer.byteLength(body)),
        ]);
        res.end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
  });
};

const main = async () => {
  const shop = await setup.start();
  const redis = new Redis(setup.config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const version = Number(await redis.get(sharedKeys(prefix).current));
  const bare = bareMenuServer(redis, version, securityHeaderLines(setup.config.PUBLIC_URL));
  const barePort = await listen(bare);
  const bareWithoutHeaders = bareMenuServer(redis, version, []);
  const bareWithoutHeadersPort = await listen(bareWithoutHeaders);

  exitWithParent(async () => {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await new Promise<void>((resolve) => bareWithoutHeaders.close(() => resolve()));
    redis.disconnect();
    await setup.stop().catch(() => undefined);
  });
  await sendToParent({
    type: 'ready',
    shopUrl: shop.url,
    bareUrl: `http://127.0.0.1:${barePort}`,
    bareWithoutHeadersUrl: `http://127.0.0.1:${bareWithoutHeadersPort}`,
  } satisfies ServersReady);
};

main().catch((error: unknown) => failBenchChild(error, setup.stop));
