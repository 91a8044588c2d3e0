import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { pushJobOf } from './push-jobs';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: 'e1',
  stream: 'order-o1',
  type,
  data,
  metadata: { correlationId: 'c' },
  revision: 3n,
  position: 42n,
  createdAt: new Date(),
});
const at = '2025-03-01T12:00:00.000Z';
const now = new Date('2025-03-01T12:05:00.000Z');
const by = { userId: 'staff-1', role: 'admin' };

describe('pushJobOf', () => {
  it('asks for a push on each step and a cancellation', () => {
    expect(
      pushJobOf(recorded('OrderStepConfirmed', { orderId: 'o1', step: 'preparing', at, by }), now),
    ).toEqual({
      kind: 'order-step',
      orderId: 'o1',
      status: 'preparing',
    });
    expect(
      pushJobOf(recorded('OrderCancelled', { orderId: 'o1', reason: 'sold_out', by, at }), now),
    ).toMatchObject({ status: 'cancelled' });
  });

  it('tells the customer of an amendment by staff, with the new total', () => {
    const totals = (total: number) => ({ items: total, promoDiscount: 0, points: 0, delivery: 0, total });
    const amended = {
      orderId: 'o1',
      before: { lines: [], totals: totals(900) },
      after: { lines: [], totals: totals(1800) },
      reason: 'plus',
      by,
      at,
    };
    expect(pushJobOf(recorded('OrderAmended', amended), now)).toEqual({
      kind: 'order-step',
      orderId: 'o1',
      status: 'placed',
      amendedTotal: 1800,
    });
    expect(pushJobOf(recorded('OrderAmended', amended), new Date('2025-03-02T12:00:01.000Z'))).toBeNull();
  });

  it('pushes nothing for a step older than a day, nor for other events', () => {
    const late = new Date('2025-03-02T12:00:01.000Z');
    expect(
      pushJobOf(recorded('OrderStepConfirmed', { orderId: 'o1', step: 'accepted', at, by }), late),
    ).toBeNull();
    expect(pushJobOf(recorded('CheckoutExpired', { orderId: 'o1', at }), now)).toBeNull();
    expect(pushJobOf(recorded('ProductCreated', {}), now)).toBeNull();
  });
});
