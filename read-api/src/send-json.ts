import type { Response } from 'express';

/**
 * Writes a JSON body that is already a string (views are stored as JSON). Skips express's res.send
 * (ETag hashing, charset sniffing): the menu endpoints are the hot path of the shop and answer no-store anyway.
 */
export function sendJson(res: Response, body: string, status = 200): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
