import { orderStreams, type OrderHistoryEntry, type OrderView } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import {
  evolveOrderView,
  factsOfView,
  parseOrderEvent,
  type OrderViewFacts,
} from '@shop/projections/orders/index';

// The audit timeline of one order (architecture.md "Audit"): read from the order's stream itself (through the
// personal-data wrapper), folded with the projection's own pure function, so each entry shows the order as it
// was after that event. The display number and product images come from the current view.

export type OrderStreamReader = Pick<EventStore, 'readStream'>;

/** The entries, oldest first, or null when the order has no stream. */
export async function orderHistory(
  store: OrderStreamReader,
  orderId: string,
  current: OrderView | null,
): Promise<OrderHistoryEntry[] | null> {
  const facts: OrderViewFacts = current ? factsOfView(current) : { orderID: 0, productImages: {} };
  const entries: OrderHistoryEntry[] = [];
  let view: OrderView | null = null;
  for await (const recorded of store.readStream(orderStreams.order(orderId))) {
    const event = parseOrderEvent(recorded.type, recorded.data);
    if (event) view = evolveOrderView(view, event, facts);
    entries.push({
      revision: recorded.revision.toString(),
      type: recorded.type,
      at: recorded.createdAt.toISOString(),
      actor: { userId: recorded.metadata.userId ?? null, role: recorded.metadata.role ?? null },
      data: recorded.data,
      order: view,
    });
  }
  return entries.length === 0 ? null : entries;
}
