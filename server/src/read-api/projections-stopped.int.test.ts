import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Projections } from '@shop/projections';
import { UnparsableEventError } from '@shop/projections/event-schemas';
import { namespaceOf, readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import { createIntFixture, dumpNamespace, projectSeededMenu, type IntFixture } from '../testing/int-fixture';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

// A projection meeting an event its contract refuses stops before it (never skips it), says where, and tries again
// after a restart; read-api's health endpoint reports it.
let fx: IntFixture;
let projections: Projections;
let api: ReadApiServer;

beforeEach(async () => {
  fx = await createIntFixture();
  projections = await projectSeededMenu(fx);
  api = await startReadApiServer(fx);
});
afterEach(async () => {
  await api.close();
  await fx.close();
});

const appendBroken = () =>
  // A ProductCreated without its name, as a contract change without upcaster would leave old events.
  fx.store.append(
    'product-broken',
    [
      {
        id: randomUUID(),
        type: 'ProductCreated',
        data: {
          productId: 'broken',
          categoryId: 'pizzas',
          size: { value: 1, unit: 'XL' },
          description: 'x',
          price: 100,
          sold: 0,
          img: '/images/x.svg',
          active: true,
          createdAt: new Date().toISOString(),
          optionGroups: [],
          translations: {},
        },
        metadata: { correlationId: randomUUID() },
      },
    ],
    { expectedRevision: 'no_stream' },
  );

describe('projections and an unparsable event', () => {
  it('stop before it, keep the checkpoint there, report it on /api/health, and stop there again after a restart', async () => {
    const keys = readModelKeys(fx.prefix, 1);
    const before = await fx.store.headPosition();
    const broken = await appendBroken();
    await fx.handle({ type: 'UnpublishProduct', data: { productId: 'reine' } }); // after the broken event

    const stopped = await projections.waitForIdle().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(stopped).toBeInstanceOf(UnparsableEventError);
    expect((stopped as UnparsableEventError).toJSON()).toMatchObject({
      stream: 'product-broken',
      revision: '0',
      type: 'ProductCreated',
      position: String(broken.position),
    });
    expect((stopped as Error).message).toContain('name');
    expect(await fx.redis.get(keys.checkpoint)).toBe(String(before));
    expect(fx.logger.errors).toContainEqual(
      expect.objectContaining({ stream: 'product-broken', revision: '0' }),
    );
    // Nothing after it was projected: reine is still published.
    expect(JSON.parse((await fx.redis.get(keys.product('reine')))!)).toMatchObject({ active: true });

    const health = await fetch(`${api.base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'degraded',
      readModel: { version: 1, checkpoint: String(before) },
      projections: { stopped: { stream: 'product-broken', revision: '0', type: 'ProductCreated' } },
    });

    // A restart (the same code) tries the event again and stops at it again: never past it.
    await projections.stop();
    const again = fx.projections();
    await again.start();
    await expect(again.waitForIdle()).rejects.toBeInstanceOf(UnparsableEventError);
    expect(await fx.redis.get(keys.checkpoint)).toBe(String(before));
    await again.stop();
    expect(await fx.redis.get(sharedKeys(fx.prefix).stopped)).not.toBeNull();
  });

  it('a restart that gets past the event (here: it was fixed in the store) clears the report', async () => {
    const broken = await appendBroken();
    await expect(projections.waitForIdle()).rejects.toBeInstanceOf(UnparsableEventError);
    await projections.stop();
    // Stands for a deploy with the upcaster: the stored event now parses.
    const db = new Database(join(fx.dataDir, 'events.sqlite'));
    db.prepare("UPDATE messages SET data = json_set(data, '$.name', 'Broken') WHERE global_position = ?").run(
      broken.position,
    );
    db.close();
    const fixed = fx.projections();
    await fixed.start();
    await fixed.waitForIdle();
    await fixed.stop();
    expect(await fx.redis.get(sharedKeys(fx.prefix).stopped)).toBeNull();
    expect(await (await fetch(`${api.base}/api/health`)).json()).toMatchObject({ status: 'ok' });
  });

  it('a rebuild meeting it fails without swapping: the served version stays, nothing of the new one is written', async () => {
    await appendBroken();
    await expect(projections.rebuild()).rejects.toBeInstanceOf(UnparsableEventError);
    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('1');
    expect(await dumpNamespace(fx.redis, namespaceOf(fx.prefix, 2))).toEqual({});
  });
});
