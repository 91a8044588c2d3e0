import type { ChainableCommander, Redis } from 'ioredis';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { allProjections } from './all-projections';
import { parseOrStop, recordedEventSchemas } from './event-schemas';
import type { Logger } from './logger';
import type { Change, Projection } from './projection';
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
  /**
   * `{p}rm:current`: when given, the writes only land while it still names keys.version (WATCH). Needs a
   * connection of its own, since WATCH belongs to the connection.
   */
  guardKey?: string;
  /**
   * A rebuild's own revision marks (it is the only writer of its new namespace): read here instead of one HGET per
   * event, and updated when the event is applied. The HSET is still written for the runner that takes over.
   */
  marks?: Map<string, bigint>;
  /**
   * A rebuild's pipeline: when given, the MULTI is sent but not awaited; its promise (rejecting when a command
   * failed) is pushed here for the caller to await in batches. Later reads on the same connection still see these
   * writes: Redis runs one connection's commands in the order they were sent.
   */
  pending?: Promise<unknown>[];
};

/**
 * Projects one recorded event into the namespace of `keys`: every read-model write, the stream's revision
 * mark and the checkpoint go in one MULTI. Reads happen before the MULTI (one writer per version, so they see
 * the state after the previous event); a throw there writes nothing and the runner retries the event.
 * Redis does not roll a MULTI back when one of its commands fails at EXEC (WRONGTYPE on a hand-edited key):
 * that is reported as an error and the fix is `npm run projections:rebuild`.
 * An event its contract refuses (after upcasting) throws UnparsableEventError and writes nothing, checkpoint
 * included: the projections stop before it instead of dropping it (docs/design-notes.md, "Event schema versions").
 */
export async function projectEvent(
  redis: Redis,
  keys: ReadModelKeys,
  recorded: RecordedEvent,
  { projections = allProjections, guardKey, marks, pending }: ProjectOptions,
): Promise<ProjectOutcome> {
  // WATCH, the pointer and the stream's revision mark are sent together (one round trip instead of three): commands
  // on one connection run in order, so the GET and HGET still come after the WATCH. The mark is only asked for an
  // event type some projection knows.
  const known = recordedEventSchemas.has(recorded.type);
  let markRead: Promise<string | null> | undefined;
  if (guardKey) {
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
  const tx = redis.multi();
  const markCheckpoint = (t: ChainableCommander) => t.set(keys.checkpoint, recorded.position.toString());
  let outcome: ProjectOutcome;
  try {
    const event = parseOrStop(recorded);
    const mark = !event
      ? null
      : marks
        ? (marks.get(recorded.stream)?.toString() ?? null)
        : await (markRead ?? redis.hget(keys.revs, recorded.stream));
    if (!event) {
      outcome = { status: 'ignored' };
    } else if (mark !== null && BigInt(mark) >= recorded.revision) {
      outcome = { status: 'duplicate' };
    } else {
      const changes: Change[] = [];
      for (const projection of projections)
        changes.push(...(await projection.apply(event, { keys, redis, tx })));
      tx.hset(keys.revs, recorded.stream, recorded.revision.toString());
      marks?.set(recorded.stream, recorded.revision);
      outcome = { status: 'applied', changes };
    }
  } catch (err) {
    tx.discard();
    if (guardKey) await redis.unwatch();
    throw err;
  }
  markCheckpoint(tx);
  const written = tx.exec().then((results) => {
    const failed = results?.find(([err]) => err);
    if (failed) throw failed[0];
    return results;
  });
  if (pending) {
    written.catch(() => undefined); // the caller awaits it with the others
    pending.push(written);
    return outcome;
  }
  if ((await written) === null) return { status: 'moved' };
  return outcome;
}
