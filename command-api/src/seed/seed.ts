import { DomainError, type CatalogueCommandInput } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Handle } from '../command-types';
import { deterministicId } from '../ids';
import {
  demoBanners,
  demoCategories,
  demoDistricts,
  demoProducts,
  demoPromos,
  demoShopInfo,
} from './demo-data';

export const SEED_STREAM = 'seed-demo';
const SEED_KEY = 'seed-demo:v1';

export type SeedOptions = {
  /** The seed's clock; creation times are spread one second apart before it, so the 'newest' order is stable. */
  now: Date | (() => Date);
  /** When given, a completed seed is marked in the `seed-demo` stream and a later start skips it at once. */
  store?: EventStore;
};

const HOUR_MS = 3_600_000;

/** Every command of the demo menu, in order, with the idempotency key derived from its content id. */
export function demoCommands(now: Date): { command: CatalogueCommandInput; key: string; at: Date }[] {
  const second = (n: number) => new Date(now.getTime() - n * 1000);
  const out: { command: CatalogueCommandInput; key: string; at: Date }[] = [];
  const add = (command: CatalogueCommandInput, id: string, at = now) =>
    out.push({ command, key: `${SEED_KEY}:${command.type}:${id}`, at });

  add({ type: 'SetDiscountsEnabled', data: { enabled: true } }, 'settings');
  add({ type: 'SetShopInfo', data: demoShopInfo }, 'settings');
  // Creation times one second apart, all before now: categories oldest first in list order (pizzas first),
  // then products with the first listed the newest, so the default 'newest' menu opens on the pizzas.
  demoCategories.forEach((c, i) =>
    add(
      {
        type: 'CreateCategory',
        data: {
          categoryId: c.id,
          name: c.name,
          description: c.description,
          image: `/images/categories/${c.id}.svg`,
          translations: c.translations,
        },
      },
      c.id,
      second(demoProducts.length + demoCategories.length - i),
    ),
  );
  demoProducts.forEach((p, i) =>
    add(
      {
        type: 'CreateProduct',
        data: {
          productId: p.id,
          name: p.name,
          size: p.size,
          description: p.description,
          price: p.price,
          sold: p.sold,
          categoryId: p.categoryId,
          img: `/images/products/${p.id}.svg`,
          active: p.active,
          translations: p.translations,
        },
      },
      p.id,
      second(i),
    ),
  );
  for (const d of demoDistricts)
    add(
      {
        type: 'AddDistrict',
        data: {
          districtId: d.id,
          name: d.name,
          deliveryPrice: d.deliveryPrice,
          translations: d.translations,
        },
      },
      d.id,
    );
  const startsAt = new Date(now.getTime() - HOUR_MS).toISOString();
  for (const promo of demoPromos) {
    add(
      {
        type: 'CreatePromo',
        data: { code: promo.code, percentage: promo.percentage, startsAt, validForHours: 24 * 365 },
      },
      promo.code,
    );
    // Created switched on (promo decider); the demo's inactive code is switched off by staff.
    if (!promo.active) add({ type: 'DeactivatePromo', data: { code: promo.code } }, promo.code);
  }
  for (const b of demoBanners) {
    add(
      {
        type: 'CreateBanner',
        data: {
          bannerId: b.id,
          name: b.name,
          order: b.order,
          image: `/images/banners/${b.id}.svg`,
          translations: b.translations,
        },
      },
      b.id,
    );
  }
  return out;
}

async function isMarkedDone(store: EventStore): Promise<boolean> {
  for await (const e of store.readStream(SEED_STREAM, { maxCount: 1 }))
    if (e.type === 'DemoDataSeeded') return true;
  return false;
}

/**
 * Seeds the demo menu through the command handlers, once. Every command carries an idempotency key derived
 * from its content id, so a run that died halfway, or two starts at the same moment, append each event once:
 * re-running appends nothing new (later staff changes are not undone either: a retried command answers its
 * first result without deciding again). With `store`, the completed seed is then marked in `seed-demo`.
 */
export async function seedDemoData(handle: Handle, options: SeedOptions): Promise<{ skipped: boolean }> {
  const { store } = options;
  if (store && (await isMarkedDone(store))) return { skipped: true };
  const now = typeof options.now === 'function' ? options.now() : options.now;
  const correlationId = deterministicId(SEED_KEY, SEED_STREAM, 0);
  for (const { command, key, at } of demoCommands(now)) {
    try {
      await handle(command, { idempotencyKey: key, correlationId, role: 'system', at });
    } catch (error) {
      // The key names one demo item: seeded earlier with another clock (its times differ), so it is already there.
      if (!(error instanceof DomainError && error.code === 'idempotency.key_reused')) throw error;
    }
  }
  if (store) {
    const marker = {
      id: deterministicId(SEED_KEY, SEED_STREAM, 1),
      type: 'DemoDataSeeded',
      data: { version: 1, seededAt: now.toISOString() },
      metadata: { correlationId, role: 'system' },
    };
    // Same id from every process: a concurrent start's marker is an idempotent no-op; any other mark means done.
    await store.append(SEED_STREAM, [marker], { expectedRevision: 'any' });
  }
  return { skipped: false };
}
