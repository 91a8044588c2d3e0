// The configuration of every service, read from the environment (docs/operations.md, "Configuration").
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const rateLimit = z.string().regex(/^[1-9][0-9]*\/[1-9][0-9]*$/, "must be 'tries/seconds', e.g. 10/900");

export const configSchema = z.object({
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('.data'),
  EVENT_STORE: z.enum(['sqlite', 'esdb'], { error: "must be 'sqlite' or 'esdb'" }).default('sqlite'),
  ESDB_URL: url(['esdb:', 'esdb+discover:']).default('esdb://127.0.0.1:2113?tls=false'),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('shop:'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** The address people open in the browser (links in e-mails); the server's own address when absent. */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /** Accounts: session signing and e-mail stream-name HMAC secrets; generated into DATA_DIR/secrets.json when absent. */
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  EMAIL_HASH_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  /** Web Push: the VAPID key pair (base64url); generated into DATA_DIR/vapid.json when absent. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Web Push: who the push services may contact about the shop's pushes (`mailto:` or an https URL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:no-reply@oran-food.local'),
  /**
   * Web Push: the push services the shop sends to, as host suffixes separated by commas (`push.apple.com` is that
   * host and every host under it); the browsers' own services by default (platform/src/push/endpoints.ts). Whatever
   * the list, an endpoint resolving to a loopback, private, link-local or other non-public address is refused.
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.length > 0 && hosts.every((host) => /^[a-z0-9.:-]+$/.test(host)),
      'must be host names separated by commas, e.g. fcm.googleapis.com,push.apple.com',
    )
    .optional(),
  /**
   * Web Push, tests only: also send to loopback addresses (the tests' local push service on 127.0.0.1, with
   * PUSH_ALLOWED_HOSTS=127.0.0.1). Never in production: a customer's endpoint would reach the shop's own ports.
   */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Workers container: the secret it sends its commands to command-api's internal route with (both must agree);
   * generated into DATA_DIR/internal.json when absent.
   */
  INTERNAL_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  /** Workers container: where command-api answers inside the network (its internal route is never behind the gateway). */
  COMMAND_API_URL: url(['http:', 'https:']).default('http://127.0.0.1:3000'),
  /** Accounts: the first admin; without them `npm start` creates admin@oran-food.local and prints its password once. */
  ADMIN_EMAIL: z.string().email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must have at least 6 characters').optional(),
  /** Accounts: rate limits as `tries/seconds` (defaults in platform/src/rate-limit/limits.ts). */
  RATE_LIMIT_LOGIN: rateLimit.optional(),
  RATE_LIMIT_LOGIN_PER_EMAIL: rateLimit.optional(),
  RATE_LIMIT_LOGIN_PER_IP: rateLimit.optional(),
  RATE_LIMIT_SIGNUP: rateLimit.optional(),
  RATE_LIMIT_SIGNUP_PER_EMAIL: rateLimit.optional(),
  RATE_LIMIT_RESET: rateLimit.optional(),
  RATE_LIMIT_RESET_PER_EMAIL: rateLimit.optional(),
  RATE_LIMIT_RESET_PER_IP: rateLimit.optional(),
  /** Mail: the SMTP server (smtp:// or smtps://, credentials in the URL); without it mails go to DATA_DIR/outbox as .eml files. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** Mail: the sender, e.g. `Oran Food <no-reply@oran-food.dz>`. */
  MAIL_FROM: z.string().min(3, 'must be an address like Name <no-reply@example.dz>').optional(),
  /** Orders: minutes before a checkout never placed expires (the expiry worker appends CheckoutExpired). */
  CHECKOUT_TTL_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .max(7 * 24 * 60, 'must be at most a week (10080)')
    .default(60),
  /** GET /api/health: `degraded` once a projection or reactor is more events than this behind the log… */
  HEALTH_MAX_LAG_EVENTS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .positive('must be above 0')
    .default(500),
  /** …or its oldest unhandled event is older than this many seconds. */
  HEALTH_MAX_LAG_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .default(30),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Empty variables count as unset, so `PORT=` in a .env file falls back to the default. */
const withoutEmpty = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

/** Variables that are secrets themselves: an error never shows their value. */
const secretVariables = new Set([
  'JWT_SECRET',
  'EMAIL_HASH_SECRET',
  'INTERNAL_SECRET',
  'ADMIN_PASSWORD',
  'VAPID_PRIVATE_KEY',
]);
/** URLs that may carry credentials (user:password@ before the host): an error shows them without. */
const credentialUrls = new Set(['SMTP_URL', 'REDIS_URL', 'ESDB_URL']);

/** How a bad value appears in a ConfigError: secrets hidden, credentials in URLs masked. */
export const shownValue = (name: string, value: string): string => {
  if (secretVariables.has(name)) return `a hidden value of ${value.length} characters`;
  if (credentialUrls.has(name)) {
    // everything up to the last '@' is the user information, whether the rest parses as a URL or not
    const at = value.lastIndexOf('@');
    if (at >= 0) {
      const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? '';
      return JSON.stringify(`${scheme}***@${value.slice(at + 1)}`);
    }
  }
  return JSON.stringify(value);
};

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const value = env[name];
    return `${name} ${issue.message}${value === undefined ? '' : ` (got ${shownValue(name, value)})`}`;
  });
  throw new ConfigError(problems);
};

const LOOPBACK_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/** Variables a service needs in the production shape besides PUBLIC_URL, each with what to set it to. */
export type RequiredInProduction = Partial<Record<keyof Config, string>>;

/**
 * The production shape (NODE_ENV=production: the compose services), said in one line at start. PUBLIC_URL is the
 * only origin writes are accepted from (platform/src/http/same-origin.ts, login included) and the base of every
 * link in mails; a service adds what it needs too (`required`: workers, MAIL_FROM). Missing: refused. A loopback
 * PUBLIC_URL or plain http: a warning (the dev overlay runs so).
 */
export const productionCheck = (
  config: Partial<Config>,
  env: Record<string, string | undefined> = process.env,
  required: RequiredInProduction = {},
): { refuse?: string; warn?: string } => {
  if (env.NODE_ENV !== 'production') return {};
  const needed: RequiredInProduction = {
    PUBLIC_URL:
      'the address customers open, e.g. https://shop.example.dz (writes from any other origin are refused, mail links use it)',
    ...required,
  };
  const missing = Object.entries(needed).find(([name]) => !config[name as keyof Config]);
  if (missing) return { refuse: `${missing[0]} is not set: set it to ${missing[1]}` };
  if (!config.PUBLIC_URL) return {};
  const url = new URL(config.PUBLIC_URL);
  if (LOOPBACK_HOSTS.test(url.hostname))
    return {
      warn: `PUBLIC_URL is ${url.origin}: writes (login included) from any other address, the shop's real one too, answer 403 request.cross_origin; set PUBLIC_URL to the shop's address`,
    };
  if (url.protocol === 'http:')
    return {
      warn: `PUBLIC_URL is ${url.origin}: plain http, so no HSTS and no Secure cookies; serve the shop over https (docs/operations.md)`,
    };
  return {};
};
