import { orderStreams } from '@shop/contracts';
import { parseOrderEvent, type RecordedOrderPlaced } from '@shop/contracts/orders/recorded-order-event';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';

export type PlacedOrder = RecordedOrderPlaced['data'];

/**
 * The order's OrderPlaced facts (lines, totals as placed), or null when the order was never placed. Its delivery
 * details (recipient, phone, address, comment) read null: nothing here shows them, so none is decrypted.
 */
export async function placedOrder(store: EventStore, orderId: string): Promise<PlacedOrder | null> {
  for await (const recorded of withoutPersonalData(store).readStream(orderStreams.order(orderId))) {
    if (recorded.type !== 'OrderPlaced') continue;
    const parsed = parseOrderEvent(recorded.type, recorded.data);
    if (parsed?.type === 'OrderPlaced') return parsed.data;
  }
  return null;
}

/** The number to show when the read model has none: the event's number if any, else the id's first 8 characters. */
export const displayNumber = (order: Pick<PlacedOrder, 'orderId' | 'orderNumber'>): string =>
  order.orderNumber !== undefined ? String(order.orderNumber) : order.orderId.slice(0, 8).toUpperCase();
