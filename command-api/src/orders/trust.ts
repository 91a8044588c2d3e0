import { DomainError, isStaffRole, type Role } from '@shop/contracts';
import {
  callReasonsFor,
  callReminderAt,
  trustRefusal,
  type CallReason,
  type NoShowSource,
  type OrderEvent,
  type OrderEventOf,
  type PhoneEvent,
  type PhoneEventOf,
  type PhoneTrustFacts,
  type TrustRules,
} from '@shop/contracts/orders/index';
import type { Decider } from '../decider';

// Trust in cash orders (docs/phone-and-trust.md "Confirmation calls and no-shows"): the order decider's checks as
// named functions (PlaceOrder refuses a blocked number or one with too many open orders, and holds an order from a
// number the shop does not trust yet; staff confirm the call before the first step), and the decider of the
// `phone-{normalized}` stream (orders placed, no-shows, blocks). Pure.

type Actor = { userId: string; role: Role };

/** What PlaceOrder needs of the customer's number, read by the handler from `phone-{normalized}` and the settings. */
export type TrustOrderFact = { rules: TrustRules; phone: PhoneTrustFacts };

/** An order's call: held (the reasons), confirmed, reminded. Absent or null: never held. */
export type CallState = {
  reasons: CallReason[];
  heldAt: string;
  confirmedAt: string | null;
  remindedAt: string | null;
};

const ev = <T extends OrderEvent['type']>(type: T, data: OrderEventOf<T>['data']): OrderEventOf<T> =>
  ({ type, data }) as OrderEventOf<T>;

/** PlaceOrder from a blocked number, or one with `maxOpenOrders` open: refused (phone.blocked, phone.open_orders_limit). */
export function refuseUntrusted(trust: TrustOrderFact | undefined): void {
  if (!trust) return;
  const code = trustRefusal(trust.rules, trust.phone);
  if (code) throw new DomainError(code);
}

/** After OrderPlaced: OrderHeldForCall when the number is not trusted yet for this order (else nothing). */
export function heldForCall(
  trust: TrustOrderFact | undefined,
  orderId: string,
  total: number,
  now: string,
): OrderEventOf<'OrderHeldForCall'>[] {
  if (!trust) return [];
  const reasons = callReasonsFor(trust.rules, trust.phone, total);
  if (reasons.length === 0) return [];
  const remindAt = callReminderAt(now, trust.rules.reminderMinutes);
  return [ev('OrderHeldForCall', { orderId, reasons, at: now, remindAt })];
}

/** An order waiting for its call takes no step: staff confirm the call first (order.call_pending). */
export function refuseUntilCalled(call: CallState | null | undefined): void {
  if (call && call.confirmedAt === null) throw new DomainError('order.call_pending');
}

type CallOrder = { status: string; orderId: string; call?: CallState | null };

/** Staff confirm the call: the order goes on as usual. Again: nothing; never held: order.no_call_pending. */
export function confirmCall(order: CallOrder, actor: Actor, now: string): OrderEvent[] {
  if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
  if (!order.call || order.status !== 'placed') throw new DomainError('order.no_call_pending');
  if (order.call.confirmedAt !== null) return [];
  return [ev('OrderCallConfirmed', { orderId: order.orderId, by: actor, at: now })];
}

/** The reminder job: once, and only while the order still waits for its call (else nothing). */
export function remindCall(order: CallOrder, actor: Actor, now: string): OrderEvent[] {
  if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
  const call = order.call;
  if (order.status !== 'placed' || !call || call.confirmedAt !== null || call.remindedAt !== null) return [];
  return [ev('OrderCallReminded', { orderId: order.orderId, at: now })];
}

