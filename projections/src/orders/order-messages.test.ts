// One socket message per order change and audience (issue 27 item 3): each message makes the client refetch its
// orders, so a change that sent a change message and a real-time message to the same socket refetched twice.
import { describe, expect, it } from 'vitest';
import type { RecordedOrderEvent } from '@shop/contracts/orders/recorded-order-event';
import {
  orderPlacedFixture,
  parsedOrderEvent as parse,
  pricedLineFixture,
} from '@shop/contracts/orders/testing/fixtures';
import { readModelKeys } from '@shop/platform/read-model-keys';
import { createMemoryReadModels } from '../memory-read-models';
import type { Change } from '../projection';
import { ordersProjection } from './orders';

const at = '2025-03-01T12:00:00.000Z';
const placedData = orderPlacedFixture({
  lines: [pricedLineFixture({ unitPrice: 900, quantity: 1, lineTotal: 900 })],
  totals: { items: 900, promoDiscount: 0, points: 0, delivery: 0, total: 900 },
  placedAt: at,
});

/** The order projection's messages for one event, as each audience receives them (type, topic). */
const heard = async (store: ReturnType<typeof createMemoryReadModels>, event: RecordedOrderEvent) => {
  const tx = store.multi();
  const changes = await ordersProjection.apply(event as Parameters<typeof ordersProjection.apply>[0], {
    keys: readModelKeys('t:', 1),
    redis: store,
    tx,
  });
  await tx.exec();
  const byAudience: Record<string, string[]> = {};
  for (const change of changes as Change[]) {
    const audience = change.audience ?? 'public';
    const what = 'realtime' in change ? change.realtime.type : `changed ${change.topic}`;
    (byAudience[audience] ??= []).push(what);
  }
  return byAudience;
};

describe('the order projection’s socket messages', () => {
  it('sends each audience one message per change: the one that says most', async () => {
    const store = createMemoryReadModels();
    expect(await heard(store, parse('OrderPlaced', placedData))).toEqual({
      staff: ['newOrder'],
      'user:u1': ['changed orders'],
    });
    const step = parse('OrderStepConfirmed', {
      orderId: 'o1',
      step: 'accepted',
      at,
      by: { userId: 's1', role: 'moderator' },
    });
    expect(await heard(store, step)).toEqual({
      staff: ['orderActualization'],
      'user:u1': ['orderActualization'],
    });
    const cancelled = parse('OrderCancelled', {
      orderId: 'o1',
      reason: 'customer',
      by: { userId: 'u1', role: 'user' },
      at,
    });
    expect(await heard(store, cancelled)).toEqual({
      staff: ['orderActualization'],
      'user:u1': ['orderActualization'],
    });
  });
});
