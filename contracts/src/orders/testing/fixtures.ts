// Test-only fixtures of order events (imported by tests only, never by app code, so no bundle carries them).
import type { OrderEventOf, PricedLine } from '../events';
import { parseOrderEvent, type RecordedOrderEvent } from '../recorded-order-event';

export type OrderPlacedData = OrderEventOf<'OrderPlaced'>['data'];

/** A priced line: two Margherita (1 XL) at 810 DA after discount (900 DA before), 1 620 DA in all. */
export const pricedLineFixture = (over: Partial<PricedLine> = {}): PricedLine => ({
  productId: 'margherita',
  name: 'Margherita',
  translations: {},
  size: { value: 1, unit: 'XL' },
  options: [],
  unitPrice: 810,
  price: 900,
  quantity: 2,
  lineTotal: 1620,
  ...over,
});

/** The data of an OrderPlaced: order o1 of u1, on site, one line of `pricedLineFixture()`, no promo nor slot. */
export const orderPlacedFixture = (over: Partial<OrderPlacedData> = {}): OrderPlacedData => ({
  orderId: 'o1',
  userId: 'u1',
  type: 'on_site',
  lines: [pricedLineFixture()],
  promo: null,
  delivery: { recipient: 'Amina Benali', phone: '0550123456' },
  deliveryPrice: 0,
  totals: { items: 1620, promoDiscount: 0, points: 0, delivery: 0, total: 1620 },
  placedAt: '2025-03-01T12:00:00.000Z',
  slot: null,
  channel: 'online',
  takenBy: null,
  ...over,
});

/** An order event parsed as the log would give it; throws where it does not parse. */
export const parsedOrderEvent = (type: string, data: unknown): RecordedOrderEvent => {
  const event = parseOrderEvent(type, data);
  if (!event) throw new Error(`${type} does not parse`);
  return event;
};
