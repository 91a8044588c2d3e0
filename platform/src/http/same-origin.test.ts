import { describe, expect, it } from 'vitest';
import { fromOwnOrigin } from './same-origin';

describe('fromOwnOrigin', () => {
  it('with PUBLIC_URL: only its origin, whatever Host says', () => {
    const publicUrl = 'https://shop.example/';
    expect(fromOwnOrigin({ origin: 'https://shop.example', host: 'internal:3000' }, publicUrl)).toBe(true);
    expect(fromOwnOrigin({ origin: 'http://shop.example', host: 'shop.example' }, publicUrl)).toBe(false);
    expect(fromOwnOrigin({ origin: 'https://shop.example:8443' }, publicUrl)).toBe(false);
    expect(fromOwnOrigin({ origin: 'null' }, publicUrl)).toBe(false);
  });

  it('without PUBLIC_URL: the host the request was made to, port included', () => {
    expect(fromOwnOrigin({ origin: 'http://localhost:8080', host: 'localhost:8080' })).toBe(true);
    expect(fromOwnOrigin({ origin: 'http://LOCALHOST:8080', host: 'localhost:8080' })).toBe(true);
    expect(fromOwnOrigin({ origin: 'http://localhost:5173', host: 'localhost:8080' })).toBe(false);
    expect(fromOwnOrigin({ origin: 'http://localhost:8080' })).toBe(false);
  });

  it('Sec-Fetch-Site cross-site or same-site refuses; none or same-origin, or no header at all, does not', () => {
    expect(fromOwnOrigin({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(fromOwnOrigin({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(fromOwnOrigin({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(fromOwnOrigin({ 'sec-fetch-site': 'none' })).toBe(true);
    expect(fromOwnOrigin({})).toBe(true);
  });
});
