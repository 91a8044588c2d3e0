import type { ChainableCommander, Redis } from 'ioredis';
import type {
  AccountEvent,
  CatalogueEvent,
  ChangeTopic,
  LoyaltyEvent,
  OrderRealtimeMessage,
  SlotEvent,
} from '@shop/contracts';
import type { RecordedOrderEvent } from './orders/recorded-order-event';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';

/** What one event is projected with: reads go to `redis` (the state before this event), writes are queued on `tx`. */
export type ProjectionContext = {
  keys: ReadModelKeys;
  redis: Redis;
  tx: ChainableCommander;
};

/** Every event type a projection may see: the catalogue's, the accounts', the orders', the loyalty accounts' and the slots'. */
export type ProjectedEvent = CatalogueEvent | AccountEvent | RecordedOrderEvent | LoyaltyEvent | SlotEvent;

/**
 * A read model that changed, published on `{p}changed` once the MULTI succeeded. `audience` says who may hear
 * it ('public' when absent; 'staff' or `user:{id}` for account read models).
 */
export type TopicChange = { topic: ChangeTopic; id?: string; audience?: string };

/** A real-time message of spec §4 (`newOrder`, `orderActualization`), for its audience only; position added on publish. */
export type RealtimeChange = {
  realtime: DistributiveOmit<OrderRealtimeMessage, 'position'>;
  audience: string;
};
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type Change = TopicChange | RealtimeChange;

export type Projection = {
  name: string;
  /** Queues the writes of one event on ctx.tx and names what changed; events it does not know give []. */
  apply(event: ProjectedEvent, ctx: ProjectionContext): Promise<Change[]>;
};

export const readJson = async <T>(redis: Redis, key: string): Promise<T | null> => {
  const raw = await redis.get(key);
  return raw === null ? null : (JSON.parse(raw) as T);
};
