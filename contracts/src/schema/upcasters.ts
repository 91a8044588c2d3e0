import { createUpcasting, type Upcaster } from './upcasting';

/**
 * Every upcaster of the shop's event contracts, oldest first per type. A contract change either stays backward
 * compatible (a new optional field, a wider bound) or adds its upcaster here, with a fixture of the old shape and a
 * test (docs/design-notes.md, "Event schema versions"). The mechanism is exercised by schema/upcasting.test.ts and
 * the golden log.
 */
export const eventUpcasters: readonly Upcaster[] = [
  // OrderPlaced 1 → 2: scheduled orders (docs/design-notes.md "Scheduled orders"); every order before them was
  // "as soon as possible". Fixture: fixtures/order-placed.without-slot.json.
  {
    type: 'OrderPlaced',
    from: 1,
    up: (data) => ({ slot: null, ...(data as Record<string, unknown>) }),
  },
];

export const eventUpcasting = createUpcasting(eventUpcasters);
