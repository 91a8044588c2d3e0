import type { Redis } from '@shop/platform/redis';
import {
  createStoreFollower,
  type FailureLogger,
  type RetryPolicy,
  type StoreFollower,
} from '@shop/platform/eventstore/follow-store';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import type { HandleContext } from '../command-types';

// A deletion is three steps (AccountDeleted, release the address, destroy the key), not one transaction: a crash after
// the append leaves the address reserved and the personal data readable. The owner's retry finishes it; this finisher
// finishes it when nobody retries, by running the same idempotent finishDeletion on every AccountDeleted of the log.

export type DeletionFinisherDeps = {
  /** The store to follow; followed without its personal data (AccountDeleted carries ids only: nothing to decrypt). */
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** Accounts' finishDeletion: releases the address while this user holds it, then destroys the key. Idempotent. */
  finishDeletion: (userId: string, ctx: HandleContext) => Promise<unknown>;
  logger: FailureLogger & { debug: FailureLogger['error'] };
  retry?: RetryPolicy;
};

export type DeletionFinisher = StoreFollower;

export const deletionFinisherCheckpointKey = (prefix: string): string =>
  `${prefix}reactor:account-deletions:checkpoint`;

/** The user an AccountDeleted event deletes; null for any other event. */
export const deletedUserOf = (recorded: Pick<RecordedEvent, 'type' | 'data'>): string | null => {
  if (recorded.type !== 'AccountDeleted') return null;
  const { userId } = recorded.data as { userId?: unknown };
  if (typeof userId !== 'string') throw new Error('AccountDeleted without a userId');
  return userId;
};

/**
 * Follows the store from its own checkpoint and finishes every deletion it meets. At least once, like every
 * follower: a replay (or a deletion the owner's retry finished meanwhile) appends nothing, since the address is
 * released only while the deleted user holds it and is unreadable once the key is gone. A failure retries from the
 * checkpoint after a backoff, so a deletion is never skipped.
 */
export function createDeletionFinisher(deps: DeletionFinisherDeps): DeletionFinisher {
  const { finishDeletion, logger } = deps;

  async function handle(recorded: RecordedEvent): Promise<void> {
    const userId = deletedUserOf(recorded);
    if (!userId) return;
    await finishDeletion(userId, {
      userId: 'system',
      correlationId: recorded.metadata.correlationId,
      causationId: recorded.id,
    });
    logger.debug({ event: recorded.id, userId }, 'account deletion finished');
  }

  return createStoreFollower({
    store: withoutPersonalData(deps.store),
    redis: deps.redis,
    checkpointKey: deletionFinisherCheckpointKey(deps.prefix),
    handle,
    name: 'deletion finisher',
    logger,
    // It acts on AccountDeleted only: no Redis write per order event. A crash replays at most a few hundred events
    // (or a few seconds of them), and finishDeletion is idempotent.
    sparseCheckpoint: {
      mustSave: (recorded) => recorded.type === 'AccountDeleted',
      everyEvents: 500,
      everyMs: 5_000,
    },
    ...(deps.retry ? { retry: deps.retry } : {}),
  });
}
