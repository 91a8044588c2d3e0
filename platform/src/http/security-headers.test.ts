import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { helmetHeaderWrites, securityHeaderLines, securityHeaders } from './security-headers';

/** The headers helmet itself leaves on a response, run the usual way (per request). */
const helmetPerRequest = (publicUrl?: string) => {
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

const writtenAhead = (publicUrl?: string) => {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const { set, removed } = helmetHeaderWrites(publicUrl);
  for (const [name, value] of set) headers.set(name.toLowerCase(), value);
  for (const name of removed) headers.delete(name.toLowerCase());
  return Object.fromEntries(headers);
};

describe('security headers written ahead', () => {
  it.each([undefined, 'http://shop.local', 'https://shop.example'])(
    'are the headers helmet writes per request (PUBLIC_URL %s)',
    (publicUrl) => {
      const expected = helmetPerRequest(publicUrl);
      expect(writtenAhead(publicUrl)).toEqual(expected);
      expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
      expect('x-powered-by' in expected).toBe(false);
      expect('strict-transport-security' in expected).toBe(publicUrl?.startsWith('https:') ?? false);
    },
  );

  it.each([undefined, 'https://shop.example'])(
    'as flat lines of names and values, are the headers helmet writes per request (PUBLIC_URL %s)',
    (publicUrl) => {
      const lines = securityHeaderLines(publicUrl);
      const headers = new Map<string, unknown>();
      for (let i = 0; i < lines.length; i += 2) headers.set(lines[i]!.toLowerCase(), lines[i + 1]);
      const expected = helmetPerRequest(publicUrl);
      expect(Object.fromEntries(headers)).toEqual(
        Object.fromEntries(Object.entries(expected).map(([name, value]) => [name, String(value)])),
      );
    },
  );
});
