// How many tries per window each sensitive route allows, in layers an attacker cannot step around by changing the
// address or the IP (docs/accounts.md "Rate limits"). Config `RATE_LIMIT_<NAME>` as
// `tries/seconds`, e.g. RATE_LIMIT_LOGIN_PER_EMAIL=20/3600.
export type RateLimit = { points: number; durationSeconds: number };

export const defaultRateLimits = {
  /** Failed logins per IP and address. */
  login: { points: 10, durationSeconds: 15 * 60 },
  /** Failed logins per address, whatever the IP. */
  loginPerEmail: { points: 20, durationSeconds: 60 * 60 },
  /** Failed logins per IP, whatever the address. */
  loginPerIp: { points: 20, durationSeconds: 60 * 60 },
  /** Sign-ups per IP. */
  signup: { points: 5, durationSeconds: 60 * 60 },
  /** Sign-ups per address, whatever the IP. */
  signupPerEmail: { points: 3, durationSeconds: 60 * 60 },
  /** Forgot-password and resend-verification per IP and address; reset-password per IP. */
  reset: { points: 5, durationSeconds: 60 * 60 },
  /** Forgot-password and resend-verification per address, whatever the IP. */
  resetPerEmail: { points: 5, durationSeconds: 60 * 60 },
  /** Forgot-password and resend-verification per IP, whatever the address. */
  resetPerIp: { points: 20, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimits = Record<RateLimitName, RateLimit>;
export const rateLimitNames = Object.keys(defaultRateLimits) as RateLimitName[];

/** loginPerEmail → RATE_LIMIT_LOGIN_PER_EMAIL */
export const rateLimitConfigKey = (name: RateLimitName) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}` as const;

const parse = (value: string | undefined, fallback: RateLimit): RateLimit => {
  if (!value) return fallback;
  const [points, seconds] = value.split('/').map(Number);
  return { points: points!, durationSeconds: seconds! };
};

export const rateLimitsFromConfig = (config: Partial<Record<string, unknown>>): RateLimits =>
  Object.fromEntries(
    rateLimitNames.map((name) => {
      const value = config[rateLimitConfigKey(name)];
      return [name, parse(typeof value === 'string' ? value : undefined, defaultRateLimits[name])];
    }),
  ) as RateLimits;
