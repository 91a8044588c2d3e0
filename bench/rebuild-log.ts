// The event log `npm run bench:rebuild` rebuilds from, generated once into a temp DATA_DIR (events.sqlite and the
// per-user keys of its personal fields) and reused by later runs: a catalogue with a promo, customers with complete
// profiles, and orders driven through the real handlers: StartCheckout → PlaceOrder → every step of their type
// (loyalty points on the last), one in five cancelled instead. Concurrent orders share the store's group commits.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { piiFields, stepsOf } from '@shop/contracts';
import { createCommandHandler } from '@shop/command-api';
import { createOrderHandler } from '@shop/command-api/orders/handle';
import { appendCustomer, seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';

const CUSTOMERS = 300;
const CONCURRENT_ORDERS = 100;
const products = Array.from({ length: 12 }, (_, i) => ({
  productId: `bench-p${i}`,
  name: `Pizza ${i}`,
  price: 500 + 50 * i,
  sold: i % 3 === 0 ? 10 : 0,
}));

/** Answers the number of events of the log in `dir`, generating it first when no complete one is there. */
export async function ensureRebuildLog(
  dir: string,
  minEvents: number,
  onProgress: (events: number) => void,
): Promise<number> {
  const marker = join(dir, 'complete.json');
  if (existsSync(marker)) {
    const { events } = JSON.parse(readFileSync(marker, 'utf8')) as { events: number };
    if (events >= minEvents) return events;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const raw = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const keys = createSqliteKeyStore({ file: join(dir, 'keys.sqlite') });
  const store = withPersonalData(raw, keys, piiFields);
  try {
    const now = new Date();
    await seedOrderMenu(createCommandHandler({ store }), products, {
      startsAt: new Date(now.getTime() - 3_600_000).toISOString(),
      validForHours: 24 * 365,
    });
    for (let i = 0; i < CUSTOMERS; i++) await appendCustomer(store, `bench-u${i}`, now.toISOString());
    const handleOrder = createOrderHandler({ store });
    const staff = { userId: 'bench-staff', role: 'moderator' as const };

    let count = 0;
    const oneOrder = async () => {
      const n = count++;
      const userId = `bench-u${n % CUSTOMERS}`;
      const customer = { userId, role: 'user' as const };
      const orderId = randomUUID();
      const type = n % 2 === 0 ? 'on_site' : 'delivery';
      await handleOrder(
        {
          type: 'StartCheckout',
          data: {
            orderId,
            userId,
            type,
            lines: [
              { productId: products[n % products.length]!.productId, quantity: 1 + (n % 3) },
              { productId: products[(n + 5) % products.length]!.productId, quantity: 1 },
            ],
          },
        },
        customer,
      );
      if (n % 7 === 0) await handleOrder({ type: 'ApplyPromo', data: { orderId, code: 'ETE20' } }, customer);
      await handleOrder(
        {
          type: 'PlaceOrder',
          data: {
            orderId,
            delivery:
              type === 'delivery'
                ? {
                    recipient: 'Client Bench',
                    phone: '0550123456',
                    districtId: 'bir-el-djir',
                    address: '12 rue X',
                  }
                : { recipient: 'Client Bench', phone: '0550123456' },
          },
        },
        customer,
      );
      if (n % 5 === 0) {
        await handleOrder({ type: 'CancelOrder', data: { orderId, reason: 'rush_hour' } }, staff);
        return;
      }
      for (const step of stepsOf(type))
        await handleOrder({ type: 'ConfirmOrderStep', data: { orderId, step } }, staff);
    };

    let events = Number(await raw.headPosition());
    while (events < minEvents) {
      await Promise.all(Array.from({ length: CONCURRENT_ORDERS }, oneOrder));
      events = Number(await raw.headPosition());
      onProgress(events);
    }
    writeFileSync(marker, JSON.stringify({ events, orders: count }));
    return events;
  } finally {
    await raw.close();
    await keys.close();
  }
}
