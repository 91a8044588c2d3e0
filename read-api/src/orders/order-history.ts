import { orderStreams, type OrderHistoryEntry, type OrderView } from '@shop/contracts';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { evolveOrderView, factsOfView, type OrderViewFacts } from '@shop/contracts/orders/order-view';
import { parseOrderEvent } from '@shop/contracts/orders/recorded-order-event';
import { distinctActorIds, historyActor } from './history-actor';

// The audit timeline of one order (docs/architecture.md "Audit"): read from the order's stream itself (through the
// personal-data wrapper), folded with the projection's own pure function (contracts/src/orders/order-view.ts), so each entry shows the order as it
// was after that event. The display number and product images come from the current view; who acted is named from
// the users read model.

export type OrderStreamReader = Pick<EventStore, 'readStream'>;

/** "First Last" of each of these users that still has a view (the users read model); the others are left out. */
export type ActorNames = (userIds: string[]) => Promise<ReadonlyMap<string, string>>;

/** The entries, oldest first, or null when the order has no stream. */
export async function orderHistory(
  store: OrderStreamReader,
  orderId: string,
  current: OrderView | null,
  actorNames: ActorNames,
): Promise<OrderHistoryEntry[] | null> {
  const facts: OrderViewFacts = current ? factsOfView(current) : { orderID: 0, productImages: {} };
  const entries: (Omit<OrderHistoryEntry, 'actor'> & { actor: RecordedEvent['metadata'] })[] = [];
  let view: OrderView | null = null;
  for await (const recorded of store.readStream(orderStreams.order(orderId))) {
    const event = parseOrderEvent(recorded.type, recorded.data);
    if (event) view = evolveOrderView(view, event, facts);
    entries.push({
      revision: recorded.revision.toString(),
      type: recorded.type,
      at: recorded.createdAt.toISOString(),
      actor: recorded.metadata,
      data: recorded.data,
      order: view,
    });
  }
  if (entries.length === 0) return null;
  const ids = distinctActorIds(entries.map((e) => e.actor));
  const names = ids.length === 0 ? new Map<string, string>() : await actorNames(ids);
  return entries.map((e) => ({ ...e, actor: historyActor(e.actor, names) }));
}
