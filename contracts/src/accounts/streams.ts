export const accountStreams = {
  user: (id: string) => `user-${id}`,
  /** The address itself never appears in a stream name: `hash` is an HMAC of the normalised address. */
  email: (hash: string) => `email-${hash}`,
  /** PushSubscribed / PushUnsubscribed: the browsers that get the customer's order steps. */
  push: (userId: string) => `push-${userId}`,
  /** AdminGranted / AdminRevoked: who the admins are, without folding every user. */
  admins: () => 'roles-admins',
} as const;
