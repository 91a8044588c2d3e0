import type { Redis } from 'ioredis';
import { namespaceOf, sharedKeys, type SharedKeys } from '@shop/platform/read-model-keys';
import { writeSchema } from './read-model-schema';

/** The active read-model version; the first projection run on an empty Redis creates version 1, of this code. */
export async function ensureCurrentVersion(redis: Redis, prefix: string): Promise<number> {
  const shared = sharedKeys(prefix);
  const current = await redis.get(shared.current);
  if (current !== null) return Number(current);
  // The schema before the version: the runner starts its loop and checks the version at once, two callers on two
  // connections, and the one that found version 1 current without its schema took it for other code's and rebuilt it.
  await writeSchema(redis, prefix, 1);
  await redis.set(shared.current, '1', 'NX');
  return Number(await redis.get(shared.current));
}

export async function readCurrentVersion(redis: Redis, shared: SharedKeys): Promise<number | null> {
  const raw = await redis.get(shared.current);
  return raw === null ? null : Number(raw);
}

const globEscape = (s: string) => s.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/** Deletes every key of one read-model version (SCAN + UNLINK, so Redis never blocks); answers how many. */
export async function deleteNamespace(redis: Redis, prefix: string, version: number): Promise<number> {
  const match = `${globEscape(namespaceOf(prefix, version))}*`;
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
