import { afterAll, beforeAll } from 'vitest';
import { replayLog, type ReplayedShop } from '../replay-log';
import { goldenKeysFile, goldenLogFile } from './files';

/**
 * The golden log replayed for the tests of one file, on the embedded store (these tests are about today's code, not
 * the store engine: replay-log.int.test.ts covers EventStoreDB). Answers the replayed shop once it is there.
 */
export function useReplayedGoldenLog(): () => ReplayedShop {
  let shop: ReplayedShop | undefined;
  beforeAll(async () => {
    shop = await replayLog(goldenLogFile, { keysFile: goldenKeysFile, engine: 'embedded' });
  }, 120_000);
  afterAll(() => shop?.close());
  return () => {
    if (!shop) throw new Error('the golden log is not replayed yet (use it inside a test)');
    return shop;
  };
}
