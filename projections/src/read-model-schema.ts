import type { Redis } from 'ioredis';
import { allProjections } from './all-projections';
import type { Projection } from './projection';
import { readModelKeys } from '@shop/platform/read-model-keys';

/**
 * Bump when a projection changes what it writes for events already in the log (a new field, another key
 * layout): the runner then sees a version built by other code and rebuilds it (rebuild.ts, no downtime).
 * Adding or removing a projection needs no bump: its name is part of the schema.
 */
// 2: order views carry slot and scheduled; 3: options on products and lines; 4: the menu's views carry their
// translations (docs/catalogue.md, "Menu in three languages").
// 5: the kitchen screen's and the ready board's sets (docs/kitchen.md).
export const READ_MODEL_REVISION = 5;

/** What a read-model version was built by: the revision and the projections, in order. */
export const readModelSchema = (projections: readonly Projection[] = allProjections): string =>
  `${READ_MODEL_REVISION}:${projections.map((p) => p.name).join(',')}`;

export const writeSchema = (redis: Redis, prefix: string, version: number): Promise<unknown> =>
  redis.set(readModelKeys(prefix, version).schema, readModelSchema());

/** True when the version was built by other projections than this code's (or before schemas were recorded). */
export async function builtByOtherCode(redis: Redis, prefix: string, version: number): Promise<boolean> {
  return (await redis.get(readModelKeys(prefix, version).schema)) !== readModelSchema();
}
