import { z } from 'zod';
import { orderRealtimeMessage } from './orders/read-models';
import { changeTopics } from './change-topics';

export * from './change-topics';

export const changeMessage = z.object({
  type: z.literal('changed'),
  topic: z.enum(changeTopics),
  id: z.string().optional(),
  position: z.string(), // global position of the event that caused it (bigint as a decimal string)
  audience: z.string().default('public'), // 'public' | 'staff' | `user:${id}`
});
export type ChangeMessage = z.infer<typeof changeMessage>;

/**
 * Everything published on `${prefix}changed`: change messages, and the orders' real-time messages (`newOrder`,
 * `orderActualization`) with their audience. read-api forwards each to the sockets its audience allows.
 */
export const channelMessage = z.union([
  changeMessage,
  z.intersection(orderRealtimeMessage, z.object({ audience: z.string() })),
]);
export type ChannelMessage = z.infer<typeof channelMessage>;
