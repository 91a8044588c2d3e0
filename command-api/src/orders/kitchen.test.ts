import { describe, it } from 'vitest';
import type { OrderEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider, type OrderActor, type OrderCommandWithFacts } from './decider';

// The kitchen screen's taps and their undo on the order stream (issue 31 item 4; docs/kitchen.md "Kitchen screen and
// ready board"): only the kitchen's last tap, only within UNDO_WINDOW_SECONDS by the server's clock (the command's
// `now`), only by staff.

const spec = deciderSpec(orderDecider);
const orderId = 'o1';
const customer: OrderActor = { userId: 'u1', role: 'user' };
const staff: OrderActor = { userId: 's1', role: 'moderator' };
const at = (seconds: number) =>
  new Date(Date.parse('2025-03-01T12:00:00.000Z') + seconds * 1000).toISOString();

const placed = (type: 'delivery' | 'on_site'): OrderEvent[] => [
  {
    type: 'CheckoutStarted',
    data: { orderId, userId: 'u1', type, lines: [], discountsEnabled: false, startedAt: at(0) },
  },
  // Only what the fold reads: the shape of OrderPlaced belongs to the placement's specs.
  {
    type: 'OrderPlaced',
    data: {
      orderId,
      userId: 'u1',
      type,
      lines: [],
      promo: null,
      delivery: { recipient: 'amine b', phone: '0550123456' },
      deliveryPrice: 0,
      totals: { items: 900, promoDiscount: 0, points: 0, delivery: 0, total: 900 },
      placedAt: at(0),
      slot: null,
      channel: 'online',
      takenBy: null,
    },
  } as unknown as OrderEvent,
];
const confirmed = (step: 'accepted' | 'preparing' | 'ready' | 'out_for_delivery', s: number): OrderEvent => ({
  type: 'OrderStepConfirmed',
  data: { orderId, step, at: at(s), by: staff },
});
const undone = (step: 'preparing' | 'ready' | 'ready_for_pickup', s: number): OrderEvent => ({
  type: 'OrderStepUndone',
  data: { orderId, step, by: staff, at: at(s) },
});
const packed = (s: number): OrderEvent => ({
  type: 'OrderReadyForPickup',
  data: { orderId, by: staff, at: at(s) },
});

const undo = (
  step: 'preparing' | 'ready' | 'ready_for_pickup',
  s: number,
  actor: OrderActor = staff,
): OrderCommandWithFacts => ({
  type: 'UndoOrderStep',
  data: { orderId, step },
  metadata: { now: at(s), actor },
});
const pack = (s: number, actor: OrderActor = staff): OrderCommandWithFacts => ({
  type: 'MarkReadyForPickup',
  data: { orderId },
  metadata: { now: at(s), actor },
});
const confirm = (step: 'preparing' | 'ready', s: number): OrderCommandWithFacts => ({
  type: 'ConfirmOrderStep',
  data: { orderId, step },
  metadata: { now: at(s), actor: staff },
});

describe('UndoOrderStep', () => {
  const preparing = [...placed('on_site'), confirmed('accepted', 10), confirmed('preparing', 100)];

  it('takes back the last tap within 30 s: the compensating OrderStepUndone', () => {
    spec
      .given(preparing)
      .when(undo('preparing', 130))
      .then([undone('preparing', 130)]);
    const ready = [...preparing, confirmed('ready', 200)];
    spec
      .given(ready)
      .when(undo('ready', 201))
      .then([undone('ready', 201)]);
  });

  it('refuses after 30 s by the server clock (the command’s now), the 30th second included in the window', () => {
    spec.given(preparing).when(undo('preparing', 131)).thenThrows('order.undo_expired');
  });

  it('only the last step: not an earlier one, not twice, not a step that is no kitchen tap', () => {
    spec.given(preparing).when(undo('ready', 110)).thenThrows('order.undo_unavailable');
    spec
      .given([...preparing, undone('preparing', 105)])
      .when(undo('preparing', 106))
      .thenThrows('order.undo_unavailable');
    // The order's acceptance is no kitchen tap.
    spec
      .given([...placed('on_site'), confirmed('accepted', 10)])
      .when(undo('preparing', 11))
      .thenThrows('order.undo_unavailable');
    // The rider's pick-up after the kitchen's tap: the tap is no longer the last step.
    spec
      .given([
        ...placed('delivery'),
        confirmed('accepted', 10),
        confirmed('preparing', 20),
        confirmed('out_for_delivery', 25),
      ])
      .when(undo('preparing', 26))
      .thenThrows('order.undo_unavailable');
  });

  it('only by staff', () => {
    spec
      .given(preparing)
      .when(undo('preparing', 101, customer))
      .thenThrows('auth.forbidden');
  });

  it('refuses on a cancelled order and on an unknown one', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { orderId, reason: 'other', by: staff, at: at(101) },
    };
    spec
      .given([...preparing, cancelled])
      .when(undo('preparing', 102))
      .thenThrows('order.undo_unavailable');
    spec.given([]).when(undo('preparing', 1)).thenThrows('order.not_found');
  });

  it('after an undo the step can be tapped again, and that tap undone again', () => {
    const again = [...preparing, undone('preparing', 110)];
    spec
      .given(again)
      .when(confirm('preparing', 120))
      .then([confirmed('preparing', 120)]);
    spec
      .given([...again, confirmed('preparing', 120)])
      .when(undo('preparing', 121))
      .then([undone('preparing', 121)]);
  });
});

describe('MarkReadyForPickup (the delivery card’s last tap)', () => {
  const preparing = [...placed('delivery'), confirmed('accepted', 10), confirmed('preparing', 100)];

  it('packs a preparing delivery order once; its undo is the last step', () => {
    spec
      .given(preparing)
      .when(pack(200))
      .then([packed(200)]);
    spec
      .given([...preparing, packed(200)])
      .when(pack(201))
      .thenNothing();
    spec
      .given([...preparing, packed(200)])
      .when(undo('ready_for_pickup', 229))
      .then([undone('ready_for_pickup', 229)]);
    spec
      .given([...preparing, packed(200)])
      .when(undo('preparing', 201))
      .thenThrows('order.undo_unavailable');
    // Undone, it can be packed again.
    spec
      .given([...preparing, packed(200), undone('ready_for_pickup', 210)])
      .when(pack(220))
      .then([packed(220)]);
  });

  it('refuses an order not in preparation, an on-site order, and a customer', () => {
    spec
      .given([...placed('delivery'), confirmed('accepted', 10)])
      .when(pack(20))
      .thenThrows('order.step_invalid');
    spec
      .given([...placed('on_site'), confirmed('accepted', 10), confirmed('preparing', 20)])
      .when(pack(30))
      .thenThrows('order.step_invalid');
    spec.given(preparing).when(pack(200, customer)).thenThrows('auth.forbidden');
  });
});
