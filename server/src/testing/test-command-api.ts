// The command API of the server's test stacks (order-stack, replay-log): real accounts on the given key store and
// Redis, with login, sign-up and reset rate limits roomy enough for a test's many customers.
import { randomBytes } from 'node:crypto';
import { createCommandApi, type CommandApi, type CommandApiAccountsDeps } from '@shop/command-api';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Logger } from '@shop/platform/logger';

export function createTestCommandApi({
  store,
  logger,
  emailHashSecret = randomBytes(32).toString('hex'),
  points = 1000,
  ...accounts
}: Pick<CommandApiAccountsDeps, 'keys' | 'sessions' | 'redis' | 'prefix'> & {
  store: EventStore;
  logger: Logger;
  /** A fresh random one unless the test needs it too. */
  emailHashSecret?: string;
  /** How many attempts per minute each rate limit lets through. */
  points?: number;
}): CommandApi {
  const roomy = { points, durationSeconds: 60 };
  return createCommandApi({
    store,
    logger,
    accounts: { ...accounts, emailHashSecret, rateLimits: { login: roomy, signup: roomy, reset: roomy } },
  });
}
