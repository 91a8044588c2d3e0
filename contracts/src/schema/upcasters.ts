import { createUpcasting, type Upcaster } from './upcasting';

/**
 * The menu's texts in English and Arabic (docs/catalogue.md, "Menu in three languages") came as `translations` on
 * the events that give a name: version 2. An event written before had none: it is upcast with `{}` (French only).
 */
export const translatedEventTypes = [
  'CategoryCreated',
  'CategoryUpdated',
  'ProductCreated',
  'ProductUpdated',
  'DistrictAdded',
  'BannerCreated',
] as const;
export const withoutTranslations = (type: string, from = 1): Upcaster => ({
  type,
  from,
  up: (data) => ({ ...(data as object), translations: {} }),
});

/**
 * Every upcaster of the shop's event contracts, oldest first per type. A contract change either stays backward
 * compatible (a new optional field, a wider bound) or adds its upcaster here, with a fixture of the old shape and a
 * test (docs/event-log.md, "Event schema versions"). Fixtures of each old shape are in ./fixtures/; the mechanism
 * is exercised by schema/upcasting.test.ts and the golden log.
 */

type Data = Record<string, unknown>;
const withLinesOptions = (data: unknown): Data => {
  const d = data as Data;
  const lines = Array.isArray(d.lines) ? (d.lines as Data[]) : [];
  return { ...d, lines: lines.map((line) => ({ ...line, options: [] })) };
};
const withoutOrderRevision = (data: unknown): Data => ({ ...(data as Data), orderRevision: null });
const withLinesNames = (data: unknown): Data => {
  const d = data as Data;
  const lines = Array.isArray(d.lines) ? (d.lines as Data[]) : [];
  return { ...d, lines: lines.map((line) => ({ ...line, translations: {} })) };
};
const withDistrictNames = (data: unknown): Data => {
  const d = withLinesNames(data);
  const delivery = d.delivery as Data | undefined;
  return delivery?.districtName === undefined
    ? d
    : { ...d, delivery: { ...delivery, districtTranslations: {} } };
};
const withOptionGroups = (data: unknown): Data => ({ ...(data as Data), optionGroups: [] });

export const eventUpcasters: readonly Upcaster[] = [
  // OrderPlaced 1 → 2: scheduled orders (docs/orders.md "Scheduled orders"); every order before them was
  // "as soon as possible". Fixture: fixtures/order-placed.without-slot.json.
  { type: 'OrderPlaced', from: 1, up: (data) => ({ slot: null, ...(data as Data) }) },
  // Options and extras (docs/catalogue.md "Options and extras"): products gained `optionGroups`, priced lines
  // `options`. Before, no product had options, so none was chosen. Fixtures: *.v1.json (OrderPlaced: version 2,
  // with its slot, is what gains line options).
  { type: 'ProductCreated', from: 1, up: withOptionGroups },
  { type: 'ProductUpdated', from: 1, up: withOptionGroups },
  { type: 'CheckoutStarted', from: 1, up: withLinesOptions },
  { type: 'OrderPlaced', from: 2, up: withLinesOptions },
  // A menu in three languages (docs/catalogue.md "Menu in three languages"): names and descriptions gained
  // `translations`; before, the menu was French only. Fixture: fixtures/menu-events.before-translations.json.
  // Products had options first (version 2), so theirs upcast from 2.
  // A place is held by one attempt to place an order (docs/orders.md "Scheduled orders"): SlotReserved and
  // SlotReleased gained `orderRevision`. Before, a place was the order's whatever the attempt: null. Fixture:
  // fixtures/slot-events.v1.json.
  { type: 'SlotReserved', from: 1, up: withoutOrderRevision },
  { type: 'SlotReleased', from: 1, up: withoutOrderRevision },
  // Orders in the customer's language (docs/orders.md "Orders in the customer's language"): priced lines
  // gained the product's names in English and Arabic (`translations`), OrderPlaced's delivery the district's
  // (`districtTranslations`). Before, an order kept the French names only: {} (read in French). Fixtures:
  // fixtures/checkout-started.v2.json, fixtures/order-placed.v3.json.
  { type: 'CheckoutStarted', from: 2, up: withLinesNames },
  { type: 'OrderPlaced', from: 3, up: withDistrictNames },
  // Orders taken by staff (docs/phone-and-trust.md "Phone orders and amendments"): OrderPlaced gained how it came
  // in (`channel`) and who took it (`takenBy`). Before, every order was the customer's own checkout: 'online', null.
  // Fixture: fixtures/order-placed.v4.json.
  { type: 'OrderPlaced', from: 4, up: (data) => ({ ...(data as Data), channel: 'online', takenBy: null }) },
  ...translatedEventTypes.map((type) =>
    withoutTranslations(type, type === 'ProductCreated' || type === 'ProductUpdated' ? 2 : 1),
  ),
];

export const eventUpcasting = createUpcasting(eventUpcasters);
