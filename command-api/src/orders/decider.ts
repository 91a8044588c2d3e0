import {
  cartLineId,
  chosenOf,
  DomainError,
  finalUnitPrice,
  openingStatus,
  optionsDelta,
  priceOptions,
  type ChosenOption,
  type OpeningHours,
  type OptionGroup,
  type Role,
  type Size,
  isStaffRole,
  holds,
  languages,
  soldOutNameKey,
  type SoldOutMark,
} from '@shop/contracts';
import {
  cartLimitBroken,
  isKitchenStep,
  isOfferedSlot,
  READY_FOR_PICKUP,
  UNDO_WINDOW_SECONDS,
  type KitchenStep,
  leftKitchenSteps,
  phoneCustomerId,
  lastStepOf,
  orderTotals,
  ratingWindowOpen,
  stepIndex,
  stepsOf,
  type CartLine,
  type DeliveryDetails,
  type OrderCommand,
  type OrderEvent,
  type OrderEventOf,
  type OrderStatus,
  type OrderStep,
  type OrderTotals,
  type OrderType,
  type OrderNameTranslations,
  type PricedLine,
} from '@shop/contracts/orders/index';
import type { Decider } from '../decider';
import {
  confirmCall,
  evolveCall,
  heldForCall,
  refuseUntilCalled,
  refuseUntrusted,
  remindCall,
  type CallState,
  type TrustOrderFact,
} from './trust';
import {
  movedPromise,
  promiseAtPlacement,
  refusePaused,
  type KitchenOrderFact,
  type OrderPromise,
} from './promise';

// The order aggregate on `order-{id}` (docs/architecture.md "Order steps", docs/orders.md "Orders").
// Pure: the handler reads the product, settings, promo, district, user and loyalty streams and passes what the
// decision needs on the command's metadata; the client never sends a price.

export type OrderActor = { userId: string; role: Role };

/** A product as its stream says now (folded by the handler). */
export type ProductFact =
  | { status: 'none' | 'deleted' }
  | {
      status: 'live';
      active: boolean;
      name: string;
      /** Its names in English and Arabic (the order lines keep them). */
      translations?: OrderNameTranslations;
      size: Size;
      price: number;
      sold: number;
      optionGroups: OptionGroup[];
      /** Sold-out marks by target: '' the product, else a choice id (docs/kitchen.md "Sold out"). */
      soldOut?: Record<string, SoldOutMark>;
    };
export type PromoFact =
  | { status: 'none' }
  | {
      status: 'created';
      code: string;
      active: boolean;
      percentage: number;
      startsAt: string;
      validForHours: number;
    };
export type DistrictFact =
  | { status: 'none' | 'removed' }
  | { status: 'live'; name: string; translations?: OrderNameTranslations; deliveryPrice: number };
export type ProfileFact = 'complited' | 'incomplete' | 'none';

type Base = { now: string; actor: OrderActor };
type PriceFacts = { products: Record<string, ProductFact>; discountsEnabled: boolean };
export type OrderMetadata = {
  StartCheckout: Base & PriceFacts;
  ApplyPromo: Base & { promo: PromoFact };
  RemovePromo: Base;
  UseBonusPoints: Base & { pointsBalance: number };
  PlaceOrder: Base &
    PriceFacts & {
      promo: PromoFact | null;
      district: DistrictFact | null;
      profileState: ProfileFact;
      pointsBalance: number;
      /** The settings' opening hours (null: none set, always open): ASAP needs the shop open, a slot inside them. */
      openingHours: OpeningHours | null;
      /** Busy mode and the promise's durations (docs/kitchen.md); absent: no pause, no promise. */
      kitchen?: KitchenOrderFact;
      /** The customer's number and the trust rules (docs/phone-and-trust.md); absent: no trust check. */
      trust?: TrustOrderFact;
    };
  /** Staff take an order: priced like PlaceOrder; `customer` is the account named (null: none named). */
  TakeOrder: Base &
    PriceFacts & {
      promo: PromoFact | null;
      district: DistrictFact | null;
      customer: ProfileFact | null;
      openingHours: OpeningHours | null;
      /** The promise's durations as PlaceOrder's (docs/kitchen.md); a pause does not refuse staff. Absent: no promise. */
      kitchen?: KitchenOrderFact;
    };
  /** New lines are priced from the catalogue now; lines the order already has keep the price paid. */
  AmendOrder: Base & PriceFacts;
  ConfirmOrderStep: Base;
  CancelOrder: Base;
  ExpireCheckout: Base;
  ReleaseScheduledOrder: Base;
  ConfirmCall: Base;
  RemindCall: Base;
  MoveOrderPromise: Base;
  UndoOrderStep: Base;
  MarkReadyForPickup: Base;
  RateOrder: Base;
  AnswerRating: Base;
};
export type OrderCommandWithFacts = {
  [T in OrderCommand['type']]: Extract<OrderCommand, { type: T }> & { metadata: OrderMetadata[T] };
}[OrderCommand['type']];

