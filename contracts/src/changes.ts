import { z } from 'zod';
import { orderRealtimeMessage } from './orders/read-models';

// What projections publish on the Redis channel `${prefix}changed` after a read model changed, and what
// read-api pushes on /ws. It names what changed, never the data: the client invalidates the matching
// TanStack Query keys (topic first, then id) and refetches.
export const changeTopics = [
  'products',
  'categories',
  'promos',
  'districts',
  'banners',
  'settings',
  'users',
  'orders',
  'screens',
  'stats',
  /** Places taken in the scheduled-order slots (GET /api/slots). */
  'slots',
] as const;
export type ChangeTopic = (typeof changeTopics)[number];

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
