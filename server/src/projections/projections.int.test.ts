import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/contracts';
import type { Projections } from '@shop/projections/runner';
import { readModelKeys, sharedKeys, namespaceOf, type ReadModelKeys } from '@shop/platform/read-model-keys';
import {
  createIntFixture,
  dumpNamespace,
  listenToChanges,
  replayWholeLog,
  projectSeededMenu,
  type IntFixture,
} from '../testing/int-fixture';
import { readModelSchema } from '@shop/projections/read-model-schema';

let fx: IntFixture;
let projections: Projections;
let keys: ReadModelKeys;

const product = async (id: string) => {
  const raw = await fx.redis.get(keys.product(id));
  return raw === null ? null : (JSON.parse(raw) as ProductView);
};
const members = (
  scope: 'all' | 'active' | 'inactive',
  cat: string,
  key: 'createdAt' | 'price' | 'popular',
  rev = false,
) =>
  rev
    ? fx.redis.zrange(keys.products(scope, cat, key), 0, '-1', 'REV')
    : fx.redis.zrange(keys.products(scope, cat, key), 0, '-1');
const settle = () => projections.waitForIdle(10_000);

beforeEach(async () => {
  fx = await createIntFixture();
  projections = await projectSeededMenu(fx);
  keys = readModelKeys(fx.prefix, 1);
});

afterEach(() => fx.close());

