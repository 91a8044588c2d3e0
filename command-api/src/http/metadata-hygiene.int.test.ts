// What a public request leaves in the event log's metadata: a correlation id only when it is a short token, the
// Idempotency-Key only hashed, no IP; and POST /contactMessages is rate-limited per IP (real HTTP, SQLite, Redis).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { createLogger } from '@shop/platform/logger';
import { connectRedis, type Redis } from '@shop/platform/redis';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createCommandApi } from '../index';
import { tempSqliteStore } from '../testing/temp-store';
import { contactMessageRateLimit } from './contact-messages';

const message = {
  topic: 'suggestion',
  name: 'Yacine',
  email: 'yacine@example.dz',
  phone: '0550 12 34 56',
  message: 'Ajoutez une pizza végétarienne !',
};
const prefix = `test:${randomUUID().slice(0, 8)}:`;

let store: EventStore;
let dispose: () => Promise<void>;
let redis: Redis;
let server: LocalServer;
let base: string;
beforeAll(async () => {
  ({ store, dispose } = tempSqliteStore());
  redis = await connectRedis('redis://127.0.0.1:6379', { name: 'metadata-hygiene-test' });
  const app = express();
  app.use('/api/contactMessages', contactMessageRateLimit(redis, prefix, { points: 4, durationSeconds: 60 }));
  app.use('/api', createCommandApi({ store, logger: createLogger('test', 'silent') }));
  server = await listenLocally(createServer(app));
  base = `${server.url}/api`;
});
afterAll(async () => {
  await server?.close();
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
  await dispose();
});

const post = (headers: Record<string, string> = {}) =>
  fetch(`${base}/contactMessages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(message),
  });
const metadataOf = async (res: Response) => {
  const { data } = (await res.json()) as { data: { _id: string } };
  const events: RecordedEvent[] = [];
  for await (const e of store.readStream(`contact-${data._id}`)) events.push(e);
  return events[0]!.metadata as Record<string, unknown>;
};

describe('event metadata of a public request', () => {
  it('keeps a short X-Correlation-Id, replaces a long or odd one, stores the key hashed and no IP', async () => {
    const kept = await metadataOf(await post({ 'X-Correlation-Id': 'req_42-abc' }));
    expect(kept.correlationId).toBe('req_42-abc');
    expect(kept).not.toHaveProperty('ip');

    const long = await metadataOf(await post({ 'X-Correlation-Id': 'x'.repeat(65) }));
    expect(long.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await metadataOf(await post({ 'X-Correlation-Id': 'a b<script>' }));
    expect(odd.correlationId).toMatch(/^[0-9a-f-]{36}$/);

    const keyed = await metadataOf(await post({ 'Idempotency-Key': 'my-very-own-key-123' }));
    expect(keyed.causationId).toMatch(/^idem:[0-9a-f]{32}$/);
    expect(JSON.stringify(keyed)).not.toContain('my-very-own-key-123');
    expect(JSON.stringify(keyed)).not.toContain('127.0.0.1');
  });

  it('rate-limits POST /contactMessages per IP: 429 with Retry-After beyond the limit', async () => {
    const res = await post();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
  });
});
