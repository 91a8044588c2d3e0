export const orderStreams = {
  order: (id: string) => `order-${id}`,
  loyalty: (userId: string) => `loyalty-${userId}`,
} as const;
