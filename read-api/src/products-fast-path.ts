// GET /api/products straight from node:http, before express: the menu page is the hot path of the shop, and
// express's layers (app → /api mount → read-api router → its middleware → route) cost more than the page itself.
// Answers exactly what the express route answers (same query parsing and 400s, same body, Cache-Control: no-store);
// anything it is not sure of (another path or method, X-Min-Position, a bad query, a Redis error) goes to express.
import { parse } from 'node:querystring';
import type { Redis } from 'ioredis';
import type { FastPath } from '@shop/platform/http/fast-path';
import { readProductPageJson } from './product-page';
import { parseProductQuery } from './product-query';
import { requestLanguage } from './request-language';
import type { ReadModelPointer } from './read-model-pointer';

const PATH = '/api/products';

/** `headerLines`: the security headers every answer carries (securityHeaderLines), written with the route's own. */
export function createProductsFastPath(
  redis: Redis,
  pointer: ReadModelPointer,
  headerLines: readonly string[],
): FastPath {
  return (req, res, fallback) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith(PATH)) return false;
    const rest =
      url.length === PATH.length ? '' : url[PATH.length] === '?' ? url.slice(PATH.length + 1) : null;
    if (rest === null || req.headers['x-min-position'] !== undefined) return false;
    // express 5's default ('simple') query parser is node:querystring
    const search = parse(rest);
    const parsed = parseProductQuery(search);
    if (!parsed.ok) return false; // express answers the 400 problem with its messages
    const language = requestLanguage(search.lang, req.headers['accept-language']);
    pointer
      .keys()
      .then((keys) => readProductPageJson(redis, keys, parsed.query, language))
      .then((body) => {
        res.writeHead(200, [
          ...headerLines,
          'Cache-Control',
          'no-store',
          'Vary',
          'Accept-Language',
          'Content-Type',
          'application/json; charset=utf-8',
          'Content-Length',
          String(Buffer.byteLength(body)),
        ]);
        res.end(body);
      })
      .catch(() => {
        if (!res.headersSent) fallback(req, res);
        else res.destroy();
      });
    return true;
  };
}
