// Clean-up of the Redis keys a test (or a bench run) wrote under its own prefix, with SCAN so a large prefix never
// blocks Redis the way KEYS would.
import type { Redis } from 'ioredis';

/** Every key whose name starts with `prefix`. */
export async function keysWithPrefix(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found;
}

/** Removes every key whose name starts with `prefix` (UNLINK, batch by batch); answers how many went. */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (batch.length > 0) deleted += await redis.unlink(...batch);
  } while (cursor !== '0');
  return deleted;
}
