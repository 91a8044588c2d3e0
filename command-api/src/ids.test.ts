import { describe, expect, it } from 'vitest';
import { deterministicId } from './ids';

describe('deterministicId', () => {
  it('is a version-5-shaped UUID, stable for the same key, stream and index', () => {
    const id = deterministicId('key-1', 'product-margherita', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicId('key-1', 'product-margherita', 0)).toBe(id);
  });
  it('gives the ids it always gave: a request retried after an upgrade appends nothing new', () => {
    expect(deterministicId('key-1', 'product-margherita', 0)).toBe('2f27d7df-cc78-505b-8b2b-23c1881133ea');
    expect(deterministicId('u1:POST /orders:k', 'order-x', 3)).toBe('2318771e-bf5f-529c-b154-9ebd6d0bcea4');
  });
  it('differs when the key, the stream or the index differs', () => {
    const ids = new Set([
      deterministicId('key-1', 's', 0),
      deterministicId('key-2', 's', 0),
      deterministicId('key-1', 't', 0),
      deterministicId('key-1', 's', 1),
    ]);
    expect(ids.size).toBe(4);
  });
});