describe('catalogue projections', () => {
  it('project the menu into views and sorted sets, with the checkpoint at the head', async () => {
    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('1');
    expect(await fx.redis.get(keys.checkpoint)).toBe(String(await fx.store.headPosition()));
    expect(await product('reine')).toMatchObject({
      price: 1100,
      sold: 20,
      finalPrice: 880,
      discounted: true,
      active: true,
      popularity: 0,
      category: { _id: 'pizzas', name: 'Pizzas' },
    });
    expect(await members('all', '*', 'createdAt', true)).toEqual([
      'limonade',
      'double',
      'cheese',
      'orientale',
      'reine',
      'margherita',
    ]);
    expect(await members('active', 'pizzas', 'price')).toEqual(['reine', 'margherita']); // 880 < 900
    expect(await members('inactive', '*', 'createdAt')).toEqual(['orientale']);
    expect(await members('active', '*', 'popular', true)).toEqual([
      'limonade',
      'double',
      'cheese',
      'reine',
      'margherita',
    ]);
    expect(await fx.redis.zrange(keys.categories, 0, '-1')).toEqual(['pizzas', 'burgers', 'boissons']);
    expect(await fx.redis.hget(keys.categoryNames, 'pizzas')).toBe('pizzas');
    expect(JSON.parse((await fx.redis.get(keys.promo('ORAN10')))!)).toMatchObject({
      promo_code: 'ORAN10',
      pourcentage: 10,
      active: true,
    });
    expect(JSON.parse((await fx.redis.get(keys.promo('OFF')))!)).toMatchObject({ active: false });
    expect(await fx.redis.zrange(keys.districts, 0, '-1')).toEqual(['bir el djir|bir', 'es senia|senia']);
    expect(await fx.redis.zrange(keys.banners, 0, '-1')).toEqual(['b1', 'b2']);
    expect(JSON.parse((await fx.redis.get(keys.banner('b1')))!)).toEqual({
      _id: 'b1',
      name: 'Première',
      order_img: 0,
      img: '/images/b1.svg',
      img_id: 'b1',
      translations: {},
    });
    expect(JSON.parse((await fx.redis.get(keys.settings))!)).toEqual({ discountsEnabled: true, shop: null });
  });

  it('move a product between categories, prices and scopes, and remove it everywhere on delete', async () => {
    await fx.handle({
      type: 'UpdateProduct',
      data: {
        productId: 'reine',
        categoryId: 'burgers',
        name: 'Reine',
        size: { value: 2, unit: 'L' },
        description: 'x',
        price: 500,
        sold: 0,
      },
    });
    await fx.handle({ type: 'UnpublishProduct', data: { productId: 'cheese' } });
    await settle();
    expect(await product('reine')).toMatchObject({
      price: 500,
      finalPrice: 500,
      discounted: false,
      category: { _id: 'burgers', name: 'Burgers' },
    });
    expect(await members('all', 'pizzas', 'createdAt')).toEqual(['margherita', 'orientale']);
    expect(await members('active', 'burgers', 'price')).toEqual(['reine', 'double']);
    expect(await members('inactive', 'burgers', 'price')).toEqual(['cheese']);
    expect(await members('active', '*', 'createdAt')).not.toContain('cheese');

    await fx.handle({ type: 'DeleteProduct', data: { productId: 'reine' } });
    await settle();
    expect(await product('reine')).toBeNull();
    const everyIndex = (await fx.keys()).filter((k) => k.startsWith(`${keys.namespace}products:`));
    expect(everyIndex.length).toBeGreaterThan(0);
    for (const index of everyIndex) expect(await fx.redis.zscore(index, 'reine')).toBeNull();
  });

  it('rename the category inside its products, and re-price every product when discounts flip', async () => {
    await fx.handle({
      type: 'UpdateCategory',
      data: { categoryId: 'pizzas', name: 'Pizzas au feu de bois', description: 'd', image: '/images/i.svg' },
    });
    await fx.handle({ type: 'SetDiscountsEnabled', data: { enabled: false } });
    await settle();
    expect((await product('margherita'))?.category.name).toBe('Pizzas au feu de bois');
    expect(await fx.redis.hget(keys.categoryNames, 'pizzas')).toBeNull();
    expect(await fx.redis.hget(keys.categoryNames, 'pizzas au feu de bois')).toBe('pizzas');
    expect(await product('reine')).toMatchObject({ finalPrice: 1100, discounted: false });
    expect(await fx.redis.zscore(keys.products('all', '*', 'price'), 'reine')).toBe('1100');
    expect(await members('active', 'pizzas', 'price')).toEqual(['margherita', 'reine']);

    await fx.handle({ type: 'SetDiscountsEnabled', data: { enabled: true } });
    await settle();
    expect(await product('cheese')).toMatchObject({ finalPrice: 630, discounted: true });
    expect(await fx.redis.zscore(keys.products('active', 'burgers', 'price'), 'cheese')).toBe('630');
  });

  it('rename a district (moving it in the name order) and a banner, in every language', async () => {
    await fx.handle({
      type: 'RenameDistrict',
      data: { districtId: 'senia', name: 'Aïn Beïda', translations: { ar: { name: 'عين البيضاء' } } },
    });
    await fx.handle({
      type: 'RenameBanner',
      data: { bannerId: 'b1', name: 'Première !', translations: { en: { name: 'First!' } } },
    });
    await settle();
    expect(await fx.redis.zrange(keys.districts, 0, '-1')).toEqual(['aïn beïda|senia', 'bir el djir|bir']);
    expect(JSON.parse((await fx.redis.get(keys.district('senia')))!)).toMatchObject({
      _id: 'senia',
      name: 'Aïn Beïda',
      translations: { ar: { name: 'عين البيضاء' } },
    });
    expect(JSON.parse((await fx.redis.get(keys.banner('b1')))!)).toEqual({
      _id: 'b1',
      name: 'Première !',
      order_img: 0,
      img: '/images/b1.svg',
      img_id: 'b1',
      translations: { en: { name: 'First!' } },
    });
  });

  it('publish a change message after each projected change', async () => {
    const sub = await listenToChanges(fx);
    const { messages } = sub;
    const { position } = await fx.handle({ type: 'PublishProduct', data: { productId: 'orientale' } });
    await settle();
    await expect
      .poll(() => messages)
      .toContainEqual({ type: 'changed', topic: 'products', id: 'orientale', position, audience: 'public' });
    await sub.quit();
  });

  it('apply every event once: replaying the whole log changes nothing', async () => {
    const replay = await replayWholeLog(fx, keys);
    expect(replay.statuses).toEqual(new Set(['duplicate']));
    expect(replay.after).toEqual(replay.before);
  });

  // Data that does not parse stops them instead: read-api/src/projections-stopped.int.test.ts.
  it('skip event types they do not know, moving the checkpoint on', async () => {
    const meta = { correlationId: 'c' };
    const unknown = await fx.store.append(
      'giftcard-1',
      [{ id: crypto.randomUUID(), type: 'GiftCardIssued', data: { total: 1 }, metadata: meta }],
      {
        expectedRevision: 'any',
      },
    );
    await settle();
    expect(await fx.redis.get(keys.checkpoint)).toBe(unknown.position.toString());
    expect(fx.logger.errors).toHaveLength(0);
    expect(await fx.redis.hget(keys.revs, 'giftcard-1')).toBeNull();
  });

  it('log a failing event and retry it with backoff until it goes through', async () => {
    const good = (await fx.redis.get(keys.product('reine')))!;
    await fx.redis.set(keys.product('reine'), '{corrupted');
    const { position } = await fx.handle({ type: 'UnpublishProduct', data: { productId: 'reine' } });
    await expect.poll(() => fx.logger.errors.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(await fx.redis.get(keys.checkpoint)).not.toBe(position);

    await fx.redis.set(keys.product('reine'), good);
    await settle();
    expect(await fx.redis.get(keys.checkpoint)).toBe(position);
    expect(await product('reine')).toMatchObject({ active: false });
    expect(await members('inactive', 'pizzas', 'createdAt')).toEqual(['reine', 'orientale']);
  });

  it('rebuild into a new version equal to the live one, follow it live, then drop the old one', async () => {
    const live = await dumpNamespace(fx.redis, keys.namespace);
    const progress: number[] = [];
    const result = await projections.rebuild((p) => progress.push(p.events));
    expect(result).toMatchObject({ previousVersion: 1, version: 2 });
    expect(progress.at(-1)).toBe(result.events);
    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('2');
    expect(await dumpNamespace(fx.redis, namespaceOf(fx.prefix, 2))).toEqual(live);

    // The live runner moved to version 2.
    await fx.handle({ type: 'DeleteBanner', data: { bannerId: 'b1' } });
    await settle();
    expect(await fx.redis.zrange(readModelKeys(fx.prefix, 2).banners, 0, '-1')).toEqual(['b2']);

    expect(await result.cleanup).toBeGreaterThan(0);
    expect((await fx.keys()).filter((k) => k.startsWith(namespaceOf(fx.prefix, 1)))).toEqual([]);
  });
});

describe('read models built by other projections', () => {
  it('a restart with the same projections keeps the version; another set of projections rebuilds it', async () => {
    const v1 = readModelKeys(fx.prefix, 1);
    expect(await fx.redis.get(v1.schema)).toBe(readModelSchema());
    await projections.stop();

    await fx
      .projections()
      .start()
      .then(() => undefined);
    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('1');

    // Version 1 as code without the product projection (or before schemas were recorded) left it: no schema,
    // and a view that projection would have written is missing.
    await fx.redis.del(v1.schema, v1.product('reine'));
    const restarted = fx.projections();
    await restarted.start();
    await restarted.waitForIdle(20_000);

    expect(await fx.redis.get(sharedKeys(fx.prefix).current)).toBe('2');
    const v2 = readModelKeys(fx.prefix, 2);
    expect(await fx.redis.get(v2.schema)).toBe(readModelSchema());
    expect(JSON.parse((await fx.redis.get(v2.product('reine')))!)).toMatchObject({
      _id: 'reine',
      finalPrice: 880,
    });
    expect(await fx.redis.get(v2.checkpoint)).toBe(String(await fx.store.headPosition()));
  });
});
