import { describe, expect, it } from 'vitest';
import type { OrderView } from './read-models';
import { erasedOrderView, evolveOrderView, factsOfView, orderSearchText } from './order-view';
import { parseOrderEvent } from './recorded-order-event';
import { orderPlacedFixture, parsedOrderEvent as parse, pricedLineFixture } from './testing/fixtures';

const at = '2025-03-01T12:00:00.000Z';
const line = pricedLineFixture();
const placedData = orderPlacedFixture({
  type: 'delivery',
  promo: { code: 'ETE20', percentage: 20 },
  delivery: {
    recipient: 'Amina Benali',
    phone: '0550123456',
    districtId: 'bir-el-djir',
    districtName: 'Bir El Djir',
    address: '12 rue des Oliviers',
    comment: 'sonner deux fois',
  },
  deliveryPrice: 200,
  totals: { items: 1620, promoDiscount: 324, points: 50, delivery: 200, total: 1446 },
  placedAt: at,
});
const facts = { orderID: 7, productImages: { margherita: '/p.svg' } };
const placed = evolveOrderView(null, parse('OrderPlaced', placedData), facts)!;
const step = (view: OrderView, stepName: string, when = '2025-03-01T12:05:00.000Z') =>
  evolveOrderView(
    view,
    parse('OrderStepConfirmed', {
      orderId: 'o1',
      step: stepName,
      at: when,
      by: { userId: 's1', role: 'moderator' },
    }),
    factsOfView(view),
  )!;

