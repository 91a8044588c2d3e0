import { describe, it } from 'vitest';
import { DELIVERY_CODE_TRIES, type OrderEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import type { OrderActor } from './decider';
import { deliveryDecider, type DeliveryCommandWithFacts, type RiderFact } from './delivery';

// The delivery steps and the code's tries (issue 30; docs/riders.md), given/when/then.

const now = '2026-11-28T18:00:00.000Z';
const later = '2026-11-28T18:20:00.000Z';
const orderId = 'o1';
const customer: OrderActor = { userId: 'u1', role: 'user' };
const staff: OrderActor = { userId: 's1', role: 'moderator' };
const rider: OrderActor = { userId: 'r1', role: 'rider' };
const otherRider: OrderActor = { userId: 'r2', role: 'rider' };
const onShift: RiderFact = { status: 'rider', firstName: 'karim', onShift: true };

const checkout = (type: 'delivery' | 'on_site' = 'delivery'): OrderEvent => ({
  type: 'CheckoutStarted',
  data: { orderId, userId: 'u1', type, lines: [], discountsEnabled: false, startedAt: now },
});
const started = checkout();
const placed = (type: 'delivery' | 'on_site' = 'delivery') =>
  ({
    type: 'OrderPlaced',
    data: {
      orderId,
      userId: 'u1',
      type,
      lines: [],
      promo: null,
      delivery: { recipient: 'amine b', phone: '0550123456', districtId: 'd1', address: 'rue 1' },
      deliveryPrice: 200,
      totals: { items: 1000, promoDiscount: 0, points: 0, delivery: 200, total: 1200 },
      placedAt: now,
      slot: null,
      channel: 'online',
      takenBy: null,
    },
  }) as OrderEvent;
const step = (name: string, by: OrderActor = staff, at = now) =>
  ({ type: 'OrderStepConfirmed', data: { orderId, step: name, at, by } }) as OrderEvent;
const assigned = (
  riderId = 'r1',
  previousRiderId: string | null = null,
  riderName = 'karim',
): OrderEvent => ({
  type: 'RiderAssigned',
  data: { orderId, riderId, riderName, previousRiderId, by: staff, at: now },
});
const codeIssued: OrderEvent = { type: 'DeliveryCodeIssued', data: { orderId, code: '4821', at: now } };
const rejected = (tries: number): OrderEvent => ({
  type: 'DeliveryCodeRejected',
  data: { orderId, riderId: 'r1', tries, at: later },
});

const meta = (actor: OrderActor, at = later) => ({ now: at, actor });
const assign = (riderId = 'r1', fact: RiderFact = onShift, actor = staff): DeliveryCommandWithFacts => ({
  type: 'AssignRider',
  data: { orderId, riderId },
  metadata: { ...meta(actor, now), rider: fact, code: '4821' },
});
const pickUp = (actor = rider): DeliveryCommandWithFacts => ({
  type: 'PickUpOrder',
  data: { orderId },
  metadata: meta(actor),
});
const deliver = (code: string, actor = rider): DeliveryCommandWithFacts => ({
  type: 'DeliverOrder',
  data: { orderId, code },
  metadata: meta(actor),
});
const fail = (actor = rider): DeliveryCommandWithFacts => ({
  type: 'FailDelivery',
  data: { orderId, reason: 'no_answer', comment: 'bell broken' },
  metadata: meta(actor),
});
const byHand = (actor = staff): DeliveryCommandWithFacts => ({
  type: 'ConfirmDeliveryByStaff',
  data: { orderId },
  metadata: meta(actor),
});

const spec = deciderSpec(deliveryDecider);
const accepted = [started, placed(), step('accepted')];
const withRider = [...accepted, assigned(), codeIssued];
const leftShop = [...withRider, step('preparing'), step('out_for_delivery', rider)];

describe('AssignRider', () => {
  it('gives an accepted delivery order to a rider on shift and draws its code', () =>
    spec.given(accepted).when(assign()).then([assigned(), codeIssued]));

  it('reassigns to another rider, keeping the code', () =>
    spec
      .given(withRider)
      .when(assign('r2', { status: 'rider', firstName: 'sofiane', onShift: true }))
      .then([assigned('r2', 'r1', 'sofiane')]));

  it('is a no-op for the rider who already has it', () => spec.given(withRider).when(assign()).thenNothing());

  it('refuses an order not accepted yet', () =>
    spec.given([started, placed()]).when(assign()).thenThrows('delivery.not_assignable'));

  it('refuses an on-site order', () =>
    spec
      .given([checkout('on_site'), placed('on_site'), step('accepted')])
      .when(assign())
      .thenThrows('delivery.not_assignable'));

  it('refuses a rider off shift, or someone who is not a rider', () => {
    spec
      .given(accepted)
      .when(assign('r1', { status: 'rider', firstName: 'karim', onShift: false }))
      .thenThrows('rider.off_shift');
    spec
      .given(accepted)
      .when(assign('u9', { status: 'not_rider' }))
      .thenThrows('rider.not_found');
  });

  it('is staff only', () => {
    spec
      .given(accepted)
      .when(assign('r1', onShift, rider))
      .thenThrows('auth.forbidden');
    spec
      .given(accepted)
      .when(assign('r1', onShift, customer))
      .thenThrows('auth.forbidden');
  });

  it('refuses a cancelled or delivered order', () => {
    const cancelled: OrderEvent = {
      type: 'OrderCancelled',
      data: { orderId, reason: 'customer', by: staff, at: now },
    };
    spec
      .given([...accepted, cancelled])
      .when(assign())
      .thenThrows('delivery.closed');
    spec
      .given([...leftShop, step('delivered', rider)])
      .when(assign('r2'))
      .thenThrows('delivery.closed');
  });
});

describe('PickUpOrder', () => {
  it('confirms out_for_delivery and the steps before it, by the rider', () =>
    spec
      .given(withRider)
      .when(pickUp())
      .then([step('preparing', rider, later), step('out_for_delivery', rider, later)]));

  it('is a no-op once picked up', () => spec.given(leftShop).when(pickUp()).thenNothing());

  it("refuses another rider's order, and staff", () => {
    spec.given(withRider).when(pickUp(otherRider)).thenThrows('delivery.not_assigned');
    spec.given(withRider).when(pickUp(staff)).thenThrows('auth.forbidden');
  });

  it('refuses a reassigned order to its former rider', () =>
    spec
      .given([...withRider, assigned('r2', 'r1')])
      .when(pickUp())
      .thenThrows('delivery.not_assigned'));
});

describe('DeliverOrder', () => {
  it('delivers with the right code', () =>
    spec
      .given(leftShop)
      .when(deliver('4821'))
      .then([step('delivered', rider, later)]));

  it('cannot deliver before the pickup', () =>
    spec.given(withRider).when(deliver('4821')).thenThrows('delivery.not_picked_up'));

  it('cannot deliver an order not assigned to the rider', () =>
    spec.given(leftShop).when(deliver('4821', otherRider)).thenThrows('delivery.not_assigned'));

  it('records a wrong code with the count of tries', () => {
    spec
      .given(leftShop)
      .when(deliver('0000'))
      .then([rejected(1)]);
    spec
      .given([...leftShop, rejected(1), rejected(2)])
      .when(deliver('1111'))
      .then([rejected(3)]);
  });

  it(`refuses even the right code after ${DELIVERY_CODE_TRIES} wrong ones`, () => {
    const tries = Array.from({ length: DELIVERY_CODE_TRIES }, (_, i) => rejected(i + 1));
    spec
      .given([...leftShop, ...tries])
      .when(deliver('4821'))
      .thenThrows('delivery.code_locked');
  });

  it('the last try may still be right', () => {
    const tries = Array.from({ length: DELIVERY_CODE_TRIES - 1 }, (_, i) => rejected(i + 1));
    spec
      .given([...leftShop, ...tries])
      .when(deliver('4821'))
      .then([step('delivered', rider, later)]);
  });

  it('refuses a delivered order', () =>
    spec
      .given([...leftShop, step('delivered', rider)])
      .when(deliver('4821'))
      .thenThrows('delivery.closed'));
});

describe('FailDelivery', () => {
  const failed: OrderEvent = {
    type: 'DeliveryFailed',
    data: { orderId, riderId: 'r1', reason: 'no_answer', comment: 'bell broken', at: later },
  };

  it('brings the order back to staff with the reason', () =>
    spec.given(leftShop).when(fail()).then([failed]));

  it('the order then has no rider: the former one can no longer deliver it', () =>
    spec
      .given([...leftShop, failed])
      .when(deliver('4821'))
      .thenThrows('delivery.not_assigned'));

  it('needs the pickup first', () => spec.given(withRider).when(fail()).thenThrows('delivery.not_picked_up'));
});

describe('ConfirmDeliveryByStaff', () => {
  it('records the hand confirmation and the delivered step, by staff', () => {
    const tries = Array.from({ length: DELIVERY_CODE_TRIES }, (_, i) => rejected(i + 1));
    spec
      .given([...leftShop, ...tries])
      .when(byHand())
      .then([
        { type: 'DeliveryConfirmedByStaff', data: { orderId, riderId: 'r1', by: staff, at: later } },
        step('delivered', staff, later),
      ]);
  });

  it('is staff only, and after the pickup', () => {
    spec.given(leftShop).when(byHand(rider)).thenThrows('auth.forbidden');
    spec.given(withRider).when(byHand()).thenThrows('delivery.not_picked_up');
  });
});
