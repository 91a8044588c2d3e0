import type {
  AccountEvent,
  CatalogueEvent,
  ChangeTopic,
  LoyaltyEvent,
  OrderRealtimeMessage,
  PhoneEvent,
  SlotEvent,
} from '@shop/contracts';
import type { RecordedOrderEvent } from '@shop/contracts/orders/recorded-order-event';
import type { RiderEvent } from '@shop/contracts/riders/events';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';

/**
 * The reads the projections make. Redis answers them in the live runner; a rebuild answers them from the read models
 * it is building in memory (memory-read-models.ts).
 */
export type ReadModelReads = {
  get(key: string): Promise<string | null>;
  mget(keys: string[]): Promise<(string | null)[]>;
  hget(key: string, field: string): Promise<string | null>;
  exists(key: string): Promise<number>;
  sismember(key: string, member: string): Promise<number>;
  smembers(key: string): Promise<string[]>;
  zrange(key: string, start: number, stop: string): Promise<string[]>;
  /** A store that holds JSON values as objects answers them without parsing (through readJson). */
  getJson?(key: string): Promise<unknown>;
};

/** The writes the projections queue in one event's transaction (a Redis MULTI, or the in-memory store's). */
export type ReadModelWrites = {
  set(key: string, value: string): unknown;
  del(key: string): unknown;
  incr(key: string): unknown;
  decr(key: string): unknown;
  incrby(key: string, by: number): unknown;
  hset(key: string, field: string, value: string): unknown;
  hdel(key: string, field: string): unknown;
  hincrby(key: string, field: string, by: number): unknown;
  zadd(key: string, score: number, member: string): unknown;
  zincrby(key: string, by: number, member: string): unknown;
  zrem(key: string, member: string): unknown;
  sadd(key: string, member: string): unknown;
  srem(key: string, member: string): unknown;
  /** A store that holds JSON values as objects keeps them without serialising (through writeJson). */
  setJson?(key: string, value: unknown): unknown;
};

/** One event's writes, applied together by exec (answers each command's [error, result], like ioredis). */
export type ReadModelTransaction = ReadModelWrites & {
  exec(): Promise<[Error | null, unknown][] | null>;
  discard(): unknown;
};

/** Where read models are projected: Redis itself, or a rebuild's in-memory store. */
export type ReadModelStore = ReadModelReads & { multi(): ReadModelTransaction };

/** What one event is projected with: reads go to `redis` (the state before this event), writes are queued on `tx`. */
export type ProjectionContext = {
  keys: ReadModelKeys;
  redis: ReadModelReads;
  tx: ReadModelWrites;
};

/** Every event type a projection may see: the catalogue's, the accounts', the orders', the loyalty accounts' and the slots'. */
export type ProjectedEvent =
  CatalogueEvent | AccountEvent | RecordedOrderEvent | LoyaltyEvent | SlotEvent | PhoneEvent | RiderEvent;

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

/** The type of an event a projection may handle. */
export type ProjectedType = ProjectedEvent['type'];

export type Projection<T extends ProjectedType = ProjectedType> = {
  name: string;
  /**
   * The event types it reads: it is given events of these types only (project-event.ts), so that each event costs
   * only the projections that read it. Its `apply` cannot name another type (the compiler refuses the comparison),
   * and golden-log.int.test.ts checks that it leaves alone every event of a type it does not list.
   */
  handles: readonly T[];
  /** Queues the writes of one event on ctx.tx and names what changed. */
  apply(event: ProjectedEvent & { type: T }, ctx: ProjectionContext): Promise<Change[]>;
};

/** A projection, its event types inferred from `handles`. */
export const defineProjection = <T extends ProjectedType>(projection: Projection<T>): Projection<T> =>
  projection;

const handlersByType = new WeakMap<readonly Projection[], ReadonlyMap<string, readonly Projection[]>>();

/** The projections of a list that handle an event type, in the list's order (one lookup per event). */
export function projectionsFor(projections: readonly Projection[], type: string): readonly Projection[] {
  let byType = handlersByType.get(projections);
  if (!byType) {
    const map = new Map<string, Projection[]>();
    for (const projection of projections)
      for (const handled of projection.handles) map.set(handled, [...(map.get(handled) ?? []), projection]);
    handlersByType.set(projections, (byType = map));
  }
  return byType.get(type) ?? [];
}

/** The JSON value at key (a view), or null. Read-only: what it answers may be the object the store holds. */
export const readJson = async <T>(redis: ReadModelReads, key: string): Promise<T | null> => {
  if (redis.getJson) return (await redis.getJson(key)) as T | null;
  const raw = await redis.get(key);
  return raw === null ? null : (JSON.parse(raw) as T);
};

/** Queues a SET of key to value as JSON: the one way a projection writes a view. */
export const writeJson = (tx: ReadModelWrites, key: string, value: unknown): void => {
  if (tx.setJson) tx.setJson(key, value);
  else tx.set(key, JSON.stringify(value));
};

/** One sorted set a view is listed in, with its score there. */
export type IndexEntry = { key: string; score: number };

/**
 * Queues the move of member from the sorted sets of `before` to those of `after`: ZADD where it is new or its score
 * changed, ZREM where it no longer belongs; an entry that stays as it was is not written again.
 */
export function moveIndexEntries(
  tx: ReadModelWrites,
  member: string,
  before: readonly IndexEntry[],
  after: readonly IndexEntry[],
): void {
  // Mostly the same sets in the same order (a step, an order's popularity): compared in place, no map.
  if (before.length === after.length && before.every((e, i) => e.key === after[i]!.key)) {
    after.forEach(({ key, score }, i) => {
      if (before[i]!.score !== score) tx.zadd(key, score, member);
    });
    return;
  }
  const left = new Map(before.map((e) => [e.key, e.score]));
  for (const { key, score } of after) {
    if (left.get(key) !== score) tx.zadd(key, score, member);
    left.delete(key);
  }
  for (const key of left.keys()) tx.zrem(key, member);
}
