import { describe, expect, it } from 'vitest';
import { catalogueEvent } from '../catalogue/events';
import { accountEvent } from '../accounts/events';
import { loyaltyEvent, orderEvent, slotEvent } from '../orders/events';
import orderPlacedWithoutSlot from './fixtures/order-placed.without-slot.json';
import productCreatedSizeAsText from './fixtures/product-created.size-as-text.json';
import productCreatedV1 from './fixtures/product-created.v1.json';
import productUpdatedV1 from './fixtures/product-updated.v1.json';
import checkoutStartedV1 from './fixtures/checkout-started.v1.json';
import orderPlacedV1 from './fixtures/order-placed.v1.json';
import slotEventsV1 from './fixtures/slot-events.v1.json';
import checkoutStartedV2 from './fixtures/checkout-started.v2.json';
import orderPlacedV3 from './fixtures/order-placed.v3.json';
import orderPlacedV4 from './fixtures/order-placed.v4.json';

import menuEventsBeforeTranslations from './fixtures/menu-events.before-translations.json';
import { eventUpcasters, eventUpcasting, translatedEventTypes } from './upcasters';
import { createUpcasting, schemaVersionOf, type StoredShape, type Upcaster } from './upcasting';

// The registry's mechanics on the example of a contract change a shop meets: ProductCreated's size, once free text
// ("33 cm"), became { value, unit }. The fixture is that old shape as a log would hold it.
const oldProductCreated: StoredShape = productCreatedSizeAsText;

const sizeFromText: Upcaster = {
  type: 'ProductCreated',
  from: 1,
  up: (data) => {
    const d = data as Record<string, unknown>;
    const match = /^\s*([\d.]+)\s*(.+?)\s*$/.exec(String(d.size));
    return { ...d, size: { value: Number(match?.[1]), unit: match?.[2] ?? '' } };
  },
};

