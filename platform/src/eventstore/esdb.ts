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
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AppendTooLarge,
  checkAppendSize,
  EventStoreUnavailable,
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

// The store's identity (port storeId) lives in a stream of its own, outside the log: $all reads skip it like system
// events, so an export never carries it. Not a `$` stream: with EventStoreDB's security on, those need the
// admins'/ops' rights, and an application user could not read it (no follower would start).
const IDENTITY_STREAM = 'shop-store-identity';
/** Where stores made before kept it (read once, copied to IDENTITY_STREAM): their checkpoints stay theirs. */
const LEGACY_IDENTITY_STREAM = '$shop-store-identity';

/** What $all reads pass over: EventStoreDB's system events and the store's identity. */
const isSystemEvent = (event: { type: string; streamId: string }) =>
  event.type.startsWith('$') || event.streamId.startsWith('$') || event.streamId === IDENTITY_STREAM;

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

/** Each attempt of an append waits this long for an answer; a dropped write (IdempotentNotReady) is then retried. */
const APPEND_DEADLINE_MS = 3_000;
const APPEND_ATTEMPTS = 3;

// gRPC codes of a store that does not answer: DEADLINE_EXCEEDED, ABORTED (the server's timeouts), UNAVAILABLE. The
// client gives some as its own error classes and some (an append's) as a raw gRPC error.
const NOT_ANSWERING = new Set([4, 10, 14]);
const isNotAnswering = (lib: Library, error: unknown): boolean =>
  error instanceof lib.UnavailableError ||
  error instanceof lib.DeadlineExceededError ||
  error instanceof lib.TimeoutError ||
  (typeof (error as { code?: unknown })?.code === 'number' &&
    NOT_ANSWERING.has((error as { code: number }).code));

