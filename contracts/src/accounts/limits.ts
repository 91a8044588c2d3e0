// Limits of the account forms (no zod), for the client through `@shop/contracts/core`. Passwords: at least 6
// characters (the stricter of the spec's two readings).
export const passwordMinLength = 6;

/** Saved delivery addresses per account (home, work…): a new one beyond this is `address.limit`. */
export const MAX_SAVED_ADDRESSES = 10;
/** Bounds of a saved address's texts. */
export const addressLimits = { label: 40, address: 200, landmark: 200 } as const;
