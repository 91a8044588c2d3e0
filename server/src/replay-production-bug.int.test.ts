// TEMPLATE: reproduce a production bug from an exported log (README "Replay a production log"). Copy this file to
// server/src/<the-bug>.int.test.ts and:
//   1. on the shop: `npm run events:export -- --out the-bug.jsonl.gz` (the whole log: the read models of one order
//      need its products, its customer, the settings…). Personal data stays encrypted; without the shop's
//      keys.sqlite it reads as erased, which most bugs do not need. Keep real logs out of git.
//   2. `npm run events:verify -- the-bug.jsonl.gz`: a failure there is already the bug (an event today's contracts
//      refuse: add the upcaster).
//   3. point LOG at the file (or run with REPLAY_LOG=/path/the-bug.jsonl.gz [REPLAY_KEYS=/path/keys.sqlite]) and
//      replace the expectation below by what the shop should do: it fails, as in production.
//   4. fix the code until it passes; commit the test with a small log that still shows the bug (an export of the
//      streams involved, or the golden log plus the events that matter).
// As committed it replays the golden log and checks an invariant any log must keep, so it stays green and shows the
// helper at work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldenKeysFile, goldenLogFile } from './testing/golden-log/files';
import { readLog, replayLog, type ReplayedShop } from './testing/replay-log';

const LOG = process.env.REPLAY_LOG ?? goldenLogFile;
const KEYS = process.env.REPLAY_LOG ? process.env.REPLAY_KEYS : goldenKeysFile;

let shop: ReplayedShop;
beforeAll(async () => {
  // Containers where a Docker engine answers, else the embedded store; the helper prints which and why.
  shop = await replayLog(LOG, KEYS ? { keysFile: KEYS } : {});
}, 180_000);
afterAll(() => shop?.close());

describe('reproduce a production bug from an exported log', () => {
  it('every placed order of the log is in the staff list, with a total the customer paid', async () => {
    const lines = await readLog(LOG);
    const placed = lines.filter((l) => l.type === 'OrderPlaced');
    const staffId = (lines.find((l) => l.type === 'AdminGranted')?.data as { userId: string }).userId;
    const staff = await shop.as(staffId);

    const list = await shop.call('GET', '/orders?limit=100', undefined, staff);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(placed.length);
    for (const line of placed) {
      const { orderId, totals } = line.data as { orderId: string; totals: { total: number } };
      const order = await shop.call('GET', `/orders/${orderId}`, undefined, staff);
      expect(order.body.data.total_price_with_liv, `order ${orderId}`).toBe(totals.total);
    }
  });
});
