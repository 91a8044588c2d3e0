// Integration-test fixture of the tests that write through command-api and read what the projections made of it:
// the projections' fixture (a temp SQLite event store, a real Redis prefix of its own) with the real command handler
// on its store, on a ticking clock.
import { createCommandHandler, type Handle } from '@shop/command-api';
import type { Projections } from '@shop/projections/runner';
import {
  createIntFixture as createProjectionsFixture,
  type IntFixture as ProjectionsFixture,
} from '@shop/projections/testing/int-fixture';

export { dumpNamespace, listenToChanges, replayWholeLog } from '@shop/projections/testing/int-fixture';

export type IntFixture = ProjectionsFixture & { handle: Handle };

export async function createIntFixture(): Promise<IntFixture> {
  const fx = await createProjectionsFixture();
  // Each command happens one minute after the previous one, so createdAt orders are deterministic.
  let clock = Date.parse('2025-03-01T09:00:00.000Z');
  const handle = createCommandHandler({ store: fx.store, now: () => new Date((clock += 60_000)) });
  return Object.assign(fx, { handle });
}

/** The small menu of seedMenu, projected: the fixture's projections started and idle. */
export async function projectSeededMenu(fx: IntFixture): Promise<Projections> {
  await seedMenu(fx.handle);
  const projections = fx.projections();
  await projections.start();
  await projections.waitForIdle();
  return projections;
}

/** A small menu through the real command handler. */
export async function seedMenu(handle: Handle): Promise<void> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await handle({ type: 'SetDiscountsEnabled', data: { enabled: true } });
  for (const [categoryId, name] of [
    ['pizzas', 'Pizzas'],
    ['burgers', 'Burgers'],
    ['boissons', 'Boissons'],
  ] as const) {
    await handle({
      type: 'CreateCategory',
      data: { categoryId, name, description: `Nos ${name}`, image: `/images/${categoryId}.svg` },
    });
  }
  const products: [string, string, number, number, boolean][] = [
    ['margherita', 'pizzas', 900, 0, true],
    ['reine', 'pizzas', 1100, 20, true],
    ['orientale', 'pizzas', 1300, 0, false],
    ['cheese', 'burgers', 700, 10, true],
    ['double', 'burgers', 1000, 0, true],
    ['limonade', 'boissons', 150, 0, true],
  ];
  for (const [productId, categoryId, price, sold, active] of products) {
    await handle({
      type: 'CreateProduct',
      data: {
        productId,
        categoryId,
        name: productId,
        size: { value: 1, unit: 'XL' },
        description: `${productId} maison`,
        price,
        sold,
        img: `/images/${productId}.svg`,
        active,
      },
    });
  }
  await handle({
    type: 'CreatePromo',
    data: { code: 'ORAN10', percentage: 10, startsAt: yesterday, validForHours: 24 * 366 },
  });
  await handle({ type: 'ActivatePromo', data: { code: 'ORAN10' } });
  await handle({
    type: 'CreatePromo',
    data: { code: 'LATER', percentage: 20, startsAt: '2099-01-01T00:00:00.000Z', validForHours: 24 },
  });
  await handle({ type: 'ActivatePromo', data: { code: 'LATER' } });
  await handle({
    type: 'CreatePromo',
    data: { code: 'OFF', percentage: 5, startsAt: yesterday, validForHours: 24 * 366 },
  });
  await handle({ type: 'DeactivatePromo', data: { code: 'OFF' } });
  await handle({ type: 'AddDistrict', data: { districtId: 'senia', name: 'Es Senia', deliveryPrice: 300 } });
  await handle({ type: 'AddDistrict', data: { districtId: 'bir', name: 'Bir El Djir', deliveryPrice: 250 } });
  await handle({
    type: 'CreateBanner',
    data: { bannerId: 'b2', name: 'Deuxième', order: 1, image: '/images/b2.svg' },
  });
  await handle({
    type: 'CreateBanner',
    data: { bannerId: 'b1', name: 'Première', order: 0, image: '/images/b1.svg' },
  });
}
