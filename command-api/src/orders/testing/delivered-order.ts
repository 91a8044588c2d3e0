// An on-site order of `userId` as the log holds it once served (or only placed; and, when asked, rated): its events appended to the store
// directly, so tests of what follows delivery (ratings) do not depend on how an order is placed and moved along.
import { randomUUID } from 'node:crypto';
import { orderStreams } from '@shop/contracts/orders/index';
import type { EventStore } from '@shop/platform/eventstore/port';

export async function appendDeliveredOrder(
  store: EventStore,
  {
    orderId,
    userId,
    at,
    rated,
    served = true,
  }: { orderId: string; userId: string; at: Date; rated?: boolean; served?: boolean },
): Promise<void> {
  const iso = at.toISOString();
  const line = {
    productId: 'margherita',
    name: 'Margherita',
    translations: {},
    size: { value: 1, unit: 'XL' },
    options: [],
    unitPrice: 900,
    price: 900,
    quantity: 1,
    lineTotal: 900,
  };
  const staff = { userId: 'staff', role: 'moderator' };
  const events = [
    {
      type: 'CheckoutStarted',
      data: { orderId, userId, type: 'on_site', lines: [line], discountsEnabled: false, startedAt: iso },
    },
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        userId,
        type: 'on_site',
        lines: [line],
        promo: null,
        delivery: { recipient: 'amina benali', phone: '0550123456' },
        deliveryPrice: 0,
        totals: { items: 900, promoDiscount: 0, points: 0, delivery: 0, total: 900 },
        placedAt: iso,
        slot: null,
      },
    },
    ...(served ? (['accepted', 'preparing', 'ready', 'served'] as const) : []).map((step) => ({
      type: 'OrderStepConfirmed',
      data: { orderId, step, at: iso, by: staff },
    })),
    ...(rated
      ? [{ type: 'OrderRated', data: { orderId, userId, stars: 3, comment: 'Correct', at: iso } }]
      : []),
  ];
  await store.append(
    orderStreams.order(orderId),
    events.map((e) => ({ id: randomUUID(), ...e, metadata: { correlationId: `test-${orderId}` } })),
    { expectedRevision: 'any' },
  );
}
