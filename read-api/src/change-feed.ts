import type { Redis } from 'ioredis';
import { channelMessage, type ChannelMessage } from '@shop/contracts';
import type { SharedKeys } from '@shop/platform/read-model-keys';
import type { Logger } from './logger';

export type ChangeFeedHandlers = {
  /** A change message, or an order real-time message (`newOrder`, `orderActualization`). */
  onChange(message: ChannelMessage): void;
  onSwap(version: number): void;
  /** A session of this user ended (logout, platform/src/auth/revocation.ts). */
  onSessionEnded(userId: string): void;
};

export type ChangeFeed = { ready: Promise<void>; close(): Promise<void> };

/** The one Redis subscription of a read-api instance: change messages, version swaps and ended sessions. */
export function subscribeToChanges(
  subscriber: Redis,
  shared: SharedKeys,
  logger: Logger,
  handlers: ChangeFeedHandlers,
  sessionsChannel: string,
): ChangeFeed {
  const channels = [shared.changedChannel, shared.swappedChannel, sessionsChannel];
  const onMessage = (channel: string, raw: string) => {
    if (channel === sessionsChannel) {
      if (raw) handlers.onSessionEnded(raw);
      return;
    }
    if (channel === shared.swappedChannel) {
      const version = Number(raw);
      if (Number.isInteger(version) && version > 0) handlers.onSwap(version);
      return;
    }
    if (channel !== shared.changedChannel) return;
    let parsed;
    try {
      parsed = channelMessage.safeParse(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      logger.warn({ channel, raw: raw.slice(0, 200) }, 'ignored a change message that does not parse');
      return;
    }
    handlers.onChange(parsed.data);
  };
  subscriber.on('message', onMessage);
  const ready = subscriber.subscribe(...channels).then(() => undefined);
  ready.catch((err: unknown) => logger.error({ err }, 'read-api could not subscribe to the change channel'));
  return {
    ready,
    async close() {
      subscriber.off('message', onMessage);
      await subscriber.unsubscribe(...channels).catch(() => undefined);
    },
  };
}
