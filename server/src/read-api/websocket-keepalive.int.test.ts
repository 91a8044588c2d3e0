import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { sharedKeys } from '@shop/platform/read-model-keys';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

let fx: IntFixture;
let api: ReadApiServer;
let url: string;

const KEEPALIVE_MS = 100;

beforeAll(async () => {
  fx = await createIntFixture();
  api = await startReadApiServer(fx, { keepaliveMs: KEEPALIVE_MS });
  url = api.base.replace('http', 'ws');
});

afterAll(async () => {
  await api.close();
  await fx.close();
});

const open = (path: string, autoPong = true) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${url}${path}`, { autoPong });
    ws.once('open', () => resolve(ws)).once('error', reject);
  });

describe('/ws', () => {
  it('drops a client that stops answering pings and keeps the ones that answer', async () => {
    const alive = await open('/ws');
    const silent = await open('/ws', false);
    const silentClosed = new Promise((resolve) => silent.once('close', resolve));
    await silentClosed;
    expect(alive.readyState).toBe(WebSocket.OPEN);

    // The survivor still gets what projections publish.
    const received = new Promise<string>((resolve) => alive.once('message', (raw) => resolve(String(raw))));
    const message = { type: 'changed', topic: 'banners', id: 'b1', position: '7', audience: 'public' };
    await fx.redis.publish(sharedKeys(fx.prefix).changedChannel, JSON.stringify(message));
    expect(JSON.parse(await received)).toEqual(message);
    alive.close();
  });

  it('forwards only the messages the client may see and refuses other upgrade paths', async () => {
    const ws = await open('/ws');
    const got: unknown[] = [];
    ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
    const channel = sharedKeys(fx.prefix).changedChannel;
    await fx.redis.publish(
      channel,
      JSON.stringify({ type: 'changed', topic: 'products', position: '8', audience: 'staff' }),
    );
    await fx.redis.publish(channel, 'not json');
    await fx.redis.publish(
      channel,
      JSON.stringify({ type: 'changed', topic: 'products', position: '9', audience: 'public' }),
    );
    await expect
      .poll(() => got)
      .toEqual([{ type: 'changed', topic: 'products', position: '9', audience: 'public' }]);
    ws.close();

    await expect(open('/elsewhere')).rejects.toThrow();
  });
});
