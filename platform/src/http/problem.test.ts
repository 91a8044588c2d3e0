import type { Request, Response } from 'express';
import { DomainError } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppendTooLarge, EventStoreUnavailable, WrongExpectedRevision } from '../eventstore/port';
import { createLogger } from '../logger';
import { createProblemMiddleware, notFoundHandler, problemFor, sendProblem } from './problem';

// A response that records what the middleware answers (pure mapping: no server needed here).
const fakeExchange = (acceptLanguage?: string) => {
  const sent: { status?: number; type?: string; body?: unknown; headers: Record<string, string> } = {
    headers: {},
  };
  const req = {
    method: 'POST',
    originalUrl: '/api/x',
    headers: { 'accept-language': acceptLanguage },
  } as unknown as Request;
  const res = {
    req,
    headersSent: false,
    set statusCode(code: number) {
      sent.status = code;
    },
    setHeader(name: string, value: string | number) {
      sent.headers[name] = String(value);
      if (name === 'Content-Type') sent.type = String(value);
    },
    end(text: string) {
      sent.body = JSON.parse(text);
    },
  } as unknown as Response;
  return { req, res, sent };
};

const silentLogger = createLogger('test', 'silent');
const answer = (error: unknown, acceptLanguage?: string) => {
  const { req, res, sent } = fakeExchange(acceptLanguage);
  let passedOn: unknown;
  createProblemMiddleware({ logger: silentLogger })(error, req, res, (e?: unknown) => (passedOn = e));
  return { ...sent, passedOn };
};

