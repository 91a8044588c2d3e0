// Issue 28, item 4: moving a shop's log sends nothing twice. A one-process shop (real SQLite, Redis, a real local
// SMTP server) mails a sign-up's verification link and the confirmations of recent orders, and queues the pushes of
// a customer with a browser; then it stops and its log is moved as the docs say (export, import --create into a new
// store, keys and secrets copied) to a shop on a fresh Redis prefix. Once that shop's reactors have read the whole
// log: no mail, no push, no confirmation job again. A rebuild and replayLog of the same log send nothing either.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailQueueName, ordersQueueName, pushQueueName } from '@shop/contracts';
import { openStoredEventStore } from '@shop/platform';
import { createLogger } from '@shop/platform/logger';
import { rebuildReadModels } from '@shop/projections';
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
import { replayLog } from './testing/replay-log';

const shops = useMovedShops('move');

describe('moving the log to a new store and a fresh Redis prefix', () => {
  it('sends no mail, push or confirmation again; a rebuild and replayLog neither', async () => {
    const { smtp, before, after, file } = shops;
    const oldShop = await before.start({ seed: false });
    await runTheOldShop(before, oldShop);
    // The old shop did its work once: three verification mails, three confirmations, and u-1's pushes queued.
    await expect.poll(() => smtp.mailsTo('amina@example.dz').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => smtp.mailsTo('karim@example.dz').length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => smtp.mailsTo('nadia@example.dz').length, { timeout: 15_000 }).toBe(2);
    await expect.poll(async () => (await jobsOf(before, pushQueueName)).length, { timeout: 15_000 }).toBe(3); // o-1 placed and accepted, o-3 placed
    const sent = smtp.received.length;
    expect(sent).toBe(6);
    await oldShop.close();

    await moveTheLog(before, after, file);

    const newShop = await after.start({ seed: false });
    await newShop.waitForProjections(30_000);
    const head = await newShop.store.headPosition();
    // Once the reactors have read the whole log, stopping the shop saves each reactor's checkpoint at the head.
    await waitForReactorsAtHead(after, newShop);
    await newShop.close();
    const redis = newShop.redis.duplicate();
    try {
      for (const key of [
        mailReactorCheckpointKey(after.prefix),
        orderReactorCheckpointKey(after.prefix),
        pushReactorCheckpointKey(after.prefix),
      ]) {
        expect(BigInt((await redis.get(key)) ?? '-1'), key).toBeGreaterThanOrEqual(head);
      }
    } finally {
      redis.disconnect();
    }
    expect(smtp.received.length).toBe(sent);
    expect(await jobsOf(after, mailQueueName)).toEqual([]);
    expect(await jobsOf(after, pushQueueName)).toEqual([]);
    expect((await jobsOf(after, ordersQueueName)).filter((job) => job.kind === 'order-confirmation')).toEqual(
      [],
    );

    // A rebuild of the moved shop's read models, and a replay of its log, send nothing either.
    const store = openStoredEventStore(after.config, {}, { create: false });
    const rebuildRedis = newShop.redis.duplicate();
    try {
      await rebuildReadModels({
        store,
        redis: rebuildRedis,
        prefix: after.prefix,
        logger: createLogger('rebuild', 'silent'),
        cleanupDelayMs: 0,
      });
    } finally {
      rebuildRedis.disconnect();
      await store.close();
    }
    const replayed = await replayLog(file, {
      engine: 'embedded',
      keysFile: join(before.dataDir, 'keys.sqlite'),
    });
    await replayed.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(sent);
  });
});