/** The call part of the order's evolve. */
export function evolveCall(
  call: CallState | null | undefined,
  e: OrderEventOf<'OrderHeldForCall' | 'OrderCallConfirmed' | 'OrderCallReminded'>,
): CallState | null {
  if (e.type === 'OrderHeldForCall')
    return { reasons: e.data.reasons, heldAt: e.data.at, confirmedAt: null, remindedAt: null };
  if (!call) return null;
  if (e.type === 'OrderCallConfirmed') return { ...call, confirmedAt: e.data.at };
  return { ...call, remindedAt: e.data.at };
}

// ---- phone-{normalized} ----

/** Orders a number keeps in its state to count the open ones (the latest; older ones are long finished). */
export const RECENT_PHONE_ORDERS = 60;

export type PhoneState = {
  /** Orders placed from the number (all time). */
  orders: number;
  /** The latest RECENT_PHONE_ORDERS order ids, newest last. */
  recentOrderIds: string[];
  /** Orders whose no-show was recorded. */
  noShowOrderIds: string[];
  blocked: { reason: string; by: Actor; at: string } | null;
};

export type PhoneCommand =
  | { type: 'RecordPhoneOrder'; data: { phone: string; orderId: string }; metadata: { now: string } }
  | {
      type: 'RecordNoShow';
      data: { phone: string; orderId: string; source: NoShowSource };
      metadata: { now: string };
    }
  | { type: 'BlockPhone'; data: { phone: string; reason: string }; metadata: { now: string; actor: Actor } }
  | {
      type: 'UnblockPhone';
      data: { phone: string; reason: string };
      metadata: { now: string; actor: Actor };
    };

const pev = <T extends PhoneEvent['type']>(type: T, data: PhoneEventOf<T>['data']): PhoneEventOf<T> =>
  ({ type, data }) as PhoneEventOf<T>;

export const phoneDecider: Decider<PhoneState, PhoneCommand, PhoneEvent> = {
  initialState: () => ({ orders: 0, recentOrderIds: [], noShowOrderIds: [], blocked: null }),

  decide(command, state) {
    const { now } = command.metadata;
    const { phone } = command.data;
    switch (command.type) {
      case 'RecordPhoneOrder': {
        const { orderId } = command.data;
        if (state.recentOrderIds.includes(orderId)) return [];
        return [pev('PhoneOrderPlaced', { phone, orderId, at: now })];
      }
      case 'RecordNoShow': {
        const { orderId, source } = command.data;
        // Once per order: a cancellation no_show after the rider's no_answer is the same no-show.
        if (state.noShowOrderIds.includes(orderId)) return [];
        return [pev('NoShowRecorded', { phone, orderId, source, at: now })];
      }
      case 'BlockPhone': {
        const { actor } = command.metadata;
        if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
        if (state.blocked) return [];
        return [pev('PhoneBlocked', { phone, reason: command.data.reason, by: actor, at: now })];
      }
      case 'UnblockPhone': {
        const { actor } = command.metadata;
        if (!isStaffRole(actor.role)) throw new DomainError('auth.forbidden');
        if (!state.blocked) return [];
        return [pev('PhoneUnblocked', { phone, reason: command.data.reason, by: actor, at: now })];
      }
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'PhoneOrderPlaced':
        return {
          ...state,
          orders: state.orders + 1,
          recentOrderIds: [...state.recentOrderIds, e.data.orderId].slice(-RECENT_PHONE_ORDERS),
        };
      case 'NoShowRecorded':
        return { ...state, noShowOrderIds: [...state.noShowOrderIds, e.data.orderId] };
      case 'PhoneBlocked':
        return { ...state, blocked: { reason: e.data.reason, by: e.data.by, at: e.data.at } };
      case 'PhoneUnblocked':
        return { ...state, blocked: null };
      default:
        return state;
    }
  },
};

/** The number's facts for a placement, given how many of its recent orders are still open. */
export const phoneTrustFacts = (state: PhoneState, openOrders: number): PhoneTrustFacts => ({
  previousOrders: state.orders,
  noShows: state.noShowOrderIds.length,
  blocked: state.blocked !== null,
  openOrders,
});