describe('the order view fold', () => {
  it('builds nothing for checkout events before placement', () => {
    const started = parse('CheckoutStarted', {
      orderId: 'o1',
      userId: 'u1',
      type: 'delivery',
      lines: [line],
      discountsEnabled: true,
      startedAt: at,
    });
    expect(evolveOrderView(null, started, facts)).toBeNull();
    expect(
      evolveOrderView(null, parse('PromoApplied', { orderId: 'o1', code: 'ETE20', percentage: 20 }), facts),
    ).toBeNull();
    const cancelled = parse('OrderCancelled', {
      orderId: 'o1',
      reason: 'customer',
      by: { userId: 'u1', role: 'user' },
      at,
    });
    expect(evolveOrderView(null, cancelled, facts)).toBeNull();
  });

  it('keeps the names of other languages the order kept (lines and district), and adds nothing without them', () => {
    const named = {
      ...placedData,
      lines: [{ ...line, translations: { ar: { name: 'مارغريتا' }, en: { name: 'Margherita pizza' } } }],
      delivery: { ...placedData.delivery, districtTranslations: { ar: { name: 'بئر الجير' } } },
    };
    const view = evolveOrderView(null, parse('OrderPlaced', named), facts)!;
    expect(view.description[0]!.product).toEqual({
      name: 'Margherita',
      size: { value: 1, unit: 'XL' },
      img: '/p.svg',
      translations: { ar: { name: 'مارغريتا' }, en: { name: 'Margherita pizza' } },
    });
    expect(view.quartierTranslations).toEqual({ ar: { name: 'بئر الجير' } });
    expect(placed.description[0]!.product).not.toHaveProperty('translations');
    expect(placed).not.toHaveProperty('quartierTranslations');
  });

  it('maps OrderPlaced to the spec fields with the placed step confirmed', () => {
    expect(placed).toEqual({
      _id: 'o1',
      orderID: 7,
      userId: 'u1',
      client: [{ name: 'Amina Benali' }],
      customerDeleted: false,
      phone_number: '0550123456',
      quartier: 'Bir El Djir',
      districtId: 'bir-el-djir',
      comment: 'sonner deux fois',
      address: '12 rue des Oliviers',
      states: [
        { name: 'placed', confirmed: true, date: at },
        { name: 'accepted', confirmed: false, date: null },
        { name: 'preparing', confirmed: false, date: null },
        { name: 'out_for_delivery', confirmed: false, date: null },
        { name: 'delivered', confirmed: false, date: null },
      ],
      type: 'delivery',
      status: 'placed',
      cancelled: null,
      description: [
        {
          _id: 'margherita',
          product: { name: 'Margherita', size: { value: 1, unit: 'XL' }, img: '/p.svg' },
          options: [],
          unitPrice: 810,
          price: 900,
          quantity: 2,
          lineTotal: 1620,
        },
      ],
      use_score: true,
      points: 50,
      promo_code: 'ETE20',
      promo_code_pourcentage: 20,
      liv_price: 200,
      total: 1620,
      promoDiscount: 324,
      total_price_with_liv: 1446,
      date: at,
      slot: null,
      scheduled: false,
    });
  });

  it('moves the status to the last confirmed step, and cancels', () => {
    const accepted = step(placed, 'accepted');
    expect(accepted.status).toBe('accepted');
    expect(accepted.states[1]).toEqual({
      name: 'accepted',
      confirmed: true,
      date: '2025-03-01T12:05:00.000Z',
    });
    // What changes nothing answers the very same view (the projection then writes nothing): a step of the other
    // type, the same step again, a cancelled order's step, the same cancellation again.
    expect(step(accepted, 'served')).toBe(accepted);
    expect(step(accepted, 'accepted')).toBe(accepted);
    const cancel = parse('OrderCancelled', {
      orderId: 'o1',
      reason: 'sold_out',
      by: { userId: 's1', role: 'admin' },
      at,
    });
    const cancelled = evolveOrderView(accepted, cancel, factsOfView(accepted))!;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelled).toEqual({ reason: 'sold_out', at });
    expect(step(cancelled, 'preparing')).toBe(cancelled);
    expect(evolveOrderView(cancelled, cancel, factsOfView(cancelled))).toBe(cancelled);
  });

  it('reads an erased OrderPlaced (delivery details null) as a deleted customer', () => {
    const erased = {
      ...placedData,
      delivery: { ...placedData.delivery, recipient: null, phone: null, address: null, comment: null },
    };
    expect(parseOrderEvent('OrderPlaced', erased)).not.toBeNull();
    const view = evolveOrderView(null, parse('OrderPlaced', erased), facts)!;
    expect(view).toEqual(erasedOrderView(placed));
    expect(view).toMatchObject({
      client: [{ name: '' }],
      customerDeleted: true,
      phone_number: null,
      address: null,
      comment: null,
      quartier: 'Bir El Djir',
    });
    expect(JSON.stringify(view)).not.toMatch(/Amina|0550123456|Oliviers|sonner/);
  });

  it('searches the number, name, phone and district, lowercased', () => {
    expect(orderSearchText(placed)).toBe('#7 amina benali 0550123456 bir el djir');
    expect(orderSearchText(erasedOrderView(placed))).toBe('#7   bir el djir');
  });

  it('refuses what is not an order event', () => {
    expect(parseOrderEvent('ProductCreated', {})).toBeNull();
    expect(parseOrderEvent('OrderPlaced', { orderId: 'o1' })).toBeNull();
  });
});

describe('the order view fold: scheduled orders', () => {
  const slot = '2025-03-01T18:00:00.000Z';
  const scheduled = evolveOrderView(null, parse('OrderPlaced', { ...placedData, slot }), facts)!;
  it('shows an order for a slot as scheduled, with its slot; an ASAP order is neither', () => {
    expect(scheduled).toMatchObject({ slot, scheduled: true, status: 'placed' });
    expect(placed).toMatchObject({ slot: null, scheduled: false });
  });
  it('takes it out of the scheduled lane when released or cancelled, the slot kept', () => {
    const released = evolveOrderView(
      scheduled,
      parse('ScheduledOrderReleased', { orderId: 'o1', slot, at: '2025-03-01T17:30:00.000Z' }),
      factsOfView(scheduled),
    );
    expect(released).toEqual({ ...scheduled, scheduled: false });
    const cancelled = evolveOrderView(
      scheduled,
      parse('OrderCancelled', {
        orderId: 'o1',
        reason: 'customer',
        by: { userId: 'u1', role: 'user' },
        at: '2025-03-01T12:30:00.000Z',
      }),
      factsOfView(scheduled),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', scheduled: false, slot });
  });
});
