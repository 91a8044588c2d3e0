import { orderEvent, orderStreams, type OrderEventOf } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';

export type PlacedOrder = OrderEventOf<'OrderPlaced'>['data'];

/** The order's OrderPlaced facts (lines, totals as placed), or null when the order was never placed. */
export async function placedOrder(store: EventStore, orderId: string): Promise<PlacedOrder | null> {
  for await (const recorded of store.readStream(orderStreams.order(orderId))) {
    if (recorded.type !== 'OrderPlaced') continue;
    const parsed = orderEvent.safeParse({ type: recorded.type, data: recorded.data });
    if (parsed.success && parsed.data.type === 'OrderPlaced') return parsed.data.data;
  }
  return null;
}

/** The number to show when the read model has none: the event's number if any, else the id's first 8 characters. */
export const displayNumber = (order: Pick<PlacedOrder, 'orderId' | 'orderNumber'>): string =>
  order.orderNumber !== undefined ? String(order.orderNumber) : order.orderId.slice(0, 8).toUpperCase();
