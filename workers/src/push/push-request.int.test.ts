// sendPushRequest against the local HTTPS push service: the connection goes through the policy's lookup (a name that
// resolves to a loopback address is refused before any byte is sent), and a push service that never answers costs
// the deadline, not more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushEndpointRefused } from '@shop/platform/push/endpoints';
import { PushRequestFailed, sendPushRequest } from './push-request';
import { startPushService, type PushService } from './testing/push-service';

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => service?.close());

const details = (endpoint: string) => ({
  method: 'POST' as const,
  headers: { TTL: '60' },
  body: Buffer.from('x'),
  endpoint,
});
const port = () => new URL(service.url).port;

describe('push request', () => {
  it('connects through the checked addresses only: a listed name resolving to loopback is refused', async () => {
    const endpoint = `https://localhost:${port()}/push/by-name`;
    const policy = { allowedHosts: ['localhost'], allowLoopback: false };
    await expect(
      sendPushRequest(details(endpoint), { endpoints: policy, timeoutMs: 5_000, agent: service.agent }),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
    expect(service.received.filter((r) => r.path === '/push/by-name')).toEqual([]);
  });

  it('answers the status of an allowed push service, and gives up on one that never answers at the deadline', async () => {
    const policy = { allowedHosts: ['127.0.0.1'], allowLoopback: true };
    const options = { endpoints: policy, timeoutMs: 500, agent: service.agent };
    expect(await sendPushRequest(details(`${service.url}/push/ok`), options)).toBe(201);
    expect(await sendPushRequest(details(`${service.url}/gone/old`), options)).toBe(410);
    const started = performance.now();
    const hung = sendPushRequest(details(`${service.url}/hang/forever`), options);
    await expect(hung).rejects.toBeInstanceOf(PushRequestFailed);
    await expect(hung).rejects.toThrow('no answer from the push service within 500 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
