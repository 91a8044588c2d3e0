import { DEFAULT_PREP_MINUTES, streams } from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { StreamStates } from '@shop/platform/eventstore/stream-states';
import { kitchenDecider } from '../kitchen/decider';
import { defaultPrepDecider, districtTimeDecider, productPrepDecider } from '../kitchen/durations';
import type { KitchenOrderFact } from './promise';

// The kitchen as a placement needs it (docs/kitchen.md), each part folded from its stream with the decider that
// writes it: the pause and delay (`kitchen`), the default preparation (`settings`), each product's preparation and
// the district's delivery minutes. The load (orders in preparation) is the one part not read from the log: it is an
// estimate the caller gives (orders-mount.ts reads the staff's count of unfinished orders), 0 without one.

export async function kitchenOrderFact(
  store: EventStore,
  { productIds, districtId }: { productIds: readonly string[]; districtId: string | null },
  ordersInPreparation: () => Promise<number>,
  cache?: StreamStates,
): Promise<KitchenOrderFact> {
  const ids = [...new Set(productIds)];
  const [kitchen, defaults, products, district, load] = await Promise.all([
    aggregateStream(store, streams.kitchen(), kitchenDecider, cache),
    aggregateStream(store, streams.settings(), defaultPrepDecider, cache),
    Promise.all(ids.map((id) => aggregateStream(store, streams.product(id), productPrepDecider, cache))),
    districtId ? aggregateStream(store, streams.district(districtId), districtTimeDecider, cache) : null,
    ordersInPreparation().catch(() => 0),
  ]);
  return {
    pausedUntil: kitchen.state.pausedUntil,
    delay: kitchen.state.delay,
    defaultPrepMinutes: defaults.state.minutes ?? DEFAULT_PREP_MINUTES,
    prepMinutes: Object.fromEntries(ids.map((id, i) => [id, products[i]!.state.minutes])),
    deliveryMinutes: district?.state.minutes ?? 0,
    ordersInPreparation: load,
  };
}
