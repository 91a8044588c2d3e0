// Limits of the account forms (no zod), for the client through `@shop/contracts/core`. Passwords: at least 6
// characters (the stricter of the spec's two readings).
export const passwordMinLength = 6;
