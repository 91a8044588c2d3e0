import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderStreams, piiFields } from '@shop/contracts';
import { orderPlacedFixture } from '@shop/contracts/orders/testing/fixtures';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import type { KeyStore } from '@shop/platform/keys/port';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { placedOrder } from './placed-order';

let dir: string;
let keys: KeyStore;
let store: EventStore;
/** The owners whose key the store asked for to decrypt (reads through the personal-data wrapper). */
let asked: string[];
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-placed-order-'));
  const kept = createSqliteKeyStore({ file: join(dir, 'keys.sqlite') });
  asked = [];
  keys = {
    ...kept,
    get: (owner) => {
      asked.push(owner);
      return kept.get(owner);
    },
  };
  store = withPersonalData(createSqliteEventStore({ file: join(dir, 'events.sqlite') }), keys, piiFields);
  await store.append(
    orderStreams.order('o1'),
    [{ id: 'e1', type: 'OrderPlaced', data: orderPlacedFixture(), metadata: { correlationId: 'c' } }],
    { expectedRevision: 'any' },
  );
});
afterEach(async () => {
  await store.close();
  await keys.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('placedOrder (what the confirmation mail shows)', () => {
  it('gives the lines and totals as placed without decrypting the delivery details it does not show', async () => {
    const placed = await placedOrder(store, 'o1');
    expect(placed).toMatchObject({ orderId: 'o1', userId: 'u1', totals: { total: 1620 } });
    expect(placed!.lines.map((line) => line.productId)).toEqual(['margherita']);
    expect(placed!.delivery).toMatchObject({ recipient: null, phone: null });
    expect(asked).toEqual([]);
  });

  it('still finds the order once the customer is erased (the worker then mails nobody)', async () => {
    await keys.destroy('u1');
    expect(await placedOrder(store, 'o1')).toMatchObject({ orderId: 'o1', totals: { total: 1620 } });
    expect(await placedOrder(store, 'o2')).toBeNull();
  });
});
