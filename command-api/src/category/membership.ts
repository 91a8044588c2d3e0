import { streams } from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { CommandRequest, HandleContext } from '../command-types';
import { productDecider, type ProductEvent, type ProductState } from '../product/decider';
import { keyDigest, runStreamCommand } from '../run-command';
import { categoryDecider, type MembershipCommand } from './decider';

// The membership of products in categories, kept on the category streams (docs/catalogue.md, "Category
// deletion"). A product command records its entry into a category before its own event, at the category stream's
// revision, so it and DeleteCategory conflict on that one stream; it records its exit after its own event.

type Move = { categoryId: string; productId: string; productRevision: number };
export type MembershipMoves = { enter?: Move; leave?: Move };

/**
 * Which category a product's decided events make it enter and leave. `firstRevision` is the revision the first
 * decided event will get on the product stream.
 */
export function membershipMoves(
  before: ProductState,
  decided: readonly ProductEvent[],
  firstRevision: number,
): MembershipMoves {
  const moves: MembershipMoves = {};
  let current = before.status === 'live' ? before.categoryId : undefined;
  decided.forEach((e, i) => {
    const productRevision = firstRevision + i;
    const { productId } = e.data;
    const into = (categoryId: string) => {
      if (current === categoryId) return;
      if (current !== undefined && !moves.leave)
        moves.leave = { categoryId: current, productId, productRevision };
      moves.enter = { categoryId, productId, productRevision };
      current = categoryId;
    };
    switch (e.type) {
      case 'ProductCreated':
      case 'ProductUpdated':
        into(e.data.categoryId);
        break;
      case 'ProductDeleted':
        if (current !== undefined && !moves.leave)
          moves.leave = { categoryId: current, productId, productRevision };
        current = undefined;
        break;
    }
  });
  return moves;
}

/**
 * A membership record decides on the category's status (and the member's revision) alone, never on what a racing
 * product command appended; so a burst of product commands into one category retries it a few more times rather than
 * answer 409 to a command whose own stream had no conflict.
 */
const MEMBERSHIP_ATTEMPTS = 10;

type Recording = {
  store: EventStore;
  ctx: HandleContext;
  /** The handler time of the product command (ISO-8601). */
  at: string;
  request: CommandRequest;
};

/**
 * Runs an EnterCategory/LeaveCategory on the category stream, with the product command's metadata. Under an
 * Idempotency-Key the entry's ids derive from the key and the handler time: two runs of one seed step (same time)
 * append it once, while a retry later appends a fresh entry whose `at` keeps it counted until the product event lands.
 */
async function record(command: MembershipCommand, { store, ctx, at, request }: Recording): Promise<void> {
  const key = ctx.idempotencyKey;
  // The revision a caller named is the product stream's, never the category's.
  const own: HandleContext = { ...ctx, expectedRevision: undefined };
  await runStreamCommand({
    store,
    stream: streams.category(command.data.categoryId),
    ctx: key
      ? { ...own, idempotencyKey: `${key}\u0000${at}`, causationId: ctx.causationId ?? keyDigest(key) }
      : own,
    request,
    fold: categoryDecider,
    decide: async (state) => categoryDecider.decide(command, state),
    attempts: MEMBERSHIP_ATTEMPTS,
  });
}

/** Before the product event: refused with `category.unknown` unless the category is live at the revision appended on. */
export const enterCategory = (move: Move, r: Recording) =>
  record({ type: 'EnterCategory', data: move, metadata: { now: r.at } }, r);

/** After the product event; a no-op when a later entry of the same product is already recorded. */
export const leaveCategory = (move: Move, r: Recording) =>
  record({ type: 'LeaveCategory', data: move, metadata: { now: r.at } }, r);

/** The category each product's own stream shows it live in (null: none): one short stream read per product. */
export async function placementsOf(
  store: EventStore,
  productIds: readonly string[],
): Promise<Record<string, string | null>> {
  const placements: Record<string, string | null> = {};
  for (const productId of productIds) {
    const { state } = await aggregateStream(store, streams.product(productId), productDecider);
    placements[productId] = state.status === 'live' ? state.categoryId : null;
  }
  return placements;
}
