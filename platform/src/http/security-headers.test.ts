import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

/** The headers helmet leaves on a response. */
const headersOf = (publicUrl?: string) => {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  securityHeaders(publicUrl)(
    { method: 'GET', url: '/' } as Request,
    res as unknown as Response,
    () => undefined,
  );
  return Object.fromEntries(headers);
};

describe('security headers', () => {
  it.each([undefined, 'http://shop.local', 'https://shop.example'])(
    'forbid framing, drop x-powered-by, and pin https only when the shop is served over it (PUBLIC_URL %s)',
    (publicUrl) => {
      const headers = headersOf(publicUrl);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect('x-powered-by' in headers).toBe(false);
      expect('strict-transport-security' in headers).toBe(publicUrl?.startsWith('https:') ?? false);
    },
  );
});
