// The golden log (server/src/testing/golden-log: the demo seed and three days of a small shop, generated once) replayed
// through today's code must build the read models of the committed snapshot. A contract change that would drop or
// misread an old event (without its upcaster) fails here instead of losing data in production.
// After an intended change of the read models: UPDATE_GOLDEN=1 npx vitest run server/src/golden-log.int.test.ts,
// then review the snapshot's diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceOf } from '@shop/platform/read-model-keys';
import { dumpNamespace } from '@shop/projections/testing/int-fixture';
import { verifyEvents } from '@shop/projections/event-log/verify';
import { fromLogLine } from '@shop/platform/eventstore/log/index';
import { goldenKeysFile, goldenLogFile, goldenReadModelsFile } from './testing/golden-log/files';
import { readLog, replayLog, type ReplayedShop } from './testing/replay-log';

let shop: ReplayedShop;
beforeAll(async () => {
  // Embedded: the snapshot is about today's code, not the store engine (the replay tests cover EventStoreDB).
  shop = await replayLog(goldenLogFile, { keysFile: goldenKeysFile, engine: 'embedded' });
}, 120_000);
afterAll(() => shop?.close());

/** The active version's keys and values; what legitimately varies (the checkpoint's store position) normalised. */
async function readModels(): Promise<Record<string, unknown>> {
  const dump = await dumpNamespace(shop.redis, namespaceOf(shop.prefix, 1));
  expect(dump.checkpoint).toBe(String(await shop.raw.headPosition()));
  dump.checkpoint = '<head>';
  const readable = (value: unknown) => {
    if (typeof value !== 'string' || !/^[[{]/.test(value)) return value;
    return JSON.parse(value) as unknown;
  };
  return Object.fromEntries(
    Object.entries(dump)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, readable(value)]),
  );
}

describe('the golden log', () => {
  it('every event still parses with today’s contracts (after the upcasters)', async () => {
    const lines = await readLog(goldenLogFile);
    async function* events() {
      for (const line of lines) yield fromLogLine(line);
    }
    const result = await verifyEvents(events());
    expect(result.failures).toEqual([]);
    expect(result.checked).toBe(lines.length);
    expect(shop.events).toBe(lines.length);
  });

  it('replays into the read models of the committed snapshot', async () => {
    const models = await readModels();
    if (process.env.UPDATE_GOLDEN === '1')
      writeFileSync(goldenReadModelsFile, JSON.stringify(models, null, 2) + '\n');
    const snapshot = JSON.parse(readFileSync(goldenReadModelsFile, 'utf8')) as Record<string, unknown>;
    expect(models).toEqual(snapshot);
  });
});