/** host:port of the connection string, without credentials (for the one line an operator reads). */
const whereOf = (connectionString: string): string =>
  connectionString
    .replace(/^[a-z+]+:\/\//, '')
    .replace(/^[^@/]*@/, '')
    .split(/[/?]/)[0] ?? connectionString;

export const createEsdbEventStore = (options: EsdbEventStoreOptions): EventStore => {
  const where = whereOf(options.connectionString);
  const unavailable = (error: unknown) =>
    new EventStoreUnavailable(
      `EventStoreDB at ${where} does not answer: ${String((error as Error)?.message ?? error)
        .split('\n')[0]!
        .trim()}`,
    );
  /** Runs a read; a store that does not answer is EventStoreUnavailable, in one line. */
  const answering = async <T>(lib: Library, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      throw isNotAnswering(lib, error) ? unavailable(error) : error;
    }
  };
  let loaded: Promise<{ lib: Library; client: EventStoreDBClient }> | undefined;
  const connect = () =>
    (loaded ??= import('@eventstore/db-client').then((lib) => ({
      lib,
      client: lib.EventStoreDBClient.connectionString(options.connectionString),
    })));

  // One meaning with the SQLite store (conformance.ts): an append over MAX_APPEND_BYTES is refused before it is sent;
  // a write the server dropped or did not answer in time (identical concurrent appends can meet IdempotentNotReady)
  // is sent again with the same event ids, which the server recognises, then the store is said unavailable; a
  // tombstoned stream refuses like a stream at another revision.
  const append: EventStore['append'] = async (stream, events, { expectedRevision }) => {
    checkAppendSize(
      stream,
      events.map((event) => ({
        type: event.type,
        data: JSON.stringify(event.data ?? null),
        metadata: JSON.stringify(event.metadata),
      })),
    );
    const { lib, client } = await connect();
    const toSend = events.map((event) =>
      lib.jsonEvent({
        id: event.id,
        type: event.type,
        data: (event.data ?? null) as never,
        metadata: event.metadata,
      }),
    );
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await client.appendToStream(stream, toSend, {
          expectedRevision: toEsdbRevision(lib, expectedRevision),
          deadline: APPEND_DEADLINE_MS,
        });
        return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? -1n };
      } catch (error) {
        if (error instanceof lib.WrongExpectedVersionError)
          throw new WrongExpectedRevision(stream, expectedRevision, error.actualVersion);
        if (error instanceof lib.StreamDeletedError)
          throw new WrongExpectedRevision(stream, expectedRevision, 'no_stream');
        if (error instanceof lib.MaxAppendSizeExceededError)
          throw new AppendTooLarge(stream, error.maxAppendSize ?? -1, events.length);
        if (!isNotAnswering(lib, error)) throw error;
        if (attempt >= APPEND_ATTEMPTS) throw unavailable(error);
        await sleep(100 * attempt);
      }
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
      // A deleted stream reads as one that never existed, as on SQLite (which deletes none).
      if (error instanceof lib.StreamNotFoundError || error instanceof lib.StreamDeletedError) return;
      throw isNotAnswering(lib, error) ? unavailable(error) : error;
    }
  }

  async function* readAll(opts: { fromPosition?: bigint; maxCount?: number } = {}) {
    let remaining = opts.maxCount ?? Infinity;
    if (remaining <= 0) return;
    const { lib, client } = await connect();
    const after = opts.fromPosition ?? -1n;
    // maxCount counts the events we deliver, so system events and the event at fromPosition are read past.
    try {
      for await (const resolved of client.readAll({ fromPosition: readPositionAt(lib, opts.fromPosition) })) {
        const recorded = toRecorded(resolved);
        if (!recorded || recorded.position <= after) continue;
        yield recorded;
        if (--remaining <= 0) return;
      }
    } catch (error) {
      throw isNotAnswering(lib, error) ? unavailable(error) : error;
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
    } catch (error) {
      throw isNotAnswering(lib, error) ? unavailable(error) : error;
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
    return answering(lib, async () => {
      for await (const resolved of client.readAll({ fromPosition: lib.END, direction: lib.BACKWARDS })) {
        const event = resolved.event;
        if (!event || isSystemEvent(event)) continue;
        return event.position?.commit ?? resolved.commitPosition ?? -1n;
      }
      return -1n;
    });
  };

  let identity: Promise<string> | undefined;
  const readIdentity = async (stream = IDENTITY_STREAM): Promise<string | undefined> => {
    const { lib, client } = await connect();
    return answering(lib, async () => {
      try {
        for await (const resolved of client.readStream(stream, { maxCount: 1 }))
          return (resolved.event?.data as { storeId?: string } | undefined)?.storeId;
      } catch (error) {
        if (error instanceof lib.StreamNotFoundError) return undefined;
        // The legacy `$` stream, unreadable without the admins'/ops' rights: a new identity (checkpoints refused).
        if (stream === LEGACY_IDENTITY_STREAM && error instanceof lib.AccessDeniedError) return undefined;
        throw error;
      }
      return undefined;
    });
  };
  const storeId = () =>
    (identity ??= (async () => {
      const kept = await readIdentity();
      if (kept) return kept;
      const { lib, client } = await connect();
      const made = (await readIdentity(LEGACY_IDENTITY_STREAM)) ?? randomUUID();
      await answering(lib, () =>
        client
          .appendToStream(
            IDENTITY_STREAM,
            lib.jsonEvent({ id: randomUUID(), type: 'StoreIdentified', data: { storeId: made } }),
            { expectedRevision: lib.NO_STREAM },
          )
          .catch((error: unknown) => {
            if (!(error instanceof lib.WrongExpectedVersionError)) throw error; // another process made it first
          }),
      );
      const stored = await readIdentity();
      if (!stored) throw new Error(`EventStoreDB at ${where}: ${IDENTITY_STREAM} holds no store id`);
      return stored;
    })().catch((error: unknown) => {
      identity = undefined;
      throw error;
    }));

  return {
    append,
    readStream,
    readAll,
    readAllPages: (opts) => pagesOf(readAll(opts), 500),
    subscribeToAll,
    headPosition,
    storeId,
    close: async () => {
      if (loaded) await (await loaded).client.dispose();
    },
  };
};
