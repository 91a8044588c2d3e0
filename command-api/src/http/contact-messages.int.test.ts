import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createLogger } from '@shop/platform/logger';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { createCommandApi } from '../index';
import { readStream, tempSqliteStore } from '../testing/temp-store';

const message = {
  topic: 'suggestion',
  name: 'Yacine',
  email: 'yacine@example.dz',
  phone: '0550 12 34 56',
  message: 'Ajoutez une pizza végétarienne !',
};

describe('POST /api/contactMessages', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let server: LocalServer;
  let base: string;
  beforeAll(async () => {
    ({ store, dispose } = tempSqliteStore());
    const app = express();
    app.use(
      '/api',
      createCommandApi({
        store,
        logger: createLogger('test', 'silent'),
        now: () => new Date('2025-03-01T12:00:00.000Z'),
      }),
    );
    server = await listenLocally(createServer(app));
    base = `${server.url}/api`;
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/contactMessages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('records the message and answers 201 { data: { _id }, position }', async () => {
    const res = await post(message);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { _id: string }; position: string };
    const [recorded] = await readStream(store, `contact-${body.data._id}`);
    expect(recorded?.type).toBe('ContactMessageSubmitted');
    expect(recorded?.data).toEqual({
      ...message,
      messageId: body.data._id,
      submittedAt: '2025-03-01T12:00:00.000Z',
    });
    expect(body.position).toBe(recorded?.position.toString());
  });

  it('a retry with the same Idempotency-Key answers the first result and appends nothing', async () => {
    const first = await (await post(message, { 'Idempotency-Key': 'abc-1' })).json();
    const head = await store.headPosition();
    const retry = await post(message, { 'Idempotency-Key': 'abc-1' });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(first);
    expect(await store.headPosition()).toBe(head);
  });

  it('bad input is a 400 problem with field errors, in the asked language, appending nothing', async () => {
    const head = await store.headPosition();
    const res = await post(
      { ...message, email: 'not-an-email', message: 'x'.repeat(501) },
      { 'Accept-Language': 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { code: string; message: string; errors: Record<string, string> };
    expect(problem.code).toBe('validation.failed');
    expect(Object.keys(problem.errors).sort()).toEqual(['email', 'message']);
    expect(problem.message).toBe('Some fields are invalid.');
    expect(await store.headPosition()).toBe(head);
  });

  it('malformed JSON is a 400 problem; a body over 100kb is a 413 problem', async () => {
    const malformed = await post('{"topic":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('validation.failed');
    const large = await post({ ...message, message: 'x'.repeat(110_000) });
    expect(large.status).toBe(413);
    expect(((await large.json()) as { code: string }).code).toBe('payload.too_large');
  });
});
