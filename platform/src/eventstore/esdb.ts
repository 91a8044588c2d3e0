// The production event store: EventStoreDB through @eventstore/db-client.
// Positions are commit positions; reads and subscriptions of $all skip system events ($-prefixed).
// The client library (gRPC and its protobufs) is loaded on the store's first use, not with this module: every
// process imports the event store's index, most of them open SQLite, and loading it took ~0.5 s of each start.
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  EventStoreDBClient,
  ReadPosition,
  ResolvedEvent,
} from '@eventstore/db-client';
import {
  pagesOf,
  WrongExpectedRevision,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from './port';

export type EsdbEventStoreOptions = { connectionString: string };

// A stream read does not know the commit position of its events: the server answers 2^64 − 1 then.
const UNKNOWN_POSITION = 18446744073709551615n;

type Library = typeof import('@eventstore/db-client');

const toEsdbRevision = (lib: Library, expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return lib.ANY;
  if (expected === 'no_stream') return lib.NO_STREAM;
  if (expected === 'exists') return lib.STREAM_EXISTS;
  return expected;
};

const isSystemEvent = (event: { type: string; streamId: string }) =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || isSystemEvent(event)) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  return {
    id: event.id,
    stream: event.streamId,
    type: event.type,
    data: event.isJson ? event.data : Buffer.from(event.data as Uint8Array).toString('utf8'),
    metadata: (event.metadata ?? {}) as EventMetadata,
    revision: event.revision,
    position: commit === undefined || commit === UNKNOWN_POSITION ? -1n : commit,
    createdAt: event.created,
  };
};

/** Reads and subscriptions of $all include the event at fromPosition; the port wants strictly after it. */
const readPositionAt = (lib: Library, position: bigint | undefined): ReadPosition =>
  position === undefined || position < 0n ? lib.START : { commit: position, prepare: position };

export const createEsdbEventStore = (options: EsdbEventStoreOptions): EventStore => {
  let loaded: Promise<{ lib: Library; client: EventStoreDBClient }> | undefined;
  const connect = () =>
    (loaded ??= import('@eventstore/db-client').then((lib) => ({
      lib,
      client: lib.EventStoreDBClient.connectionString(options.connectionString),
    })));

  const append: EventStore['append'] = async (stream, events, { expectedRevision }) => {
    const { lib, client } = await connect();
    try {
      const result = await client.appendToStream(
        stream,
        events.map((event) =>
          lib.jsonEvent({
            id: event.id,
            type: event.type,
            data: (event.data ?? null) as never,
            metadata: event.metadata,
          }),
        ),
        { expectedRevision: toEsdbRevision(lib, expectedRevision) },
      );
      return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? -1n };
    } catch (error) {
      if (error instanceof lib.WrongExpectedVersionError) {
        throw new WrongExpectedRevision(stream, expectedRevision, error.actualVersion);
      }
      throw error;
    }
  };

  async function* readStream(stream: string, opts: { fromRevision?: bigint; maxCount?: number } = {}) {
    if (opts.maxCount !== undefined && opts.maxCount <= 0) return;
    const { lib, client } = await connect();
    try {
      const read = client.readStream(stream, {
        fromRevision: opts.fromRevision ?? lib.START,
        ...(opts.maxCount !== undefined && { maxCount: opts.maxCount }),
      });
      for await (const resolved of read) {
        const recorded = toRecorded(resolved);
        if (recorded) yield recorded;
      }
    } catch (error) {
      if (error instanceof lib.StreamNotFoundError) return;
      throw error;
    }
  }

  async function* readAll(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    if (remaining <= 0) return;
    const { lib, client } = await connect();
    const after = opts.fromPosition ?? -1n;
    // maxCount counts the events we deliver, so system events and the event at fromPosition are read past.
    for await (const resolved of client.readAll({ fromPosition: readPositionAt(lib, opts.fromPosition) })) {
      const recorded = toRecorded(resolved);
      if (!recorded || recorded.position <= after) continue;
      yield recorded;
      if (--remaining <= 0) return;
    }
  }

  async function* subscribeToAll(opts: { fromPosition?: bigint; signal: AbortSignal }) {
    const { signal } = opts;
    if (signal.aborted) return;
    const { lib, client } = await connect();
    if (signal.aborted) return;
    const after = opts.fromPosition ?? -1n;
    const subscription = client.subscribeToAll({
      fromPosition: readPositionAt(lib, opts.fromPosition),
      filter: lib.excludeSystemEvents(),
    });
    let unsubscribed: Promise<void> | undefined;
    const stop = () => (unsubscribed ??= subscription.unsubscribe());
    // Unsubscribing ends the iteration below, also while it waits for the next live event.
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        if (signal.aborted) return;
        const recorded = toRecorded(resolved);
        if (recorded && recorded.position > after) yield recorded;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await stop();
    }
  }

  // The position of the last event readAll/subscribeToAll deliver. $all often ends with system events ($stats-…,
  // a stream's $metadata, scavenges…) that they skip: answering one of those would leave "projections idle"
  // (applied ≥ head) out of reach. So read backwards past them; breaking out cancels the read.
  const headPosition = async () => {
    const { lib, client } = await connect();
    for await (const resolved of client.readAll({ fromPosition: lib.END, direction: lib.BACKWARDS })) {
      const event = resolved.event;
      if (!event || isSystemEvent(event)) continue;
      return event.position?.commit ?? resolved.commitPosition ?? -1n;
    }
    return -1n;
  };

  return {
    append,
    readStream,
    readAll,
    readAllPages: (opts) => pagesOf(readAll(opts), 500),
    subscribeToAll,
    headPosition,
    close: async () => {
      if (loaded) await (await loaded).client.dispose();
    },
  };
};