describe('upcasting', () => {
  it('brings the old shape to the one today’s contract parses', () => {
    expect(catalogueEvent.safeParse(oldProductCreated).success).toBe(false);
    // Chained before today's ProductCreated upcasters (options, then translations), which then run from version 2.
    const today = eventUpcasters
      .filter((u) => u.type === 'ProductCreated')
      .map((u) => ({ ...u, from: u.from + 1 }));
    const upcasting = createUpcasting([sizeFromText, ...today]);
    const current = upcasting.upcast(oldProductCreated);
    expect(current.schemaVersion).toBe(4);
    expect(upcasting.currentVersion('ProductCreated')).toBe(4);
    const parsed = catalogueEvent.parse({ type: current.type, data: current.data });
    expect(parsed.data).toMatchObject({ size: { value: 33, unit: 'cm' } });
  });

  it('leaves current events, other types and events of newer code as they are', () => {
    const upcasting = createUpcasting([sizeFromText]);
    const current = { ...oldProductCreated, schemaVersion: 2 };
    expect(upcasting.upcast(current)).toBe(current);
    const other = { type: 'ProductDeleted', data: { productId: 'p' }, schemaVersion: 1 };
    expect(upcasting.upcast(other)).toBe(other);
    expect(upcasting.currentVersion('ProductDeleted')).toBe(1);
  });

  it('chains upcasters and refuses a registry with a gap or a duplicate', () => {
    const renamed: Upcaster = {
      type: 'ProductCreated',
      from: 2,
      up: (d) => ({ ...(d as object), renamed: true }),
    };
    expect(createUpcasting([sizeFromText, renamed]).upcast(oldProductCreated)).toMatchObject({
      schemaVersion: 3,
      data: { renamed: true, size: { value: 33 } },
    });
    expect(() => createUpcasting([renamed])).toThrow('skip version 1');
    expect(() => createUpcasting([sizeFromText, sizeFromText])).toThrow('two upcasters');
  });

  it('gives the menu events written before translations none (French only), the rest unchanged', () => {
    const old: StoredShape[] = menuEventsBeforeTranslations;
    expect(old.map((e) => e.type).sort()).toEqual([...translatedEventTypes].sort());
    for (const event of old) {
      expect(catalogueEvent.safeParse(event).success).toBe(false);
      const current = eventUpcasting.upcast(event);
      expect(current.schemaVersion).toBe(eventUpcasting.currentVersion(event.type));
      const parsed = catalogueEvent.parse({ type: current.type, data: current.data });
      // Products also gained their (empty) option groups on the way.
      const options = event.type.startsWith('Product') ? { optionGroups: [] } : {};
      expect(parsed.data).toEqual({ ...(event.data as object), ...options, translations: {} });
    }
  });

  it('leaves menu events that carry translations as they are', () => {
    const current: StoredShape = {
      type: 'DistrictAdded',
      schemaVersion: 2,
      data: {
        districtId: 'd',
        name: 'Es Senia',
        deliveryPrice: 200,
        translations: { ar: { name: 'السانية' } },
      },
    };
    expect(eventUpcasting.upcast(current)).toBe(current);
    expect(eventUpcasting.currentVersion('DistrictAdded')).toBe(2);
  });

  it('reads the version from metadata, 1 when absent', () => {
    expect(schemaVersionOf({ correlationId: 'c' })).toBe(1);
    expect(schemaVersionOf({ schemaVersion: 3 })).toBe(3);
    expect(schemaVersionOf(undefined)).toBe(1);
  });

  it('upcasts products and order lines of before options: no groups, no choices', () => {
    const parse = (event: StoredShape, schema: typeof catalogueEvent | typeof orderEvent) => {
      expect(schema.safeParse(event).success).toBe(false);
      const current = eventUpcasting.upcast(event);
      expect(current.schemaVersion).toBe(eventUpcasting.currentVersion(event.type));
      return schema.parse({ type: current.type, data: current.data }).data as Record<string, unknown>;
    };
    expect(parse(productCreatedV1, catalogueEvent)).toMatchObject({ optionGroups: [], price: 900 });
    expect(parse(productUpdatedV1, catalogueEvent)).toMatchObject({ optionGroups: [], price: 1000 });
    expect(parse(checkoutStartedV1, orderEvent)).toMatchObject({
      lines: [{ productId: 'quatre-fromages', options: [], unitPrice: 1190 }],
    });
    const placed = parse(orderPlacedV1, orderEvent);
    // (and later no names in other languages: translations {})
    expect(placed.lines).toEqual(
      orderPlacedV1.data.lines.map((l) => ({ ...l, options: [], translations: {} })),
    );
    expect(placed.totals).toEqual(orderPlacedV1.data.totals);
  });

  it("the shop's registry only names event types of the contracts", () => {
    const types = new Set(
      [catalogueEvent, accountEvent, orderEvent, loyaltyEvent, slotEvent].flatMap((u) =>
        u.options.map((o) => o.shape.type.value as string),
      ),
    );
    for (const upcaster of eventUpcasters) expect(types).toContain(upcaster.type);
    for (const type of types) expect(eventUpcasting.currentVersion(type)).toBeGreaterThanOrEqual(1);
  });

  it('reads an OrderPlaced written before scheduled orders as "as soon as possible"', () => {
    const old: StoredShape = orderPlacedWithoutSlot;
    expect(orderEvent.safeParse(old).success).toBe(false);
    const current = eventUpcasting.upcast(old);
    // 1 → 2 gives the slot, 2 → 3 the lines' options (none before options existed), 3 → 4 names in other languages,
    // 4 → 5 the channel (online) and who took it (nobody).
    expect(current.schemaVersion).toBe(5);
    expect(eventUpcasting.currentVersion('OrderPlaced')).toBe(5);
    const parsed = orderEvent.parse({ type: current.type, data: current.data });
    expect(parsed.data).toMatchObject({ slot: null, orderId: orderPlacedWithoutSlot.data.orderId });
    expect(parsed.data).toMatchObject({ lines: [{ options: [] }] });
  });

  it('reads order lines and the district of before names in three languages in French only (translations {})', () => {
    for (const old of [checkoutStartedV2, orderPlacedV3] as StoredShape[]) {
      expect(orderEvent.safeParse(old).success).toBe(false);
      const current = eventUpcasting.upcast(old);
      expect(current.schemaVersion).toBe(eventUpcasting.currentVersion(old.type));
      const parsed = orderEvent.parse({ type: current.type, data: current.data }).data as Record<
        string,
        unknown
      >;
      const data = old.data as { lines: object[] };
      expect(parsed.lines).toEqual(data.lines.map((l) => ({ ...l, translations: {} })));
    }
    expect(eventUpcasting.currentVersion('CheckoutStarted')).toBe(3);
    const placed = orderEvent.parse({ type: 'OrderPlaced', data: eventUpcasting.upcast(orderPlacedV3).data });
    expect(placed.data).toMatchObject({
      delivery: { districtName: 'Bir El Djir', districtTranslations: {} },
      totals: orderPlacedV3.data.totals,
    });
    // An on-site order has no district: nothing is added to its delivery.
    const onSite = {
      ...orderPlacedV3,
      data: { ...orderPlacedV3.data, type: 'on_site', delivery: { recipient: 'A', phone: '0555123456' } },
    };
    expect((eventUpcasting.upcast(onSite).data as { delivery: object }).delivery).toEqual({
      recipient: 'A',
      phone: '0555123456',
    });
  });

  it('gives the slot events written before attempts were named no order revision (null), the rest unchanged', () => {
    const old: StoredShape[] = slotEventsV1;
    expect(old.map((e) => e.type)).toEqual(['SlotReserved', 'SlotReleased']);
    for (const event of old) {
      expect(slotEvent.safeParse(event).success).toBe(false);
      const current = eventUpcasting.upcast(event);
      expect(current.schemaVersion).toBe(2);
      expect(slotEvent.parse({ type: current.type, data: current.data }).data).toEqual({
        ...(event.data as object),
        orderRevision: null,
      });
    }
  });

  it('reads an OrderPlaced written before staff took orders as the customer’s own (online, taken by nobody)', () => {
    const old: StoredShape = orderPlacedV4;
    expect(orderEvent.safeParse(old).success).toBe(false);
    const current = eventUpcasting.upcast(old);
    expect(current.schemaVersion).toBe(5);
    const parsed = orderEvent.parse({ type: current.type, data: current.data });
    expect(parsed.data).toEqual({ ...orderPlacedV4.data, channel: 'online', takenBy: null });
  });
});
