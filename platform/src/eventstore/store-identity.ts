import type { Redis } from 'ioredis';
import type { EventStore } from './port';

// A checkpoint is a position in one store: positions of another store (an import, a Redis pointed elsewhere) mean
// nothing there. So each checkpoint key has a companion `<key>:store` naming the store (port storeId) it counts in.

/** A checkpoint that counts positions of another store than the one being followed: nothing is read nor written. */
export class CheckpointOfAnotherStore extends Error {
  constructor(
    readonly checkpointKey: string,
    readonly checkpointStore: string,
    readonly store: string,
  ) {
    super(
      `${checkpointKey} counts positions of event store ${checkpointStore}, not of this one (${store}): use a REDIS_PREFIX of its own for this store, or delete that prefix's keys to start it from zero`,
    );
    this.name = 'CheckpointOfAnotherStore';
  }
}

export const checkpointStoreKey = (checkpointKey: string): string => `${checkpointKey}:store`;

/**
 * Before following from `checkpointKey`: the store it names must be this one. A checkpoint that names none (a new
 * prefix, or one kept before stores had an identity) is given this store's. Throws CheckpointOfAnotherStore.
 */
export async function claimCheckpoint(
  redis: Pick<Redis, 'get' | 'set'>,
  checkpointKey: string,
  store: Pick<EventStore, 'storeId'>,
  /** Where the store is named: beside the checkpoint, or once for checkpoints that go together (the read models'). */
  key: string = checkpointStoreKey(checkpointKey),
): Promise<void> {
  const id = await store.storeId();
  const named = (await redis.get(key)) ?? ((await redis.set(key, id, 'NX')) ? id : await redis.get(key));
  if (named !== null && named !== id) throw new CheckpointOfAnotherStore(checkpointKey, named, id);
}
