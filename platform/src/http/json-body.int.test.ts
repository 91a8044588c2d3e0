// readJsonBody over a real node:http server: a body cut short by its client settles (rejects), it never hangs.
import { createServer, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listenLocally, type LocalServer } from '../testing/local-server';
import { isPlainJsonRequest, readJsonBody } from './json-body';

let server: LocalServer | undefined;
afterEach(async () => server?.close());

describe('readJsonBody', () => {
  it('rejects as body-parser does (400 request.aborted) when the client goes before the end of its body', async () => {
    let settled: Promise<unknown> | undefined;
    const asked = new Promise<void>((arrived) => {
      void listenLocally(
        createServer((req) => {
          settled = readJsonBody(req).then(
            () => 'resolved',
            (error: unknown) => error,
          );
          arrived();
        }),
      ).then((s) => {
        server = s;
        const client = request(`${s.url}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '100' },
        });
        client.on('error', () => undefined);
        client.write('{"type":');
        setTimeout(() => client.destroy(), 50);
      });
    });
    await asked;
    expect(await settled).toMatchObject({ type: 'request.aborted', status: 400 });
  });

  it('takes no body, or plain JSON within the limit; leaves the rest to express', () => {
    const json = { 'content-type': 'application/json', 'content-length': '10' };
    expect(isPlainJsonRequest({}, 100)).toBe(true);
    expect(isPlainJsonRequest(json, 100)).toBe(true);
    expect(isPlainJsonRequest({ ...json, 'content-type': 'application/json; charset=UTF-8' }, 100)).toBe(
      true,
    );
    expect(isPlainJsonRequest({ ...json, 'content-length': '101' }, 100)).toBe(false);
    expect(isPlainJsonRequest({ ...json, 'content-encoding': 'gzip' }, 100)).toBe(false);
    expect(isPlainJsonRequest({ ...json, 'content-type': 'application/json; charset=latin1' }, 100)).toBe(
      false,
    );
    expect(isPlainJsonRequest({ ...json, 'content-type': 'text/plain' }, 100)).toBe(false);
    expect(
      isPlainJsonRequest({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 100),
    ).toBe(false);
  });
});