export type ExistingOrder = {
  /** `expired`: a checkout never placed, closed by the expiry worker (CheckoutExpired). */
  status: 'checkout' | 'placed' | 'cancelled' | 'expired';
  orderId: string;
  userId: string;
  type: OrderType;
  lines: PricedLine[];
  promo: { code: string; percentage: number } | null;
  /** Points the customer chose to use (the deduction is capped by the totals). */
  points: number;
  /** Set once placed; kept after a cancellation (the refund needs it). */
  totals: OrderTotals | null;
  placedAt: string | null;
  confirmed: Partial<Record<OrderStep, string>>;
  /** Start of the chosen slot once placed for one (null: as soon as possible). */
  slot: string | null;
  /** A scheduled order moved to the live list (ScheduledOrderReleased). */
  released: boolean;
  /** The promised time (OrderPromised, OrderPromiseMoved); absent: none given (orders before busy mode). */
  promise?: OrderPromise | null;
  /** The kitchen's last tap, which UndoOrderStep may take back (absent or null: none to undo). */
  lastKitchenStep?: { step: KitchenStep; at: string } | null;
  /** A delivery order the kitchen packed for its rider (OrderReadyForPickup). */
  readyForPickupAt?: string | null;
  /** The customer's rating (OrderRated) and whether staff answered it (absent: not rated). */
  rating?: OrderRating;
  /** Held for a confirmation call (OrderHeldForCall); absent or null: never held. */
  call?: CallState | null;
};
export type OrderState = { status: 'none' } | ExistingOrder;
export type OrderRating = { stars: number; at: string; answer: string | null };

const isStaff = (actor: OrderActor) => isStaffRole(actor.role);

const existing = (state: OrderState): ExistingOrder => {
  if (state.status === 'none') throw new DomainError('order.not_found');
  return state;
};
/** Customer commands: only the order's owner. */
const owned = (state: OrderState, actor: OrderActor): ExistingOrder => {
  const order = existing(state);
  if (order.userId !== actor.userId) throw new DomainError('auth.forbidden');
  return order;
};
/**
 * A rating needs the order's last step (delivered or served) confirmed, and `now` (the server's clock) within
 * RATING_WINDOW_DAYS of it.
 */
const rateable = (order: ExistingOrder, now: string): ExistingOrder => {
  const finishedAt = order.status === 'placed' ? order.confirmed[lastStepOf(order.type)] : undefined;
  if (!finishedAt) throw new DomainError('rating.not_delivered');
  if (!ratingWindowOpen(finishedAt, now)) throw new DomainError('rating.too_late');
  return order;
};
const inCheckout = (order: ExistingOrder): ExistingOrder => {
  if (order.status === 'expired') throw new DomainError('checkout.expired');
  if (order.status !== 'checkout') throw new DomainError('order.already_placed');
  return order;
};

/** A line to price: a cart line (StartCheckout) or a priced line of the checkout (PlaceOrder re-prices it). */
type LineToPrice = Pick<CartLine, 'productId' | 'quantity'> & { options: readonly ChosenOption[] };

/** The lines of a checkout as choices to price again. */
export const linesToPrice = (lines: readonly PricedLine[]): LineToPrice[] =>
  lines.map((l) => ({ productId: l.productId, quantity: l.quantity, options: chosenOf(l.options) }));

/**
 * Prices the cart from the product facts: unit price = the product's final price + the deltas of its choices, as the
 * catalogue has them now. Same product with the same choices is one line; other choices are another line. Throws for
 * an empty cart, a line over MAX_LINE_QUANTITY or a cart over MAX_CART_QUANTITY once merged, an unavailable product,
 * a choice that no longer exists or a group's min/max not met.
 */