describe('problem mapping', () => {
  it('a DomainError answers its code, status and the message in the asked language', () => {
    const { status, type, body } = answer(new DomainError('product.not_found'), 'en-GB,en;q=0.9');
    expect(status).toBe(404);
    expect(type).toBe('application/problem+json; charset=utf-8');
    expect(body).toEqual({
      type: 'urn:problem:product.not_found',
      title: 'Product not found.',
      status: 404,
      code: 'product.not_found',
      message: 'Product not found.',
    });
  });

  it('French is the default language; Arabic when asked', () => {
    expect(answer(new DomainError('category.exists')).body).toMatchObject({
      message: 'Cette catégorie existe déjà.',
    });
    expect(answer(new DomainError('category.exists'), 'ar').body).toMatchObject({
      message: 'هذه الفئة موجودة بالفعل.',
    });
  });

  it('a DomainError with a specific message and field errors keeps them', () => {
    const error = new DomainError('validation.failed', 'Le prix doit être positif.', {
      price: 'must be > 0',
    });
    expect(answer(error)).toMatchObject({
      status: 400,
      body: {
        code: 'validation.failed',
        message: 'Le prix doit être positif.',
        errors: { price: 'must be > 0' },
      },
    });
  });

  it('a ZodError is a 400 validation.failed with a message per field path', () => {
    const schema = z.object({
      name: z.string().min(1, 'name is required'),
      portions: z.array(z.object({ price: z.number() })),
    });
    const parsed = schema.safeParse({ name: '', portions: [{ price: 'x' }] });
    expect(parsed.success).toBe(false);
    const { status, body } = answer(parsed.error);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation.failed', message: 'Certains champs sont invalides.' });
    expect((body as { errors: Record<string, string> }).errors).toEqual({
      name: 'name is required',
      'portions.0.price': expect.any(String),
    });
  });

  it('a ZodError about the whole value sits under _', () => {
    const parsed = z.string().safeParse(42);
    expect(problemFor(parsed.error).opts.errors).toEqual({ _: expect.any(String) });
  });

  it('a WrongExpectedRevision is a 409 concurrency.conflict', () => {
    expect(answer(new WrongExpectedRevision('product-1', 3n, 4n))).toMatchObject({
      status: 409,
      body: { code: 'concurrency.conflict' },
    });
  });

  it('body-parser failures: bad JSON is 400, too large is 413, other client errors 400', () => {
    const parseFailed = Object.assign(new SyntaxError('Unexpected token'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(answer(parseFailed)).toMatchObject({
      status: 400,
      body: { code: 'validation.failed', errors: { body: expect.any(String) } },
    });
    const tooLarge = Object.assign(new Error('request entity too large'), {
      type: 'entity.too.large',
      status: 413,
    });
    expect(answer(tooLarge)).toMatchObject({ status: 413, body: { code: 'payload.too_large' } });
    const badCharset = Object.assign(new Error('unsupported charset'), {
      type: 'charset.unsupported',
      status: 415,
    });
    expect(answer(badCharset)).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });

  it('any error carrying a 4xx status or statusCode (a URL express cannot decode) is a 400 request.invalid', () => {
    // what express 5's router throws for `/api/products/%E0%A4%A`: a 400 without a `type`
    const badUrl = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), {
      status: 400,
      statusCode: 400,
    });
    expect(answer(badUrl, 'en')).toMatchObject({
      status: 400,
      body: { code: 'request.invalid', message: 'The request is malformed.' },
    });
    expect(answer(Object.assign(new Error('x'), { statusCode: 405 }))).toMatchObject({
      status: 400,
      body: { code: 'request.invalid' },
    });
    expect(answer(Object.assign(new Error('x'), { status: 413 }))).toMatchObject({
      status: 413,
      body: { code: 'payload.too_large' },
    });
    // a 5xx status is not the client's fault
    expect(answer(Object.assign(new Error('x'), { status: 502 }))).toMatchObject({ status: 500 });
  });

  it('Redis going away (ioredis giving up, refused, closed) is a 503 unavailable', () => {
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    for (const error of [
      maxRetries,
      new Error('Connection is closed.'),
      new Error('connect ECONNREFUSED 127.0.0.1:6379'),
    ])
      expect(answer(error), error.message).toMatchObject({ status: 503, body: { code: 'unavailable' } });
  });

  it('the event store not answering is a 503 unavailable; events too large for one append a 413', () => {
    expect(answer(new EventStoreUnavailable('EventStoreDB at esdb:2113 does not answer: …'))).toMatchObject({
      status: 503,
      body: { code: 'unavailable' },
    });
    expect(answer(new AppendTooLarge('product-1', 1_200_000, 2))).toMatchObject({
      status: 413,
      body: { code: 'payload.too_large' },
    });
  });

  it('a rate_limited problem carries the wait in minutes in its title and message, and a Retry-After header', () => {
    const { res, sent } = fakeExchange('en');
    sendProblem(res, 'rate_limited', { retryAfterSeconds: 899 });
    expect(sent).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '899' },
      body: {
        code: 'rate_limited',
        title: 'Too many attempts. Try again in 15 min.',
        message: 'Too many attempts. Try again in 15 min.',
        retryAfterSeconds: 899,
      },
    });
    const short = fakeExchange('fr');
    sendProblem(short.res, 'rate_limited', { retryAfterSeconds: 42 });
    expect(short.sent).toMatchObject({ body: { message: 'Trop de tentatives. Réessayez dans 1 min.' } });
  });

  it('anything else is a 500 internal that does not leak the error', () => {
    const { status, body } = answer(new TypeError('cannot read properties of undefined (secret)'));
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 'internal', message: 'Une erreur est survenue!' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(answer('a thrown string')).toMatchObject({ status: 500 });
  });

  it('passes the error on when the answer has already started', () => {
    const { req, res } = fakeExchange();
    (res as { headersSent: boolean }).headersSent = true;
    let passedOn: unknown;
    const error = new Error('late');
    createProblemMiddleware({ logger: silentLogger })(error, req, res, (e?: unknown) => (passedOn = e));
    expect(passedOn).toBe(error);
  });

  it('notFoundHandler answers a 404 not_found problem', () => {
    const { req, res, sent } = fakeExchange('en');
    notFoundHandler(req, res, () => {});
    expect(sent).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Page not found' } });
  });
});
