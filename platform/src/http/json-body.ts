// A JSON body and a JSON answer on node:http, for the fast paths (fast-path.ts): what express.json() and res.json()
// do for a plain request, nothing more. What is not plain (another type or charset, a compressed or chunked body, a
// body over the limit) is left to express, whose body-parser handles every case.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

const PLAIN_JSON = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * Whether readJsonBody reads the body, as express.json() does: one that is there (a length or chunks) and says it
 * has a type. Otherwise express leaves `req.body` undefined.
 */
const isRead = (headers: IncomingHttpHeaders): boolean =>
  headers['content-type'] !== undefined &&
  (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined);

/**
 * Whether the body is one this module handles as express.json() would: one it does not read, or `application/json`
 * in UTF-8, uncompressed, with its length given and within `limit`.
 */
export const isPlainJsonRequest = (headers: IncomingHttpHeaders, limit: number): boolean => {
  if (!isRead(headers)) return true;
  const type = headers['content-type']!;
  const length = Number(headers['content-length']);
  const encoding = headers['content-encoding'];
  return (
    PLAIN_JSON.test(type) &&
    (encoding === undefined || encoding === 'identity') &&
    headers['transfer-encoding'] === undefined &&
    Number.isInteger(length) &&
    length <= limit
  );
};

/** body-parser's error for a body that is not JSON (problem.ts maps it as it maps body-parser's own). */
const notJson = () =>
  Object.assign(new SyntaxError('The body is not valid JSON.'), { type: 'entity.parse.failed', status: 400 });

/** body-parser's strict mode: an object or an array, nothing else, at the top level. */
const FIRST_CHAR = /^[ \t\n\r]*(.)/;

/**
 * The body of a request `isPlainJsonRequest` accepted: undefined without one or a content type (not read), {} when empty,
 * else the parsed JSON; rejects as body-parser does on a body that is not an object or array of JSON.
 */
export const readJsonBody = (req: IncomingMessage): Promise<unknown> => {
  if (!isRead(req.headers)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A client gone before the end of its body (node's 'aborted' error, or a close): body-parser's 400, a client's
    // error, not logged as the shop's.
    const aborted = (cause?: unknown) =>
      reject(
        Object.assign(new Error('request aborted', { cause }), { type: 'request.aborted', status: 400 }),
      );
    req.once('error', aborted);
    req.once('close', () => {
      if (!req.complete) aborted();
    });
    req.once('end', () => {
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      if (text.length === 0) return resolve({});
      const first = FIRST_CHAR.exec(text)?.[1];
      if (first !== '{' && first !== '[') return reject(notJson());
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(notJson());
      }
    });
  });
};

/** The one way an answer's JSON is written outside express's res.json (and problems, inside it too). */
export const writeJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
): void => {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
};
