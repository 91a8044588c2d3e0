// A rebuild builds the new version in memory (projections/src/memory-read-models.ts) and writes it to Redis at the
// end; the live runner projects event by event into Redis. The same projections run in both: over the golden log
// (catalogue, images, accounts, orders through every step, loyalty, deletions) they must end in exactly the same
// keys and values, revision marks and checkpoint included.
import { describe, expect, it } from 'vitest';
import { namespaceOf, sharedKeys } from '@shop/platform/read-model-keys';
import { dumpNamespace } from '@shop/projections/testing/int-fixture';
import { useReplayedGoldenLog } from './testing/golden-log/replayed';

const golden = useReplayedGoldenLog();

describe('a rebuild of the golden log', () => {
  it('writes every key and value the live projections wrote', async () => {
    const shop = golden();
    const live = await dumpNamespace(shop.redis, namespaceOf(shop.prefix, 1));
    const result = await shop.projections.rebuild();
    expect(result.version).toBe(2);
    expect(await shop.redis.get(sharedKeys(shop.prefix).current)).toBe('2');
    const rebuilt = await dumpNamespace(shop.redis, namespaceOf(shop.prefix, 2));

    expect(Object.keys(live).length).toBeGreaterThan(100);
    expect(rebuilt.checkpoint).toBe(String(await shop.raw.headPosition()));
    expect(rebuilt).toEqual(live);
  }, 60_000);
});
