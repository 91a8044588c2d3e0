import { createServer } from 'node:http';
import express from 'express';
import { route } from '@shop/contracts/http/route';
import { routeSchemas } from '@shop/contracts/http/route-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '@shop/contracts';
import { createLogger } from '../logger';
import { listenLocally, type LocalServer } from '../testing/local-server';
import { createProblemMiddleware } from './problem';
import { jsonText, reply, serveRoute } from './serve-route';

const noteBody = z.object({
  text: z.string().min(1, 'Say something.'),
  tags: z.array(z.string()).default([]),
});
const noteAnswer = z.object({
  data: z.object({ _id: z.string(), text: z.string(), tags: z.array(z.string()) }),
});
const notes = {
  add: route<{ id: string }, z.input<typeof noteBody>, z.output<typeof noteAnswer>>(
    'POST',
    '/boards/:id/notes',
  ),
  clear: route<{ id: string }, undefined, undefined>('DELETE', '/boards/:id/notes'),
};
const pageQuery = z.object({ page: z.coerce.number<number>().int().min(1).default(1) });
const notePage = z.object({ data: z.array(z.string()), total: z.number() });
const pages = route<Record<never, never>, undefined, z.output<typeof notePage>, z.input<typeof pageQuery>>(
  'GET',
  '/notes',
);

describe('serveRoute', () => {
  let server: LocalServer;
  let handled = 0;

  beforeAll(async () => {
    const router = express.Router();
    serveRoute(
      router,
      notes.add,
      routeSchemas(notes.add, { body: noteBody, answer: noteAnswer }),
      ({ params, body }) => {
        handled += 1;
        return reply(
          { data: { _id: `${params.id}-1`, text: body.text, tags: body.tags } },
          { status: 201, headers: { 'X-Note': 'kept' } },
        );
      },
      { before: [express.json()] },
    );
    serveRoute(router, notes.clear, { answer: z.undefined() }, () => undefined);
    // A page joined from stored JSON, and a bad query answered with the service's own problem (read-api's way).
    serveRoute(
      router,
      pages,
      routeSchemas(pages, { query: pageQuery, answer: notePage }),
      ({ query }) => jsonText<z.output<typeof notePage>>(`{"data":["note ${query.page}"],"total":1}`),
      {
        invalid: (errors, req) =>
          new DomainError('query.invalid', `bad query (${req.headers['accept-language']})`, errors),
      },
    );
    const app = express();
    app.use('/api', router);
    app.use(createProblemMiddleware({ logger: createLogger('test', 'silent') }));
    server = await listenLocally(createServer(app));
  });
  afterAll(() => server.close());

  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
  };

  it('answers the handler’s typed answer with its status and headers, the body parsed with its defaults', async () => {
    const res = await send('POST', '/boards/b%201/notes', { text: 'hello' });
    expect(res).toMatchObject({ status: 201, body: { data: { _id: 'b 1-1', text: 'hello', tags: [] } } });
    expect(res.headers.get('x-note')).toBe('kept');
  });

  it('a body that does not fit its schema is a 400 validation problem with the fields’ errors, before the handler', async () => {
    const before = handled;
    const res = await send('POST', '/boards/b1/notes', { text: '', tags: [3] });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      code: 'validation.failed',
      errors: { text: 'Say something.', 'tags.0': expect.any(String) },
    });
    expect(handled).toBe(before);
  });

  it('a jsonText answer is sent as written, JSON without an ETag; `invalid` answers a bad query', async () => {
    const res = await send('GET', '/notes?page=2');
    expect(res).toMatchObject({ status: 200, body: { data: ['note 2'], total: 1 } });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('etag')).toBeNull();
    expect(await send('GET', '/notes?page=0')).toMatchObject({
      status: 400,
      body: { code: 'query.invalid', message: 'bad query (en)', errors: { page: expect.any(String) } },
    });
  });

  it('an undefined answer is a 204 without a body', async () => {
    expect(await send('DELETE', '/boards/b1/notes')).toMatchObject({ status: 204, body: undefined });
  });
});
