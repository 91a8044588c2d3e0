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
  /** The on-site orders ready, for the public ready board (GET /api/ready-board; docs/kitchen.md). */
  'ready-board',
] as const;
export type ChangeTopic = (typeof changeTopics)[number];
