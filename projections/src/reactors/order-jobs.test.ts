import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { orderPlacedFixture, pricedLineFixture } from '@shop/contracts/orders/testing/fixtures';
import { UnparsableEventError } from '../event-schemas';
import { orderJobOf, orderPageLink, scheduledReleaseJobOf } from './order-jobs';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: 'e1',
  stream: 'order-o1',
  type,
  data,
  metadata: { correlationId: 'c' },
  revision: 0n,
  position: 1n,
  createdAt: new Date(),
});
const line = pricedLineFixture({ productId: 'p1' });
const started = {
  orderId: 'o1',
  userId: 'u1',
  type: 'on_site',
  lines: [line],
  discountsEnabled: true,
  startedAt: '2025-03-01T12:00:00.000Z',
};
const placed = orderPlacedFixture({
  lines: [line],
  delivery: { recipient: 'Amina', phone: '0550123456' },
  placedAt: '2025-03-01T12:10:00.000Z',
});
const opts = (now: string) => ({
  publicUrl: 'https://oran-food.dz/',
  checkoutTtlMs: 60 * 60_000,
  now: new Date(now),
});

describe('order jobs', () => {
  it('asks for a confirmation mail on OrderPlaced, linking to the order page', () => {
    expect(orderJobOf(recorded('OrderPlaced', placed), opts('2025-03-01T12:10:01.000Z'))).toEqual({
      job: {
        kind: 'order-confirmation',
        orderId: 'o1',
        userId: 'u1',
        link: 'https://oran-food.dz/myAccount/myOrders/o1',
      },
      delayMs: 0,
    });
  });

  it('stops at an order event its contract refuses instead of skipping it (the reactor retries from its checkpoint)', () => {
    const { placedAt: _, ...withoutDate } = placed;
    expect(() => orderJobOf(recorded('OrderPlaced', withoutDate), opts('2025-03-01T12:10:01.000Z'))).toThrow(
      UnparsableEventError,
    );
    expect(() =>
      orderJobOf(recorded('CheckoutStarted', { orderId: 'o1' }), opts('2025-03-01T12:10:01.000Z')),
    ).toThrow(/CheckoutStarted at order-o1@0/);
  });

  it('needs no personal field: an OrderPlaced read without them (delivery details null) asks for the same job', () => {
    const withheld = { ...placed, delivery: { recipient: null, phone: null } };
    expect(orderJobOf(recorded('OrderPlaced', withheld), opts('2025-03-01T12:10:01.000Z'))).toEqual(
      orderJobOf(recorded('OrderPlaced', placed), opts('2025-03-01T12:10:01.000Z')),
    );
    expect(
      orderJobOf(recorded('OrderPlaced', withheld), opts('2025-03-01T12:10:01.000Z'))?.job,
    ).toMatchObject({
      kind: 'order-confirmation',
      orderId: 'o1',
    });
  });

  it('mails no confirmation for an order placed more than a day before (a replay of an old log)', () => {
    expect(orderJobOf(recorded('OrderPlaced', placed), opts('2025-03-02T12:10:01.000Z'))).toBeNull();
  });

  it('schedules the expiry of a checkout at its start + TTL, at once when that is past', () => {
    expect(orderJobOf(recorded('CheckoutStarted', started), opts('2025-03-01T12:15:00.000Z'))).toEqual({
      job: { kind: 'expire-checkout', orderId: 'o1' },
      delayMs: 45 * 60_000,
    });
    expect(orderJobOf(recorded('CheckoutStarted', started), opts('2025-03-01T14:00:00.000Z'))?.delayMs).toBe(
      0,
    );
  });

  it('ignores other events', () => {
    expect(orderJobOf(recorded('OrderCancelled', {}), opts('2025-03-01T12:00:00.000Z'))).toBeNull();
    expect(orderJobOf(recorded('GiftCardIssued', {}), opts('2025-03-01T12:00:00.000Z'))).toBeNull();
  });

  it('stops at a placedAt that is no date (the contract refuses it)', () => {
    expect(() =>
      orderJobOf(
        recorded('OrderPlaced', { ...placed, placedAt: 'yesterday' }),
        opts('2025-03-01T12:00:00.000Z'),
      ),
    ).toThrow(UnparsableEventError);
  });

  it('escapes the order id in the link', () => {
    expect(orderPageLink('http://127.0.0.1:3000', 'a/b')).toBe(
      'http://127.0.0.1:3000/myAccount/myOrders/a%2Fb',
    );
  });
});

describe('scheduled order release job', () => {
  const forSlot = { ...placed, slot: '2025-03-01T14:00:00.000Z' };
  it('asks for the release 30 minutes before the slot, at once when that is past', () => {
    expect(
      scheduledReleaseJobOf(recorded('OrderPlaced', forSlot), new Date('2025-03-01T12:10:00.000Z')),
    ).toEqual({
      job: { kind: 'release-scheduled-order', orderId: 'o1' },
      delayMs: 80 * 60_000,
    });
    expect(
      scheduledReleaseJobOf(recorded('OrderPlaced', forSlot), new Date('2025-03-01T15:00:00.000Z'))?.delayMs,
    ).toBe(0);
  });
  it('asks nothing for an order as soon as possible, nor for other events', () => {
    expect(
      scheduledReleaseJobOf(recorded('OrderPlaced', placed), new Date('2025-03-01T12:10:00.000Z')),
    ).toBeNull();
    expect(scheduledReleaseJobOf(recorded('CheckoutStarted', started), new Date())).toBeNull();
  });
});
