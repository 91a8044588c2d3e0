import type { Redis } from 'ioredis';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { allProjections } from './all-projections';
import { parseOrStop, recordedEventSchemas } from './event-schemas';
import type { Logger } from './logger';
import {
  projectionsFor,
  type Change,
  type ProjectedEvent,
  type Projection,
  type ProjectionContext,
  type ReadModelStore,
} from './projection';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';

export type ProjectOutcome =
  | { status: 'applied'; changes: Change[] }
  /** Its revision is not above the stream's mark: already applied (at-least-once delivery). */
  | { status: 'duplicate' }
  /** A type no projection knows (migration markers…). */
  | { status: 'ignored' }
  /** The version pointer moved away from keys.version (a rebuild swapped it): nothing was written. */
  | { status: 'moved' };

export type ProjectOptions = {
  logger: Logger;
  projections?: readonly Projection[];
};

export type LiveProjectOptions = ProjectOptions & {
  /**
   * `{p}rm:current`: when given, the writes only land while it still names keys.version (WATCH). Needs a
   * connection of its own, since WATCH belongs to the connection.
   */
  guardKey?: string;
};

/** Every projection's apply at once; the first failure is thrown once all have finished (none writes after). */
async function applyTogether(
  handlers: readonly Projection[],
  event: ProjectedEvent,
  ctx: ProjectionContext,
): Promise<Change[][]> {
  const settled = await Promise.allSettled(handlers.map((projection) => projection.apply(event, ctx)));
  return settled.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

/**
 * Projects one recorded event into the namespace of `keys`: every read-model write, the stream's revision
 * mark and the checkpoint go in one MULTI. Reads happen before the MULTI (one writer per version, so they see
 * the state after the previous event); a throw there writes nothing and the runner retries the event.
 * Redis does not roll a MULTI back when one of its commands fails at EXEC (WRONGTYPE on a hand-edited key):
 * that is reported as an error and the fix is `npm run projections:rebuild`.
 * An event its contract refuses (after upcasting) throws UnparsableEventError and writes nothing, checkpoint
 * included: the projections stop before it instead of dropping it (docs/event-log.md, "Event schema versions").
 */
export function projectEvent(
  redis: Redis,
  keys: ReadModelKeys,
  recorded: RecordedEvent,
  options: LiveProjectOptions,
): Promise<ProjectOutcome>;
/** A rebuild projects into its in-memory store (memory-read-models.ts): no guard, nobody else writes there. */
export function projectEvent(
  store: ReadModelStore,
  keys: ReadModelKeys,
  recorded: RecordedEvent,
  options: ProjectOptions,
): Promise<ProjectOutcome>;
export async function projectEvent(
  store: ReadModelStore,
  keys: ReadModelKeys,
  recorded: RecordedEvent,
  options: LiveProjectOptions,
): Promise<ProjectOutcome> {
  const { projections = allProjections, guardKey } = options;
  // WATCH, the pointer and the stream's revision mark are sent together (one round trip instead of three): commands
  // on one connection run in order, so the GET and HGET still come after the WATCH. The mark is only asked for an
  // event type some projection knows.
  const known = recordedEventSchemas.has(recorded.type);
  let markRead: Promise<string | null> | undefined;
  if (guardKey) {
    const redis = store as Redis; // the overloads give a guardKey with a Redis connection only
    const watched = redis.watch(guardKey);
    const pointer = redis.get(guardKey);
    markRead = known ? redis.hget(keys.revs, recorded.stream) : undefined;
    markRead?.catch(() => undefined); // awaited below; a failure there is handled like any read
    let current: string | null;
    try {
      current = (await Promise.all([watched, pointer]))[1];
    } catch (err) {
      await redis.unwatch().catch(() => undefined);
      throw err;
    }
    if (Number(current) !== keys.version) {
      await redis.unwatch();
      return { status: 'moved' };
    }
  }
  const tx = store.multi();
  let outcome: ProjectOutcome;
  try {
    const event = parseOrStop(recorded);
    const mark = event ? await (markRead ?? store.hget(keys.revs, recorded.stream)) : null;
    if (!event) {
      outcome = { status: 'ignored' };
    } else if (mark !== null && BigInt(mark) >= recorded.revision) {
      outcome = { status: 'duplicate' };
    } else {
      const changes: Change[] = [];
      const ctx = { keys, redis: store, tx };
      // The projections of an event run side by side, so their reads go out together (one round trip, not one per
      // projection): each reads the state before this event (its writes wait in tx until exec) and writes keys of
      // its own, so the order their writes are queued in does not matter. All have finished before a failure
      // discards the transaction; the changes keep the projections' order.
      const handlers = projectionsFor(projections, event.type);
      const applied =
        handlers.length === 1
          ? [await handlers[0]!.apply(event, ctx)]
          : await applyTogether(handlers, event, ctx);
      for (const changed of applied) if (changed.length > 0) changes.push(...changed);
      tx.hset(keys.revs, recorded.stream, recorded.revision.toString());
      outcome = { status: 'applied', changes };
    }
  } catch (err) {
    tx.discard();
    if (guardKey) await (store as Redis).unwatch();
    throw err;
  }
  tx.set(keys.checkpoint, recorded.position.toString());
  const results = await tx.exec();
  if (results === null) return { status: 'moved' };
  const failed = results.find(([err]) => err);
  if (failed) throw failed[0];
  return outcome;
}
