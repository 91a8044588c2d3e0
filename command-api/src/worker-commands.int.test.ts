// The workers container's commands over real HTTP (platform/src/commands/http-port.ts → the internal route of
// command-api/src/main.ts) into a real SQLite store: refused without the internal secret, a body that is not a
// workers' command is a 400, a refused command rejects in the worker, and a good one appends as the system.
import { createServer } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStreams, type OpeningHours } from '@shop/contracts';
import {
  CommandRefused,
  httpCommandPort,
  internalSecretHeader,
  workerCommandsPath,
} from '@shop/platform/commands/http-port';
import { createProblemMiddleware } from '@shop/platform/http/problem';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { createCommandHandler } from './handle';
import { createOrderHandler } from './orders/handle';
import { appendCustomer, seedOrderMenu, startCheckoutCommand } from './orders/testing/order-menu';
import { readStream, tempSqliteStore } from './testing/temp-store';
import { createWorkerCommands, workerCommandsRoute } from './worker-commands';

const secret = 'a-test-internal-secret-of-at-least-32-characters';
const now = new Date('2026-11-24T12:00:00.000Z');
const allDay = { open: '00:00', close: '23:59' };
const hours: OpeningHours = {
  timezone: 'Africa/Algiers',
  days: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
};

let temp: ReturnType<typeof tempSqliteStore>;
let server: LocalServer;

beforeAll(async () => {
  temp = tempSqliteStore();
  const handle = createCommandHandler({ store: temp.store, now: () => now });
  await seedOrderMenu(handle, [{ productId: 'margherita', name: 'Margherita', price: 900 }]);
  await handle({ type: 'SetOpeningHours', data: hours });
  await appendCustomer(temp.store, 'u1', now.toISOString());
  await createOrderHandler({ store: temp.store, now: () => now })(startCheckoutCommand('o1', 'u1'), {
    userId: 'u1',
    role: 'user',
  });
  const app = express();
  app.use(workerCommandsRoute(createWorkerCommands({ store: temp.store, now: () => now }), secret));
  app.use(createProblemMiddleware());
  server = await listenLocally(createServer(app));
});

afterAll(async () => {
  await server?.close();
  await temp?.dispose();
});

const post = (headers: Record<string, string>, body: unknown) =>
  fetch(new URL(workerCommandsPath, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const orderEvents = async () => (await readStream(temp.store, orderStreams.order('o1'))).map((e) => e.type);

describe('the internal route of the workers commands', () => {
  it('refuses a request without the internal secret, or with another one, and appends nothing', async () => {
    const command = { type: 'ExpireCheckout', orderId: 'o1' };
    for (const headers of [
      {},
      { [internalSecretHeader]: 'x'.repeat(secret.length) },
      { [internalSecretHeader]: 'short' },
    ] as Record<string, string>[]) {
      const answer = await post(headers, command);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'auth.forbidden' });
    }
    expect(await orderEvents()).toEqual(['CheckoutStarted']);
  });

  it('answers 400 to a body that is not one of the workers commands', async () => {
    for (const body of [{ type: 'PlaceOrder', orderId: 'o1' }, { type: 'ExpireCheckout' }, 'nothing']) {
      const answer = await post({ [internalSecretHeader]: secret }, body);
      expect(answer.status).toBe(400);
    }
    expect(await orderEvents()).toEqual(['CheckoutStarted']);
  });

  it('sends a command through the port: appended as the system, then a no-op the second time', async () => {
    const commands = httpCommandPort({ url: server.url, secret });
    expect(await commands.send({ type: 'ExpireCheckout', orderId: 'o1' })).toEqual({
      events: ['CheckoutExpired'],
    });
    expect(await commands.send({ type: 'ExpireCheckout', orderId: 'o1' })).toEqual({ events: [] });
    const expired = (await readStream(temp.store, orderStreams.order('o1'))).at(-1)!;
    expect(expired.type).toBe('CheckoutExpired');
    expect(expired.metadata).toMatchObject({ userId: 'system', correlationId: 'expire-checkout:o1' });
  });

  it('rejects in the worker when command-api refuses the command (its job is retried)', async () => {
    const commands = httpCommandPort({ url: server.url, secret });
    const refused = commands.send({ type: 'ExpireCheckout', orderId: 'no-such-order' });
    await expect(refused).rejects.toBeInstanceOf(CommandRefused);
    const wrongSecret = httpCommandPort({ url: server.url, secret: `${secret}!` });
    await expect(wrongSecret.send({ type: 'ExpireCheckout', orderId: 'o1' })).rejects.toMatchObject({
      status: 403,
    });
  });
});
