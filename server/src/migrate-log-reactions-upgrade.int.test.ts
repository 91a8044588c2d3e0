// A shop upgraded from before the log recorded reactions (docs/event-log.md "Reactions happen once, ever"): its
// reactors did their mails and pushes with checkpoints on its Redis prefix but wrote no ReactionsRecorded. Upgraded,
// it starts once and is moved (export, import into a new store, a fresh prefix) before any new mail: the new shop
// sends nothing again, because the upgrade start recorded in the log that everything up to each checkpoint is done.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { mailQueueName, ordersQueueName, pushQueueName } from '@shop/contracts';
import {
  mailReactorCheckpointKey,
  orderReactorCheckpointKey,
  pushReactorCheckpointKey,
} from '@shop/projections/reactors/index';
import {
  jobsOf,
  moveTheLog,
  runTheOldShop,
  useMovedShops,
  waitForReactorsAtHead,
} from './testing/moved-shop';
import type { TestShopSetup } from './testing/test-shop';

const shops = useMovedShops('upgrade');

/** Starts the shop, lets its reactors read the whole log, stops it (which saves their checkpoints). */
async function startAndStop(setup: TestShopSetup): Promise<void> {
  const shop = await setup.start({ seed: false });
  await shop.waitForProjections(30_000);
  await waitForReactorsAtHead(setup, shop);
  await shop.close();
}

describe('a shop upgraded from before reactions were recorded, moved before its next mail', () => {
  it('sends no mail, push or confirmation again from the new store', async () => {
    const { smtp, before, after, file } = shops;
    const oldShop = await before.start({ seed: false });
    await runTheOldShop(before, oldShop);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(6);
    await expect.poll(async () => (await jobsOf(before, pushQueueName)).length, { timeout: 15_000 }).toBe(3);
    await oldShop.close();

    // The code before the ledger: the same mails and checkpoints, no ReactionsRecorded in the log and no
    // `:recorded` key on the prefix. (Positions of the removed events stay unused, as a store may skip positions.)
    const db = new Database(join(before.dataDir, 'events.sqlite'));
    try {
      const removed = db.prepare(`DELETE FROM messages WHERE stream_id LIKE 'reactions-%'`).run();
      expect(removed.changes).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    const redis = new Redis(before.config.REDIS_URL);
    try {
      for (const key of [
        mailReactorCheckpointKey(before.prefix),
        orderReactorCheckpointKey(before.prefix),
        pushReactorCheckpointKey(before.prefix),
      ]) {
        expect(await redis.get(key), key).not.toBeNull();
        await redis.del(`${key}:recorded`);
      }
    } finally {
      await redis.quit();
    }

    // The upgrade: today's code starts once on the same prefix; no new order, mail or push. Then the move.
    await startAndStop(before);
    await moveTheLog(before, after, file);

    await startAndStop(after);
    expect(smtp.received.length).toBe(6);
    expect(await jobsOf(after, mailQueueName)).toEqual([]);
    expect(await jobsOf(after, pushQueueName)).toEqual([]);
    expect((await jobsOf(after, ordersQueueName)).filter((job) => job.kind === 'order-confirmation')).toEqual(
      [],
    );
  });
});
