import type { Redis } from 'ioredis';
import { changeTopics, type ChannelMessage } from '@shop/contracts';
import type { Change } from './projection';

/** Publishes one message per distinct change (a ChangeMessage, or a real-time order message) of an event (public unless the change names its audience). */
export async function publishChanges(
  redis: Redis,
  channel: string,
  changes: Change[],
  position: bigint,
): Promise<void> {
  const seen = new Set<string>();
  const published: Promise<number>[] = [];
  for (const change of changes) {
    const message: ChannelMessage =
      'realtime' in change
        ? { ...change.realtime, position: position.toString(), audience: change.audience }
        : (({ audience = 'public', ...rest }) => ({
            type: 'changed' as const,
            ...rest,
            position: position.toString(),
            audience,
          }))(change);
    const json = JSON.stringify(message);
    if (seen.has(json)) continue;
    seen.add(json);
    // Asked together, not one reply awaited after another: a connection's commands still run in the order asked.
    published.push(redis.publish(channel, json));
  }
  await Promise.all(published);
}

/** After a rebuild swapped the version: every topic changed, so every client refetches. */
export const publishEverythingChanged = (redis: Redis, channel: string, position: bigint): Promise<void> =>
  publishChanges(
    redis,
    channel,
    // The users and orders lists are staff-only; a user's own views keep their content, so nobody else needs a refetch.
    changeTopics.map((topic) => ({
      topic,
      audience: topic === 'users' || topic === 'orders' ? 'staff' : 'public',
    })),
    position,
  );