export function priceLines(
  lines: readonly LineToPrice[],
  products: Record<string, ProductFact>,
  discountsEnabled: boolean,
): PricedLine[] {
  if (lines.length === 0) throw new DomainError('cart.empty');
  const merged = new Map<string, LineToPrice>();
  for (const l of lines) {
    const key = cartLineId(l.productId, l.options);
    const before = merged.get(key);
    merged.set(key, before ? { ...before, quantity: before.quantity + l.quantity } : l);
  }
  // Bounded as merged: a hundred lines of the same product and choices are one line of their sum.
  const mergedLines = [...merged.values()];
  const broken = cartLimitBroken(mergedLines.map((l) => l.quantity));
  if (broken?.code === 'cart.line_quantity')
    throw new DomainError(broken.code, undefined, { productId: mergedLines[broken.line]!.productId });
  if (broken) throw new DomainError(broken.code);
  return mergedLines.map(({ productId, quantity, options: chosen }) => {
    const p = products[productId];
    if (!p || p.status !== 'live' || !p.active)
      throw new DomainError('product.unavailable', undefined, { productId });
    const options = priceOptions(productId, p.optionGroups, chosen);
    const delta = optionsDelta(options);
    const unitPrice = finalUnitPrice(p, discountsEnabled) + delta;
    return {
      productId,
      name: p.name,
      translations: p.translations ?? {},
      size: p.size,
      options,
      unitPrice,
      price: p.price + delta,
      quantity,
      lineTotal: unitPrice * quantity,
    };
  });
}

/**
 * Sold out (docs/kitchen.md): a line whose product, or one of its chosen choices, is sold out at `now` refuses the
 * checkout and the placement with `cart.sold_out`, naming it in every language (its `errors`).
 */
export function refuseSoldOut(
  lines: readonly LineToPrice[],
  products: Record<string, ProductFact>,
  now: string,
): void {
  for (const line of lines) {
    const p = products[line.productId];
    if (!p || p.status !== 'live') continue; // priceLines refuses it as product.unavailable
    const marks = p.soldOut ?? {};
    const choice = holds(marks[''], now) ? null : line.options.find((o) => holds(marks[o.choiceId], now));
    if (!holds(marks[''], now) && !choice) continue;
    const label = choice
      ? p.optionGroups.flatMap((g) => g.choices).find((c) => c.id === choice.choiceId)?.label
      : undefined;
    const names = Object.fromEntries(
      languages.map((language) => {
        const name = (language === 'fr' ? p.name : p.translations?.[language]?.name) || p.name;
        const choiceName = label ? label[language] || label.fr : '';
        return [soldOutNameKey(language), choiceName ? `${name} (${choiceName})` : name];
      }),
    );
    throw new DomainError('cart.sold_out', undefined, {
      productId: line.productId,
      ...(choice ? { choiceId: choice.choiceId } : {}),
      ...names,
    });
  }
}

/** A promo can be used when it exists, is active and `now` is inside [startsAt, startsAt + validForHours). */
export function usablePromo(promo: PromoFact, now: string): { code: string; percentage: number } {
  if (promo.status !== 'created') throw new DomainError('promo.not_found');
  const start = Date.parse(promo.startsAt);
  const at = Date.parse(now);
  if (!promo.active || at < start || at >= start + promo.validForHours * 3_600_000)
    throw new DomainError('promo.inactive');
  return { code: promo.code, percentage: promo.percentage };
}

/** `checkout`, `cancelled`, `expired` (a checkout never placed) or the last confirmed step. */
export function orderStatusOf(state: OrderState): OrderStatus | 'none' | 'expired' {
  if (state.status !== 'placed') return state.status;
  let status: OrderStatus = 'placed';
  for (const step of stepsOf(state.type)) if (state.confirmed[step]) status = step;
  return status;
}

const ev = <T extends OrderEvent['type']>(type: T, data: OrderEventOf<T>['data']): OrderEventOf<T> =>
  ({ type, data }) as OrderEventOf<T>;

type CommandOf<T extends OrderCommandWithFacts['type']> = Extract<OrderCommandWithFacts, { type: T }>;

