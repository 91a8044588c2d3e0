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

/**
 * Every key whose name starts with `prefix` (but those under one of `except`, full prefixes too) and its content,
 * one per line, for a test to search for what must not be there (an erased person's name, say).
 */
export async function dumpKeysWithPrefix(
  redis: Redis,
  prefix: string,
  { except = [] }: { except?: string[] } = {},
): Promise<string> {
  const lines: string[] = [];
  for (const key of await keysWithPrefix(redis, prefix)) {
    if (except.some((skipped) => key.startsWith(skipped))) continue;
    const type = await redis.type(key);
    if (type === 'string') lines.push(key, (await redis.get(key)) ?? '');
    else if (type === 'hash') lines.push(key, JSON.stringify(await redis.hgetall(key)));
    else if (type === 'zset') lines.push(key, JSON.stringify(await redis.zrange(key, 0, '-1')));
    else if (type === 'set') lines.push(key, JSON.stringify(await redis.smembers(key)));
    else if (type === 'list') lines.push(key, JSON.stringify(await redis.lrange(key, 0, '-1')));
    else lines.push(key);
  }
  return lines.join('\n');
}
