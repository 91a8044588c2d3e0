// The one way a command runs on one stream, shared by the catalogue handler (handle.ts), the account use cases
// (accounts/run.ts), the order handler and its loyalty settlement (orders/handle.ts): metadata, the earlier answer of
// an Idempotency-Key, the decision, the append at the revision read ('no_stream' for a new stream), and one
// re-read/re-decide on a concurrent append.
import { hash, randomUUID } from 'node:crypto';
import { DomainError } from '@shop/contracts';
import { aggregateStream, type Fold } from '@shop/platform/eventstore/aggregate-stream';
import type { StreamStates } from '@shop/platform/eventstore/stream-states';
import {
  WrongExpectedRevision,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '@shop/platform/eventstore/port';
import type { CommandRequest, HandleContext, StreamAnswer } from './command-types';
import { deterministicId } from './ids';

/** The causationId of a keyed request: a hash of the key, never the key itself. */
export const keyDigest = (key: string): string => `idem:${hash('sha256', key, 'hex').slice(0, 32)}`;

/** JSON with object keys sorted (arrays keep their order), undefined fields left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * `requestHash` of the events appended under an Idempotency-Key: SHA-256 over the key, the command type and the
 * canonical JSON of its data. The key is part of the input (and is never stored in clear), so the hash tells nothing
 * about the request's content (an address, a name) to someone reading the log.
 */
export const requestHashOf = (key: string, request: CommandRequest): string =>
  hash('sha256', `${key}\u0000${request.type}\u0000${canonicalJson(request.data)}`, 'hex');

export const metadataOf = (ctx: HandleContext, requestHash?: string): EventMetadata => {
  const correlationId = ctx.correlationId ?? randomUUID();
  return {
    correlationId,
    causationId: ctx.causationId ?? (ctx.idempotencyKey ? keyDigest(ctx.idempotencyKey) : correlationId),
    ...(ctx.userId ? { userId: ctx.userId } : {}),
    ...(ctx.role ? { role: ctx.role } : {}),
    ...(requestHash ? { requestHash } : {}),
  };
};

/**
 * The events a first request with this key appended to the stream, as its answer; none → undefined. The same key
 * with a different request (another requestHash) is refused with `idempotency.key_reused`. Events appended before
 * request hashes existed carry none and are taken as the same request.
 */
export function earlierAnswer(
  recorded: RecordedEvent[],
  key: string,
  stream: string,
  requestHash: string | undefined,
): StreamAnswer | undefined {
  const mine: RecordedEvent[] = [];
  // The id the key's next event would have: computed again only once one is found.
  let next = deterministicId(key, stream, 0);
  for (const e of recorded) {
    if (e.id !== next) continue;
    mine.push(e);
    next = deterministicId(key, stream, mine.length);
  }
  const last = mine[mine.length - 1];
  if (!last) return undefined;
  const stored = (mine[0]!.metadata as EventMetadata & { requestHash?: string }).requestHash;
  if (requestHash && stored && stored !== requestHash) throw new DomainError('idempotency.key_reused');
  return {
    position: last.position.toString(),
    nextRevision: last.revision.toString(),
    events: mine.map(({ type, data }) => ({ type, data })),
  };
}

/** How a run ended, for a caller that shapes its own answer or acts after it (`then`). */
export type StreamOutcome<S> = StreamAnswer & {
  /** 'earlier': the first answer of this Idempotency-Key; 'unchanged': nothing decided; 'appended'. */
  kind: 'earlier' | 'unchanged' | 'appended';
  /** The state after the command (for 'earlier': the stream's state as read now). */
  state: S;
  /** The stream as read by this attempt (before its append). */
  recorded: RecordedEvent[];
  /** The metadata the command's events carry (or would have carried). */
  metadata: EventMetadata;
  /** The request's hash under its Idempotency-Key (none without a key). */
  requestHash?: string;
};

export type StreamCommand<S, E, R> = {
  store: EventStore;
  stream: string;
  /** How the stream folds into the state decided on: the owning decider. */
  fold: Fold<S, E>;
  /** The handler's remembered states: each attempt then reads only the events after the state it remembers. */
  cache?: StreamStates;
  /** The events to append given the folded state (none: a no-op). Facts from other streams are read here. */
  decide: (state: S, recorded: RecordedEvent[]) => Promise<{ type: string; data: unknown }[]>;
  ctx: HandleContext;
  /** What was asked, for the replay check of an Idempotency-Key (required with one). */
  request?: CommandRequest;
  /** The id of each appended event when there is no Idempotency-Key (default: a random UUID). */
  ids?: (event: { type: string; data: unknown }, index: number) => string;
  /** The events' metadata, when it is not the one `ctx` and `request` make (e.g. a follow-up command's). */
  metadata?: EventMetadata;
  /** How many times it reads, decides and appends before a conflict is a 409 (default 2: one retry). */
  attempts?: number;
  /**
   * Runs within the attempt after its outcome is known (so a conflict it meets retries the whole attempt) and makes
   * the answer. Default: the outcome's `{ position, nextRevision, events, state }`.
   */
  then?: (outcome: StreamOutcome<S>) => Promise<R>;
};

const plainAnswer = async <S>({ position, nextRevision, events, state }: StreamOutcome<S>) => ({
  position,
  nextRevision,
  events,
  state,
});

/**
 * Reads, folds, answers an earlier attempt of the same key, decides, appends. On a concurrent append it re-reads
 * and re-decides (once, unless `attempts` says otherwise); the last attempt's conflict, or any conflict when the caller
 * named its expected revision (`ctx.expectedRevision`), is a 409 `concurrency.conflict`.
 */
export async function runStreamCommand<S, E, R = StreamAnswer & { state: S }>(
  c: StreamCommand<S, E, R>,
): Promise<R> {
  const { store, stream, ctx } = c;
  const key = ctx.idempotencyKey;
  const requestHash = key && c.request ? requestHashOf(key, c.request) : undefined;
  const metadata = c.metadata ?? metadataOf(ctx, requestHash);
  const ids = c.ids ?? (() => randomUUID());
  const then = c.then ?? (plainAnswer as unknown as (outcome: StreamOutcome<S>) => Promise<R>);

  const attempt = async (): Promise<R> => {
    const { state, recorded } = await aggregateStream(store, stream, c.fold, c.cache);
    if (key) {
      const earlier = earlierAnswer(recorded, key, stream, requestHash);
      if (earlier) return then({ ...earlier, kind: 'earlier', state, recorded, metadata, requestHash });
    }
    const last = recorded[recorded.length - 1];
    const revision = last ? last.revision : -1n;
    if (ctx.expectedRevision !== undefined && ctx.expectedRevision !== revision)
      throw new DomainError('concurrency.conflict');
    const decided = await c.decide(state, recorded);
    if (decided.length === 0) {
      return then({
        position: (last?.position ?? (await store.headPosition())).toString(),
        nextRevision: revision.toString(),
        events: [],
        kind: 'unchanged',
        state,
        recorded,
        metadata,
        requestHash,
      });
    }
    const result = await store.append(
      stream,
      decided.map((e, i) => ({
        id: key ? deterministicId(key, stream, i) : ids(e, i),
        type: e.type,
        data: e.data,
        metadata,
      })),
      { expectedRevision: last ? last.revision : 'no_stream' },
    );
    return then({
      position: result.position.toString(),
      nextRevision: result.nextRevision.toString(),
      events: decided,
      kind: 'appended',
      state: decided.reduce((s, e) => c.fold.evolve(s, e as unknown as E), state),
      recorded,
      metadata,
      requestHash,
    });
  };

  const attempts = ctx.expectedRevision !== undefined ? 1 : (c.attempts ?? 2);
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (tried >= attempts) throw new DomainError('concurrency.conflict');
    }
  }
}
