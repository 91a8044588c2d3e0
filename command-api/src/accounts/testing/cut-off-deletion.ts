import { accountStreams } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { runCommand } from '../run';
import { userDecider } from '../user-decider';

/**
 * The owner's DELETE appended AccountDeleted through the handler's runner, then the process died: the address is
 * still reserved and the key still lives (what the deletion finisher must complete).
 */
export const appendAccountDeletedOnly = (store: EventStore, userId: string) => {
  const now = new Date();
  return runCommand(
    store,
    accountStreams.user(userId),
    userDecider,
    () => ({
      type: 'DeleteAccount' as const,
      data: { userId },
      metadata: { now: now.toISOString(), actor: { userId, role: 'user' as const }, passwordValid: true },
    }),
    { now, userId, role: 'user' },
  );
};
