// `npm start` with a long log and an empty Redis: the shop does not wait for the projections beyond its start
// wait (it used to throw after 30 s and never start); it serves while they catch up, reads saying they are stale.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore } from '@shop/platform';
import type { Shop } from './create-shop';
import { projectionProgress } from './projections-catch-up';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
const { prefix, config } = setup;
const FILLER_EVENTS = 6_000;

let shop: Shop | undefined;
let redis: Redis;
let head: bigint;

beforeAll(async () => {
  writeFileSync(join(setup.clientDir!, 'index.html'), '<!doctype html><div id="root"></div>');
  // A long log before the first start: many events (of a type no projection knows, each still one checkpoint
  // write) into an empty Redis prefix.
  const store = openEventStore(config);
  for (let batch = 0; batch < FILLER_EVENTS / 500; batch += 1) {
    const events = Array.from({ length: 500 }, (_, i) => ({
      id: randomUUID(),
      type: 'LoadTestFiller',
      data: { n: batch * 500 + i },
      metadata: { correlationId: randomUUID() },
    }));
    await store.append(`filler-${batch}`, events, { expectedRevision: 'no_stream' });
  }
  await store.close();
  redis = new Redis(config.REDIS_URL);
});

afterAll(async () => {
  await redis?.quit();
  await setup.stop();
});

describe('createShop with projections far behind', () => {
  it('starts serving after its start wait, while the projections are still catching up', async () => {
    shop = await setup.start({ projectionsStartupWaitMs: 50 });
    const progress = await projectionProgress({ store: shop.store, redis, prefix });
    head = BigInt(progress.head);
    expect(head).toBeGreaterThan(BigInt(FILLER_EVENTS));
    // it answered before the read model reached the end of the log
    expect(progress.projected === null || BigInt(progress.projected) < head).toBe(true);

    const health = await fetch(`${shop.url}/api/health`);
    expect(health.status).toBe(200);
    // A read that asks for the head answers within X-Min-Position's wait (2 s at most): flagged stale, unless the
    // projections reached the head meanwhile (how fast they go depends on the machine, so both are allowed).
    const products = await fetch(`${shop.url}/api/products`, { headers: { 'X-Min-Position': String(head) } });
    expect(products.status).toBe(200);
    if (products.headers.get('x-read-model-stale') !== 'true') {
      const after = await projectionProgress({ store: shop.store, redis, prefix });
      expect(BigInt(after.projected ?? -1)).toBeGreaterThanOrEqual(head);
    }
    // A position no projection can reach during the wait always answers, flagged stale.
    const ahead = await fetch(`${shop.url}/api/products`, {
      headers: { 'X-Min-Position': String(head + 1_000_000n) },
    });
    expect(ahead.status).toBe(200);
    expect(ahead.headers.get('x-read-model-stale')).toBe('true');
  });

  it('the projections keep going and catch up', async () => {
    await shop!.waitForProjections(60_000);
    const progress = await projectionProgress({ store: shop!.store, redis, prefix });
    expect(BigInt(progress.projected ?? -1)).toBeGreaterThanOrEqual(head);
    const products = await fetch(`${shop!.url}/api/products`, {
      headers: { 'X-Min-Position': String(head) },
    });
    expect(products.headers.get('x-read-model-stale')).toBeNull();
    expect(((await products.json()) as { total: number }).total).toBeGreaterThan(0);
  }, 90_000);
});
