// How many tries per window each sensitive route allows (config RATE_LIMIT_* as `tries/seconds`).
export type RateLimit = { points: number; durationSeconds: number };
export type RateLimits = { login: RateLimit; signup: RateLimit; reset: RateLimit };

export const defaultRateLimits: RateLimits = {
  login: { points: 10, durationSeconds: 15 * 60 },
  signup: { points: 5, durationSeconds: 60 * 60 },
  reset: { points: 5, durationSeconds: 60 * 60 },
};

const parse = (value: string | undefined, fallback: RateLimit): RateLimit => {
  if (!value) return fallback;
  const [points, seconds] = value.split('/').map(Number);
  return { points: points!, durationSeconds: seconds! };
};

export const rateLimitsFromConfig = (config: {
  RATE_LIMIT_LOGIN?: string;
  RATE_LIMIT_SIGNUP?: string;
  RATE_LIMIT_RESET?: string;
}): RateLimits => ({
  login: parse(config.RATE_LIMIT_LOGIN, defaultRateLimits.login),
  signup: parse(config.RATE_LIMIT_SIGNUP, defaultRateLimits.signup),
  reset: parse(config.RATE_LIMIT_RESET, defaultRateLimits.reset),
});
