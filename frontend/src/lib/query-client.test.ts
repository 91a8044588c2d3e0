import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { defaultRetry, retryUnlessNotFound } from './query-client';

const problem = (status: number) =>
  new ApiError({
    type: 'about:blank',
    title: 't',
    status,
    code: status === 404 ? 'not_found' : 'internal',
    message: 'm',
  });

describe('retry policies', () => {
  it('never retries a 4xx by default, retries other failures twice', () => {
    expect(defaultRetry(0, problem(400))).toBe(false);
    expect(defaultRetry(0, problem(404))).toBe(false);
    expect(defaultRetry(0, problem(500))).toBe(true);
    expect(defaultRetry(1, new Error('network'))).toBe(true);
    expect(defaultRetry(2, problem(503))).toBe(false);
  });
  it('product/order fetches retry 6 times except on 404', () => {
    expect(retryUnlessNotFound(0, problem(404))).toBe(false);
    expect(retryUnlessNotFound(5, problem(500))).toBe(true);
    expect(retryUnlessNotFound(6, problem(500))).toBe(false);
  });
});
