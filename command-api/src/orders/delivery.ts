import { DomainError, isStaffRole } from '@shop/contracts';
import {
  DELIVERY_CODE_TRIES,
  stepIndex,
  stepsOf,
  type DeliveryCommand,
  type OrderEvent,
  type OrderEventOf,
  type OrderStep,
} from '@shop/contracts/orders/index';
import type { Decider } from '../decider';
import { orderDecider, type ExistingOrder, type OrderActor, type OrderState } from './decider';

// The delivery by the shop's riders on the `order-{id}` stream (issue 30; docs/riders.md "Dispatch, the rider's page
// and the code at the door"). Beside the order decider, on the same stream: its state is the order's (folded by the
// order decider) and who carries it, the code, its wrong tries. Pure: the rider's account and shift, the clock and the
// drawn code come on the command's metadata (delivery-handle.ts).

/** The rider staff name in AssignRider, as their `user-{id}` and `rider-{id}` streams say now. */
export type RiderFact =
  | { status: 'none' }
  | { status: 'not_rider' }
  | { status: 'rider'; firstName: string | null; onShift: boolean };

type Base = { now: string; actor: OrderActor };
export type DeliveryMetadata = {
  AssignRider: Base & {
    rider: RiderFact;
    /** Four digits drawn by the handler: the order's code when it has none yet. */
    code: string;
  };
  PickUpOrder: Base;
  DeliverOrder: Base;
  FailDelivery: Base;
  ConfirmDeliveryByStaff: Base;
};
export type DeliveryCommandWithFacts = {
  [T in DeliveryCommand['type']]: Extract<DeliveryCommand, { type: T }> & { metadata: DeliveryMetadata[T] };
}[DeliveryCommand['type']];

export type DeliveryState = {
  order: OrderState;
  /** Who carries the order now (null: nobody, or back to staff after a failed delivery). */
  riderId: string | null;
  code: string | null;
  /** Wrong codes typed so far. */
  tries: number;
};

const ev = <T extends OrderEvent['type']>(type: T, data: OrderEventOf<T>['data']): OrderEventOf<T> =>
  ({ type, data }) as OrderEventOf<T>;

/** A placed delivery order, neither cancelled nor delivered. */
const openDelivery = (state: DeliveryState): ExistingOrder => {
  const order = state.order;
  if (order.status === 'none' || order.status === 'checkout' || order.status === 'expired')
    throw new DomainError('order.not_found');
  if (order.type !== 'delivery') throw new DomainError('delivery.not_assignable');
  if (order.status === 'cancelled' || order.confirmed.delivered) throw new DomainError('delivery.closed');
  return order;
};

/** The order's own rider only (another rider, staff, a customer: 403). */
const carriedBy = (state: DeliveryState, actor: OrderActor): ExistingOrder => {
  if (actor.role !== 'rider') throw new DomainError('auth.forbidden');
  const order = openDelivery(state);
  if (state.riderId !== actor.userId) throw new DomainError('delivery.not_assigned');
  return order;
};

const pickedUp = (order: ExistingOrder): boolean => Boolean(order.confirmed.out_for_delivery);

/** OrderStepConfirmed for `step` and every earlier step not confirmed yet (the order decider's rule). */
const stepsUpTo = (order: ExistingOrder, step: OrderStep, actor: OrderActor, at: string) =>
  stepsOf(order.type)
    .slice(0, stepIndex(order.type, step) + 1)
    .filter((s) => !order.confirmed[s])
    .map((s) => ev('OrderStepConfirmed', { orderId: order.orderId, step: s, at, by: actor }));

export const deliveryDecider: Decider<DeliveryState, DeliveryCommandWithFacts, OrderEvent> = {
  initialState: () => ({ order: orderDecider.initialState(), riderId: null, code: null, tries: 0 }),

  decide(command, state) {
    const { now, actor } = command.metadata;
    const orderId = command.data.orderId;
    switch (command.type) {
      case 'AssignRider': {
        if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
        const order = openDelivery(state);
        // From "accepted" on: a placed order is not the shop's yet.
        if (!order.confirmed.accepted) throw new DomainError('delivery.not_assignable');
        const { rider, code } = command.metadata;
        if (rider.status !== 'rider') throw new DomainError('rider.not_found');
        if (!rider.onShift) throw new DomainError('rider.off_shift');
        const { riderId } = command.data;
        if (state.riderId === riderId) return [];
        const assigned = ev('RiderAssigned', {
          orderId,
          riderId,
          riderName: rider.firstName,
          previousRiderId: state.riderId,
          by: actor,
          at: now,
        });
        return state.code ? [assigned] : [assigned, ev('DeliveryCodeIssued', { orderId, code, at: now })];
      }
      case 'PickUpOrder': {
        const order = carriedBy(state, actor);
        return pickedUp(order) ? [] : stepsUpTo(order, 'out_for_delivery', actor, now);
      }
      case 'DeliverOrder': {
        const order = carriedBy(state, actor);
        if (!pickedUp(order)) throw new DomainError('delivery.not_picked_up');
        if (state.tries >= DELIVERY_CODE_TRIES) throw new DomainError('delivery.code_locked');
        if (command.data.code !== state.code)
          return [
            ev('DeliveryCodeRejected', { orderId, riderId: actor.userId, tries: state.tries + 1, at: now }),
          ];
        return stepsUpTo(order, 'delivered', actor, now);
      }
      case 'FailDelivery': {
        const order = carriedBy(state, actor);
        if (!pickedUp(order)) throw new DomainError('delivery.not_picked_up');
        const { reason, comment } = command.data;
        return [ev('DeliveryFailed', { orderId, riderId: actor.userId, reason, comment, at: now })];
      }
      case 'ConfirmDeliveryByStaff': {
        if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
        const order = openDelivery(state);
        if (!pickedUp(order)) throw new DomainError('delivery.not_picked_up');
        return [
          ev('DeliveryConfirmedByStaff', { orderId, riderId: state.riderId, by: actor, at: now }),
          ...stepsUpTo(order, 'delivered', actor, now),
        ];
      }
    }
  },

  evolve(state, e) {
    const next = { ...state, order: orderDecider.evolve(state.order, e) };
    switch (e.type) {
      case 'RiderAssigned':
        return { ...next, riderId: e.data.riderId };
      case 'DeliveryCodeIssued':
        return { ...next, code: e.data.code };
      case 'DeliveryCodeRejected':
        return { ...next, tries: e.data.tries };
      case 'DeliveryFailed':
        return { ...next, riderId: null };
      default:
        return next;
    }
  },
};
