import { createServer } from 'node:http';
import express from 'express';
import { DomainError } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { listenLocally, type LocalServer } from '../testing/local-server';
import { createProblemMiddleware, notFoundHandler } from './problem';

describe('problem+json over HTTP', () => {
  let server: LocalServer;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(express.json({ limit: '1kb' }));
    app.get('/api/products/:id', async () => {
      await Promise.resolve();
      throw new DomainError('product.not_found');
    });
    app.post('/api/contactMessages', (req, res) => {
      const body = z.object({ email: z.email('invalid e-mail') }).parse(req.body);
      res.json(body);
    });
    app.get('/api/boom', () => {
      throw new Error('boom');
    });
    app.use('/api', notFoundHandler);
    app.use(createProblemMiddleware({ logger: createLogger('test', 'silent') }));
    server = await listenLocally(createServer(app));
    base = server.url;
  });
  afterAll(() => server.close());

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, init);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: (await res.json()) as Record<string, unknown>,
    };
  };
  const post = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('an async handler throwing a DomainError answers its problem in the asked language', async () => {
    const res = await call('/api/products/nope', { headers: { 'accept-language': 'ar' } });
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'product.not_found', message: 'المنتج غير موجود.' });
  });

  it('bad fields, bad JSON and a too large body are 4xx problems', async () => {
    const invalid = await call('/api/contactMessages', post('{"email":"not-an-email"}'));
    expect(invalid).toMatchObject({
      status: 400,
      body: { code: 'validation.failed', errors: { email: 'invalid e-mail' } },
    });
    const malformed = await call('/api/contactMessages', post('{"email":'));
    expect(malformed).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
    const huge = await call('/api/contactMessages', post(JSON.stringify({ email: 'x'.repeat(5_000) })));
    expect(huge).toMatchObject({ status: 413, body: { code: 'payload.too_large' } });
  });

  it('an unknown /api route is a 404 not_found problem and a crash is a 500 internal', async () => {
    expect(await call('/api/nothing-here')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'Page non trouvée' },
    });
    expect(await call('/api/boom')).toMatchObject({ status: 500, body: { code: 'internal' } });
  });
});
