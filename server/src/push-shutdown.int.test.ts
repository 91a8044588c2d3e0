// Issue 26 over the whole shop (createShop, as `npm start` runs it and SIGTERM closes it): a customer's browser whose
// push endpoint accepts the TCP connection and never says a word (not even TLS) leaves a push in flight, and closing
// the shop still takes only a moment. PUSH_ALLOWED_HOSTS=127.0.0.1 with PUSH_ALLOW_LOOPBACK=true is how a test lets
// the shop's worker reach a local endpoint at all (production refuses loopback).
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piiFields } from '@shop/contracts';
import { createCommandHandler } from '@shop/command-api';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { appendCustomer, seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { createPushSubscriptions } from '@shop/command-api/push/subscriptions';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { KeyStore } from '@shop/platform/keys/port';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop({ env: { PUSH_ALLOWED_HOSTS: '127.0.0.1', PUSH_ALLOW_LOOPBACK: 'true' } });
const silent = {
  sockets: [] as Socket[],
  server: createServer((socket) => void silent.sockets.push(socket)),
};
let keys: KeyStore | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await setup.stop();
  await keys?.close();
  for (const socket of silent.sockets) socket.destroy();
  await new Promise((resolve) => silent.server.close(resolve));
});

describe('closing the shop while a push hangs', () => {
  it('returns within seconds', async () => {
    // No demo data: no opening hours, so the order is taken whatever the time in Algiers.
    const shop = await setup.start({ seed: false });
    keys = createSqliteKeyStore({ file: join(setup.dataDir, 'keys.sqlite') });
    const store = withPersonalData(shop.store, keys, piiFields);
    await seedOrderMenu(createCommandHandler({ store }), [
      { productId: 'margherita', name: 'Margherita', price: 900 },
    ]);
    await appendCustomer(store, 'u-1', new Date().toISOString());
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const { port } = silent.server.address() as { port: number };
    const customer = { userId: 'u-1', role: 'user' as const };
    await createPushSubscriptions({
      store,
      endpoints: { allowedHosts: ['127.0.0.1'], allowLoopback: true },
    }).subscribe(
      'u-1',
      {
        endpoint: `https://127.0.0.1:${port}/push/phone`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        language: 'fr',
      },
      customer,
    );
    const handleOrder = createOrderHandler({ store });
    await handleOrder(
      {
        type: 'StartCheckout',
        data: {
          orderId: 'o-1',
          userId: 'u-1',
          type: 'delivery',
          lines: [{ productId: 'margherita', quantity: 1 }],
        },
      },
      customer,
    );
    await handleOrder(
      {
        type: 'PlaceOrder',
        data: {
          orderId: 'o-1',
          delivery: {
            recipient: 'Amina',
            phone: '0550123456',
            districtId: 'bir-el-djir',
            address: '12 rue X',
          },
        },
      },
      customer,
    );
    // The shop's push worker has connected to the endpoint, which never answers.
    await expect.poll(() => silent.sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);

    const started = performance.now();
    await shop.close();
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