/**
 * Staff take an order by phone or at the counter (docs/phone-and-trust.md "Phone orders and amendments"): the
 * customer is the account named (it must exist) or, without one, the id derived from the phone number; then it is
 * priced, checked and placed as PlaceOrder places a checkout (priceLines, usablePromo, orderTotals, the district and
 * the opening hours, sold-out lines refused with refuseSoldOut), as CheckoutStarted then OrderPlaced, marked with the
 * channel and the staff member, then OrderPromised (promiseAtPlacement) when the kitchen facts are given. A pause
 * does not refuse it (staff paused the kitchen themselves); the promise carries the current delay. No bonus
 * points (the customer is not there to choose them) and no slot (as soon as possible).
 */
function takeOrder(command: CommandOf<'TakeOrder'>, state: OrderState): OrderEvent[] {
  const { now, actor } = command.metadata;
  const m = command.metadata;
  const { orderId, type, delivery, channel } = command.data;
  if (!isStaff(actor)) throw new DomainError('auth.forbidden');
  if (state.status !== 'none') throw new DomainError('order.already_placed');
  let userId: string;
  if (command.data.customerId) {
    if (m.customer === null || m.customer === 'none') throw new DomainError('customer.not_found');
    userId = command.data.customerId;
  } else {
    const derived = phoneCustomerId(delivery.phone);
    if (derived === null) throw new DomainError('customer.phone_invalid', undefined, { phone: 'invalid' });
    userId = derived;
  }
  let deliveryPrice = 0;
  let district: { districtName: string; districtTranslations: OrderNameTranslations } | undefined;
  if (type === 'delivery') {
    if (!delivery.districtId)
      throw new DomainError('order.district_required', undefined, { districtId: 'required' });
    if (!m.district || m.district.status !== 'live') throw new DomainError('district.not_found');
    deliveryPrice = m.district.deliveryPrice;
    district = { districtName: m.district.name, districtTranslations: m.district.translations ?? {} };
  }
  if (!openingStatus(m.openingHours, new Date(now)).openNow) throw new DomainError('shop.closed');
  // No refusePaused: staff paused the kitchen and may still take an order; its promise carries the delay.
  refuseSoldOut(command.data.lines, m.products, now);
  const lines = priceLines(command.data.lines, m.products, m.discountsEnabled);
  const promo = command.data.promoCode ? usablePromo(m.promo ?? { status: 'none' }, now) : null;
  const totals = orderTotals({ lines, promoPercentage: promo?.percentage ?? null, deliveryPrice });
  return [
    ev('CheckoutStarted', {
      orderId,
      userId,
      type,
      lines,
      discountsEnabled: m.discountsEnabled,
      startedAt: now,
    }),
    ev('OrderPlaced', {
      orderId,
      userId,
      type,
      lines,
      promo,
      delivery: { ...delivery, ...district },
      deliveryPrice,
      totals,
      placedAt: now,
      slot: null,
      channel,
      takenBy: actor,
    }),
    ...(m.kitchen
      ? [ev('OrderPromised', promiseAtPlacement(m.kitchen, { orderId, type, lines, slot: null }, now))]
      : []),
  ];
}

/**
 * The order's lines after an amendment: the requested lines merged as a cart is (same product and choices: one
 * line, bounded by cartLimitBroken); a line the order already has keeps the price it was placed at with the new
 * quantity; a new line is priced from the catalogue now (priceLines).
 */
export function amendedLines(
  current: readonly PricedLine[],
  requested: readonly LineToPrice[],
  products: Record<string, ProductFact>,
  discountsEnabled: boolean,
): PricedLine[] {
  if (requested.length === 0) throw new DomainError('cart.empty');
  const keyOf = (l: LineToPrice) => cartLineId(l.productId, l.options);
  const merged = new Map<string, LineToPrice>();
  for (const l of requested) {
    const before = merged.get(keyOf(l));
    merged.set(keyOf(l), before ? { ...before, quantity: before.quantity + l.quantity } : l);
  }
  const mergedLines = [...merged.values()];
  const broken = cartLimitBroken(mergedLines.map((l) => l.quantity));
  if (broken?.code === 'cart.line_quantity')
    throw new DomainError(broken.code, undefined, { productId: mergedLines[broken.line]!.productId });
  if (broken) throw new DomainError(broken.code);
  const kept = new Map(current.map((l) => [cartLineId(l.productId, chosenOf(l.options)), l]));
  const added = mergedLines.filter((l) => !kept.has(keyOf(l)));
  const priced = added.length > 0 ? priceLines(added, products, discountsEnabled) : [];
  return mergedLines.map((l) => {
    const before = kept.get(keyOf(l));
    if (before) return { ...before, quantity: l.quantity, lineTotal: before.unitPrice * l.quantity };
    return priced.find((p) => cartLineId(p.productId, chosenOf(p.options)) === keyOf(l))!;
  });
}

