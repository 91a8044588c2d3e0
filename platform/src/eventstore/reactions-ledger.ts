import { randomUUID } from 'node:crypto';
import {
  reactionsRecorded,
  reactionsRecordedType,
  reactionsStream,
  type ReactionsRecorded,
} from '@shop/contracts/reactions';
import type { EventStore, RecordedEvent } from './port';

// The reactors' record, in the log, of the outward reactions they did (docs/event-log.md "Reactions happen once,
// ever"). Written by the store follower (follow-store.ts) before the batch's actions, read once per Redis prefix.

/** Appends "every outward reaction of `reactor` up to `through` is done" (before doing them: at most once). */
export async function recordReactions(
  store: Pick<EventStore, 'append'>,
  reactor: string,
  through: RecordedEvent,
  /** How many events asked for an outward reaction; 0 for recordReactionsDoneBefore's record. */
  events: number,
  now: Date = new Date(),
): Promise<void> {
  // Checked as every reader will check it (events:verify, an import, recordedReactionsThrough).
  const data: ReactionsRecorded = reactionsRecorded.parse({
    reactor,
    through: { eventId: through.id, stream: through.stream, revision: through.revision.toString() },
    events,
    at: now.toISOString(),
  });
  await store.append(
    reactionsStream(reactor),
    [
      {
        id: randomUUID(),
        type: reactionsRecordedType,
        data,
        metadata: { correlationId: through.metadata.correlationId, causationId: through.id },
      },
    ],
    { expectedRevision: 'any' },
  );
}

/**
 * The id of the last event whose outward reactions `reactor` recorded (undefined: none). Reads the reactor's whole
 * stream (once per Redis prefix) and checks the named event is where the record says in this store (its stream and
 * revision survive an import, its id says it is the same event): a record naming an event this store does not hold
 * is a log that does not belong together, refused, never guessed. Its position is found as the follower meets it in
 * $all (a stream read of EventStoreDB gives no position).
 */
export async function recordedReactionsThrough(
  store: Pick<EventStore, 'readStream'>,
  reactor: string,
): Promise<string | undefined> {
  let last: ReactionsRecorded | undefined;
  for await (const event of store.readStream(reactionsStream(reactor))) {
    if (event.type === reactionsRecordedType) last = reactionsRecorded.parse(event.data);
  }
  if (!last) return undefined;
  const { eventId, stream, revision } = last.through;
  for await (const event of store.readStream(stream, { fromRevision: BigInt(revision), maxCount: 1 })) {
    if (event.id === eventId) return eventId;
    break;
  }
  throw new Error(
    `${reactionsStream(reactor)} records reactions through event ${eventId} at ${stream}@${revision}, which this store does not hold there`,
  );
}

/**
 * A prefix that followed the log before records existed (an upgraded shop: a checkpoint, no recorded key on the prefix,
 * no record of `reactor` in the log) did every outward reaction up to its checkpoint: before following, appends a record naming the last event at or
 * before `checkpoint` (`events: 0`), so that an export carries "done up to here" to the next store. Without it, a move
 * before the next outward reaction would do them all again. Nothing when the log holds a record of `reactor` (the
 * records there cover every event up to the checkpoint that asked for one) or no event up to the checkpoint. Reads
 * $all up to the checkpoint once (positions are the store's own: no read names the event at one, and a store may
 * skip positions), on the first start after the upgrade only: after it, the log holds a record.
 */
export async function recordReactionsDoneBefore(
  store: Pick<EventStore, 'append' | 'readStream' | 'readAllPages'>,
  reactor: string,
  checkpoint: bigint,
): Promise<boolean> {
  for await (const _ of store.readStream(reactionsStream(reactor), { maxCount: 1 })) return false;
  let through: RecordedEvent | undefined;
  scan: for await (const page of store.readAllPages()) {
    for (const event of page) {
      if (event.position > checkpoint) break scan;
      through = event;
    }
  }
  if (!through) return false;
  await recordReactions(store, reactor, through, 0);
  return true;
}
