// The shop's background gives way to the commands in flight (platform/src/http/commands-first.ts), and never stops
// for them: a command that stays open (a client that sent half of its body) slows the projections down, it does not
// hold them.
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCommandsFirst } from '@shop/platform/http/commands-first';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
let shop: Shop;

beforeAll(async () => {
  shop = await setup.start();
});
afterAll(() => setup.stop());

/** A POST whose body never ends: express waits for it, so the command stays in flight until the socket closes. */
const openCommand = (url: string): Socket => {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.write(
    `POST /api/authentication/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
  );
  return socket;
};

describe('commands first', () => {
  it('counts the commands in flight, not the reads, and the projections still reach the end of the log', async () => {
    const read = await fetch(`${shop.url}/api/products`);
    expect(read.status).toBe(200);
    expect(processCommandsFirst.inFlight).toBe(0);

    const socket = openCommand(shop.url);
    await expect.poll(() => processCommandsFirst.inFlight).toBe(1);

    const events = Array.from({ length: 20 }, (_, n) => ({
      id: randomUUID(),
      type: 'LoadTestFiller',
      data: { n },
      metadata: { correlationId: randomUUID() },
    }));
    await shop.store.append(`filler-${randomUUID()}`, events, { expectedRevision: 'no_stream' });
    // Each event waits ≤ 50 ms for the open command: slower, and done.
    await shop.waitForProjections(10_000);
    expect(processCommandsFirst.inFlight).toBe(1);

    socket.destroy();
    await expect.poll(() => processCommandsFirst.inFlight).toBe(0);
  });
});