/**
 * Staff amend a placed order until it leaves the kitchen (out for delivery or ready): lines and quantities, a
 * reason required; the totals recomputed by orderTotals with the order's promo, the points it redeemed and its
 * delivery price. The same lines again append nothing.
 */
function amendOrder(command: CommandOf<'AmendOrder'>, state: OrderState): OrderEvent[] {
  const { now, actor, products, discountsEnabled } = command.metadata;
  const order = existing(state);
  if (!isStaff(actor)) throw new DomainError('auth.forbidden');
  const status = orderStatusOf(order);
  if (order.status !== 'placed' || !order.totals || (leftKitchenSteps as readonly string[]).includes(status))
    throw new DomainError('order.not_amendable');
  const reason = command.data.reason.trim();
  if (!reason) throw new DomainError('order.amend_reason_required', undefined, { reason: 'required' });
  const lines = amendedLines(order.lines, command.data.lines, products, discountsEnabled);
  const totals = orderTotals({
    lines,
    promoPercentage: order.promo?.percentage ?? null,
    points: order.totals.points,
    deliveryPrice: order.totals.delivery,
  });
  const same = (a: readonly PricedLine[], b: readonly PricedLine[]) =>
    JSON.stringify(a) === JSON.stringify(b);
  if (same(lines, order.lines)) return [];
  return [
    ev('OrderAmended', {
      orderId: order.orderId,
      before: { lines: order.lines, totals: order.totals },
      after: { lines, totals },
      reason,
      by: actor,
      at: now,
    }),
  ];
}

