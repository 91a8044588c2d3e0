// The golden log (server/src/testing/golden-log: the demo seed and three days of a small shop, generated once) replayed
// through today's code must build the read models of the committed snapshot. A contract change that would drop or
// misread an old event (without its upcaster) fails here instead of losing data in production.
// After an intended change of the read models: UPDATE_GOLDEN=1 npx vitest run server/src/golden-log.int.test.ts,
// then review the snapshot's diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namespaceOf, readModelKeys } from '@shop/platform/read-model-keys';
import { dumpNamespace } from '@shop/projections/testing/int-fixture';
import { verifyEvents } from '@shop/projections/event-log/verify';
import { fromLogLine } from '@shop/platform/eventstore/log/index';
import { createLogger } from '@shop/platform/logger';
import { allProjections } from '@shop/projections/all-projections';
import { parseOrStop } from '@shop/projections/event-schemas';
import { createMemoryReadModels } from '@shop/projections/memory-read-models';
import { projectEvent } from '@shop/projections/project-event';
import type {
  Change,
  ProjectedEvent,
  ProjectionContext,
  ReadModelWrites,
} from '@shop/projections/projection';
import { goldenLogFile, goldenReadModelsFile } from './testing/golden-log/files';
import { useReplayedGoldenLog } from './testing/golden-log/replayed';
import { readLog } from './testing/replay-log';

const golden = useReplayedGoldenLog();

/** The active version's keys and values; what legitimately varies (the checkpoint's store position) normalised. */
async function readModels(): Promise<Record<string, unknown>> {
  const shop = golden();
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
    const shop = golden();
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

  it('each projection leaves alone every event of a type it does not list in `handles`', async () => {
    const shop = golden();
    // The log projected in memory event by event; before each, the projections that do not list its type are
    // given it anyway (as they were before `handles`), on the read models as they stand: none may write or change.
    const building = createMemoryReadModels({ freezeViews: true });
    const keys = readModelKeys(shop.prefix, 1);
    const logger = createLogger('golden-handles', 'silent');
    const checked = new Set<string>();
    for await (const recorded of shop.store.readAll()) {
      const event = parseOrStop(recorded);
      if (event) {
        for (const projection of allProjections) {
          if ((projection.handles as readonly string[]).includes(event.type)) continue;
          const written: string[] = [];
          const tx = new Proxy({} as ReadModelWrites, {
            get: (_, command) => (key: string) => written.push(`${String(command)} ${key}`),
          });
          const apply = projection.apply as (e: ProjectedEvent, ctx: ProjectionContext) => Promise<Change[]>;
          const changes = await apply(event, { keys, redis: building, tx });
          expect({ projection: projection.name, type: event.type, changes, written }).toEqual({
            projection: projection.name,
            type: event.type,
            changes: [],
            written: [],
          });
          checked.add(event.type);
        }
      }
      await projectEvent(building, keys, recorded, { logger });
    }
    expect(checked.size).toBeGreaterThan(20); // the golden log's types, each checked against the others
  });
});
