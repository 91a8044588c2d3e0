import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import type { Handle } from '../command-types';
import { createCommandHandler } from '../handle';
import { tempSqliteStore } from '../testing/temp-store';
import { demoCommands, SEED_STREAM, seedDemoData } from './seed';

const now = new Date('2025-03-01T12:00:00.000Z');
/**
 * One event per demo command, plus each product's entry on its category stream (docs "Category deletion") and each
 * promo's PromoActivated (a promo is created switched on).
 */
const seededEventCount =
  demoCommands(now).length +
  demoCommands(now).filter((c) => c.command.type === 'CreateProduct' || c.command.type === 'CreatePromo')
    .length;

async function all(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.readAll()) events.push(e);
  return events;
}

describe('demo seed over the SQLite store', () => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  let handle: Handle;
  beforeEach(() => {
    ({ store, dispose } = tempSqliteStore());
    handle = createCommandHandler({ store, now: () => now });
  });
  afterEach(() => dispose());

  it('seeds the demo menu through the handlers', async () => {
    await seedDemoData(handle, { now });
    const events = await all(store);
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(count('CategoryCreated')).toBe(7);
    expect(count('ProductCreated')).toBe(24);
    expect(count('ProductEnteredCategory')).toBe(24);
    expect(count('DistrictAdded')).toBeGreaterThanOrEqual(16);
    expect(count('PromoCreated')).toBe(3);
    expect(count('PromoActivated')).toBe(3);
    expect(count('PromoDeactivated')).toBe(1);
    expect(count('BannerCreated')).toBe(3);
    expect(count('DiscountsEnabledSet')).toBe(1);
    expect(count('ShopInfoSet')).toBe(1);

    const products = events
      .filter((e) => e.type === 'ProductCreated')
      .map(
        (e) =>
          e.data as {
            productId: string;
            createdAt: string;
            price: number;
            sold: number;
            active: boolean;
            img: string;
          },
      );
    expect(new Set(products.map((p) => p.createdAt)).size).toBe(24);
    expect(products.every((p) => p.createdAt <= now.toISOString())).toBe(true);
    expect(products.every((p) => p.price >= 200 && p.price <= 1800 && Number.isInteger(p.price))).toBe(true);
    expect(products.filter((p) => p.sold > 0).every((p) => p.sold >= 10 && p.sold <= 30)).toBe(true);
    expect(products.some((p) => p.sold > 0)).toBe(true);
    expect(products.some((p) => !p.active)).toBe(true);
    expect(products.find((p) => p.productId === 'margherita')?.img).toBe('/images/products/margherita.svg');

    const promo = events.find(
      (e) => e.type === 'PromoCreated' && (e.data as { code: string }).code === 'BIENVENUE20',
    );
    expect(promo?.data).toEqual({
      code: 'BIENVENUE20',
      percentage: 20,
      startsAt: '2025-03-01T11:00:00.000Z',
      validForHours: 8760,
    });
  });

  it('a second run appends nothing, even with a later clock', async () => {
    await seedDemoData(handle, { now });
    const head = await store.headPosition();
    await seedDemoData(handle, { now: () => new Date(now.getTime() + 86_400_000) });
    expect(await store.headPosition()).toBe(head);
  });

  it('a run that died halfway is completed by the next one, each event once', async () => {
    let calls = 0;
    const dying: Handle = async (command, ctx) => {
      if (++calls > 20) throw new Error('process died');
      return handle(command, ctx);
    };
    await expect(seedDemoData(dying, { now, store })).rejects.toThrow('process died');
    await seedDemoData(handle, { now, store });
    const events = await all(store);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.filter((e) => e.stream !== SEED_STREAM).length).toBe(seededEventCount);
  });

  it('two starts at the same moment seed once, and a marked seed is skipped', async () => {
    const other = createCommandHandler({ store, now: () => now });
    await Promise.all([seedDemoData(handle, { now, store }), seedDemoData(other, { now, store })]);
    const events = await all(store);
    expect(events.filter((e) => e.stream !== SEED_STREAM).length).toBe(seededEventCount);
    expect(events.filter((e) => e.type === 'DemoDataSeeded').length).toBe(1);
    const head = await store.headPosition();
    expect(await seedDemoData(handle, { now, store })).toEqual({ skipped: true });
    expect(await store.headPosition()).toBe(head);
  });

  it('later staff changes are not undone by a re-run', async () => {
    await seedDemoData(handle, { now });
    await handle({ type: 'DeactivatePromo', data: { code: 'ORAN10' } });
    await handle({ type: 'DeleteProduct', data: { productId: 'margherita' } });
    const head = await store.headPosition();
    await seedDemoData(handle, { now });
    expect(await store.headPosition()).toBe(head);
  });
});