export const orderDecider: Decider<OrderState, OrderCommandWithFacts, OrderEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { now, actor } = command.metadata;
    const orderId = command.data.orderId;
    switch (command.type) {
      case 'StartCheckout': {
        const m = command.metadata;
        if (state.status !== 'none') throw new DomainError('order.already_placed');
        if (command.data.userId !== actor.userId) throw new DomainError('auth.forbidden');
        refuseSoldOut(command.data.lines, m.products, now);
        const lines = priceLines(command.data.lines, m.products, m.discountsEnabled);
        return [
          ev('CheckoutStarted', {
            orderId,
            userId: command.data.userId,
            type: command.data.type,
            lines,
            discountsEnabled: m.discountsEnabled,
            startedAt: now,
          }),
        ];
      }
      case 'ApplyPromo': {
        const order = inCheckout(owned(state, actor));
        const promo = usablePromo(command.metadata.promo, now);
        if (order.promo?.code === promo.code && order.promo.percentage === promo.percentage) return [];
        return [ev('PromoApplied', { orderId, ...promo })];
      }
      case 'RemovePromo': {
        const order = inCheckout(owned(state, actor));
        return order.promo ? [ev('PromoRemoved', { orderId, code: order.promo.code })] : [];
      }
      case 'UseBonusPoints': {
        const order = inCheckout(owned(state, actor));
        const { points } = command.data;
        if (points > command.metadata.pointsBalance) throw new DomainError('points.insufficient');
        return points === order.points ? [] : [ev('BonusPointsUsed', { orderId, points })];
      }
      case 'PlaceOrder': {
        const order = inCheckout(owned(state, actor));
        const m = command.metadata;
        const delivery: DeliveryDetails = command.data.delivery;
        if (order.lines.length === 0) throw new DomainError('cart.empty');
        if (m.profileState !== 'complited') throw new DomainError('profile.incomplete');
        let deliveryPrice = 0;
        let district: { districtName: string; districtTranslations: OrderNameTranslations } | undefined;
        if (order.type === 'delivery') {
          if (!delivery.districtId)
            throw new DomainError('order.district_required', undefined, { districtId: 'required' });
          if (!m.district || m.district.status !== 'live') throw new DomainError('district.not_found');
          deliveryPrice = m.district.deliveryPrice;
          district = { districtName: m.district.name, districtTranslations: m.district.translations ?? {} };
        }
        const slot = command.data.slot ?? null;
        if (slot !== null && !isOfferedSlot(m.openingHours, new Date(now), slot))
          throw new DomainError('slot.unavailable', undefined, { slot: 'unavailable' });
        // Closed now: only a slot inside the opening hours.
        if (slot === null && !openingStatus(m.openingHours, new Date(now)).openNow)
          throw new DomainError('shop.closed');
        refusePaused(m.kitchen, slot, now);
        refuseUntrusted(m.trust);
        refuseSoldOut(linesToPrice(order.lines), m.products, now);
        const lines = priceLines(linesToPrice(order.lines), m.products, m.discountsEnabled);
        const promo = order.promo ? usablePromo(m.promo ?? { status: 'none' }, now) : null;
        if (order.points > m.pointsBalance) throw new DomainError('points.insufficient');
        const totals = orderTotals({
          lines,
          promoPercentage: promo?.percentage ?? null,
          points: order.points,
          deliveryPrice,
        });
        return [
          ev('OrderPlaced', {
            orderId,
            userId: order.userId,
            type: order.type,
            lines,
            promo,
            delivery: { ...delivery, ...district },
            deliveryPrice,
            totals,
            placedAt: now,
            slot,
            channel: 'online',
            takenBy: null,
          }),
          ...(m.kitchen
            ? [
                ev(
                  'OrderPromised',
                  promiseAtPlacement(m.kitchen, { orderId, type: order.type, lines, slot }, now),
                ),
              ]
            : []),
          ...heldForCall(m.trust, orderId, totals.total, now),
        ];
      }
      case 'TakeOrder':
        return takeOrder(command, state);
      case 'AmendOrder':
        return amendOrder(command, state);
      case 'ConfirmOrderStep': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        if (order.status !== 'placed') throw new DomainError('order.step_invalid');
        refuseUntilCalled(order.call);
        const index = stepIndex(order.type, command.data.step);
        if (index < 0) throw new DomainError('order.step_invalid');
        if (order.confirmed[command.data.step]) return [];
        return stepsOf(order.type)
          .slice(0, index + 1)
          .filter((step) => !order.confirmed[step])
          .map((step) => ev('OrderStepConfirmed', { orderId, step, at: now, by: actor }));
      }
      case 'CancelOrder': {
        const order = existing(state);
        if (!isStaff(actor) && order.userId !== actor.userId) throw new DomainError('auth.forbidden');
        if (order.status === 'cancelled' || order.status === 'expired') return [];
        if (order.status === 'placed') {
          const status = orderStatusOf(order);
          const allowed = isStaff(actor) ? status !== lastStepOf(order.type) : status === 'placed';
          if (!allowed) throw new DomainError('order.not_cancellable');
        }
        return [ev('OrderCancelled', { orderId, reason: command.data.reason, by: actor, at: now })];
      }
      case 'ExpireCheckout': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        // Placed, cancelled or already expired meanwhile: nothing to do.
        if (order.status !== 'checkout') return [];
        return [ev('CheckoutExpired', { orderId, at: now })];
      }
      case 'RateOrder': {
        const order = rateable(owned(state, actor), now);
        if (order.rating) throw new DomainError('rating.already_given');
        const { stars, comment } = command.data;
        return [ev('OrderRated', { orderId, userId: order.userId, stars, comment, at: now })];
      }
      case 'AnswerRating': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        if (!order.rating) throw new DomainError('rating.none');
        const { answer } = command.data;
        if (order.rating.answer === answer) return []; // the same answer again (a retried request)
        if (order.rating.answer !== null) throw new DomainError('rating.already_answered');
        return [ev('RatingAnswered', { orderId, answer, by: actor, at: now })];
      }
      case 'UndoOrderStep': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        const last = order.status === 'placed' ? order.lastKitchenStep : null;
        // Only the kitchen's last tap, once: an earlier step, a step already undone, or one taken by a later step
        // (the rider's pick-up, the last step) cannot be.
        if (!last || last.step !== command.data.step) throw new DomainError('order.undo_unavailable');
        if (Date.parse(now) - Date.parse(last.at) > UNDO_WINDOW_SECONDS * 1000)
          throw new DomainError('order.undo_expired');
        return [ev('OrderStepUndone', { orderId, step: last.step, by: actor, at: now })];
      }
      case 'MarkReadyForPickup': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        if (order.status !== 'placed' || order.type !== 'delivery')
          throw new DomainError('order.step_invalid');
        if (order.readyForPickupAt) return [];
        if (orderStatusOf(order) !== 'preparing') throw new DomainError('order.step_invalid');
        return [ev('OrderReadyForPickup', { orderId, by: actor, at: now })];
      }
      case 'MoveOrderPromise': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        // Only an order still to be handed over moves (not cancelled, not delivered or served).
        if (order.status !== 'placed' || order.confirmed[lastStepOf(order.type)]) return [];
        const moved = movedPromise(order.promise, command.data.delayMinutes, orderId, now);
        return moved ? [ev('OrderPromiseMoved', moved)] : [];
      }
      case 'ConfirmCall':
        return confirmCall(existing(state), actor, now);
      case 'RemindCall':
        return remindCall(existing(state), actor, now);
      case 'ReleaseScheduledOrder': {
        const order = existing(state);
        if (!isStaff(actor)) throw new DomainError('auth.forbidden');
        // Cancelled, already released, or an ASAP order: nothing to move.
        if (order.status !== 'placed' || order.slot === null || order.released) return [];
        return [ev('ScheduledOrderReleased', { orderId, slot: order.slot, at: now })];
      }
    }
  },

  evolve(state, e) {
    if (e.type === 'CheckoutStarted') {
      const { orderId, userId, type, lines } = e.data;
      return {
        status: 'checkout',
        orderId,
        userId,
        type,
        lines,
        promo: null,
        points: 0,
        totals: null,
        placedAt: null,
        confirmed: {},
        slot: null,
        released: false,
      };
    }
    if (state.status === 'none') return state;
    switch (e.type) {
      case 'PromoApplied':
        return { ...state, promo: { code: e.data.code, percentage: e.data.percentage } };
      case 'PromoRemoved':
        return { ...state, promo: null };
      case 'BonusPointsUsed':
        return { ...state, points: e.data.points };
      case 'OrderPlaced':
        return {
          ...state,
          status: 'placed',
          lines: e.data.lines,
          promo: e.data.promo,
          totals: e.data.totals,
          placedAt: e.data.placedAt,
          confirmed: { placed: e.data.placedAt },
          slot: e.data.slot,
        };
      case 'ScheduledOrderReleased':
        return { ...state, released: true };
      case 'OrderPromised':
      case 'OrderPromiseMoved':
        return { ...state, promise: { promisedAt: e.data.promisedAt, delayMinutes: e.data.delayMinutes } };
      case 'OrderAmended':
        return { ...state, lines: e.data.after.lines, totals: e.data.after.totals };
      case 'OrderStepConfirmed': {
        const { step, at } = e.data;
        const lastKitchenStep = isKitchenStep(step) ? { step, at } : null;
        return { ...state, confirmed: { ...state.confirmed, [step]: at }, lastKitchenStep };
      }
      case 'OrderReadyForPickup':
        return {
          ...state,
          readyForPickupAt: e.data.at,
          lastKitchenStep: { step: READY_FOR_PICKUP, at: e.data.at },
        };
      case 'OrderStepUndone': {
        const { step } = e.data;
        if (step === READY_FOR_PICKUP) return { ...state, readyForPickupAt: null, lastKitchenStep: null };
        const { [step]: _undone, ...confirmed } = state.confirmed;
        return { ...state, confirmed, lastKitchenStep: null };
      }
      case 'OrderCancelled':
        return { ...state, status: 'cancelled' };
      case 'CheckoutExpired':
        return { ...state, status: 'expired' };
      case 'OrderHeldForCall':
      case 'OrderCallConfirmed':
      case 'OrderCallReminded':
        return { ...state, call: evolveCall(state.call, e) };
      case 'OrderRated':
        return { ...state, rating: { stars: e.data.stars, at: e.data.at, answer: null } };
      case 'RatingAnswered':
        return state.rating ? { ...state, rating: { ...state.rating, answer: e.data.answer } } : state;
      default:
        return state;
    }
  },
};
