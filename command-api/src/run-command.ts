// The one way a command runs on one stream, shared by the catalogue handler (handle.ts) and the account use cases
// (accounts/run.ts): metadata, the earlier answer of an Idempotency-Key, the decision, the append at the revision
// read ('no_stream' for a new stream), and one re-read/re-decide on a concurrent append.
import { createHash, randomUUID } from 'node:crypto';
import { DomainError } from '@shop/contracts';
import { aggregateStream, type Fold } from '@shop/platform/eventstore/aggregate-stream';
import {
  WrongExpectedRevision,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '@shop/platform/eventstore/port';
import type { CommandRequest, HandleContext, StreamAnswer } from './command-types';
import { deterministicId } from './ids';

/** The causationId of a keyed request: a hash of the key, never the key itself. */
export const keyDigest = (key: string): string =>
  `idem:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

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
  createHash('sha256')
    .update(`${key}\u0000${request.type}\u0000${canonicalJson(request.data)}`)
    .digest('hex');

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
  for (const e of recorded) if (e.id === deterministicId(key, stream, mine.length)) mine.push(e);
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

export type StreamCommand<S, E> = {
  store: EventStore;
  stream: string;
  /** How the stream folds into the state decided on: the owning decider. */
  fold: Fold<S, E>;
  /** The events to append given the folded state (none: a no-op). */
  decide: (state: S, recorded: RecordedEvent[]) => Promise<{ type: string; data: unknown }[]>;
  ctx: HandleContext;
  /** What was asked, for the replay check of an Idempotency-Key (required with one). */
  request?: CommandRequest;
  ids?: () => string;
  /** How many times it reads, decides and appends before a conflict is a 409 (default 2: one retry). */
  attempts?: number;
};

/**
 * Reads, folds, answers an earlier attempt of the same key, decides, appends. On a concurrent append it re-reads
 * and re-decides (once, unless `attempts` says otherwise); the last attempt's conflict, or any conflict when the caller named its expected revision
 * (`ctx.expectedRevision`), is a 409 `concurrency.conflict`.
 */
export async function runStreamCommand<S, E>(c: StreamCommand<S, E>): Promise<StreamAnswer & { state: S }> {
  const { store, stream, ctx } = c;
  const key = ctx.idempotencyKey;
  const requestHash = key && c.request ? requestHashOf(key, c.request) : undefined;
  const metadata = metadataOf(ctx, requestHash);
  const ids = c.ids ?? randomUUID;

  const attempt = async (): Promise<StreamAnswer & { state: S }> => {
    const { state, recorded } = await aggregateStream(store, stream, c.fold);
    if (key) {
      const earlier = earlierAnswer(recorded, key, stream, requestHash);
      if (earlier) return { ...earlier, state };
    }
    const last = recorded[recorded.length - 1];
    const revision = last ? last.revision : -1n;
    if (ctx.expectedRevision !== undefined && ctx.expectedRevision !== revision)
      throw new DomainError('concurrency.conflict');
    const decided = await c.decide(state, recorded);
    if (decided.length === 0) {
      return {
        position: (last?.position ?? (await store.headPosition())).toString(),
        nextRevision: revision.toString(),
        events: [],
        state,
      };
    }
    const result = await store.append(
      stream,
      decided.map((e, i) => ({
        id: key ? deterministicId(key, stream, i) : ids(),
        type: e.type,
        data: e.data,
        metadata,
      })),
      { expectedRevision: last ? last.revision : 'no_stream' },
    );
    return {
      position: result.position.toString(),
      nextRevision: result.nextRevision.toString(),
      events: decided,
      state: decided.reduce((s, e) => c.fold.evolve(s, e as unknown as E), state),
    };
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
