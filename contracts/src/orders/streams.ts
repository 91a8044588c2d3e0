export const orderStreams = {
  order: (id: string) => `order-${id}`,
  loyalty: (userId: string) => `loyalty-${userId}`,
  /** The places of one slot, by its start (ISO UTC). */
  slot: (start: string) => `slot-${start}`,
  /** A customer's phone number, normalized (normalizePhone): orders, no-shows, blocks. */
  phone: (normalized: string) => `phone-${normalized}`,
} as const;
