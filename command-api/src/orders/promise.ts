import { addMinutes, DomainError, preparationMinutes } from '@shop/contracts';
import type { OrderEventOf, OrderType, PricedLine } from '@shop/contracts/orders/index';

// Busy mode and promised times on the order stream (docs/kitchen.md "Busy mode and promised times"). Pure: the
// handler folds the kitchen, settings, product and district streams into a KitchenOrderFact (promise-facts.ts).

/** What the placement of an order needs of the kitchen at `now`. */
export type KitchenOrderFact = {
  /** End of the last pause (may be past). */
  pausedUntil: string | null;
  /** The delay staff set and the day's closing that ends it. */
  delay: { minutes: number; until: string } | null;
  defaultPrepMinutes: number;
  /** Each product's own preparation minutes (null: the default). */
  prepMinutes: Record<string, number | null>;
  /** The order's district's delivery minutes (0: none set, or not a delivery). */
  deliveryMinutes: number;
  /** Orders placed and not yet ready or on their way (the load the formula scales by). */
  ordersInPreparation: number;
};

/** A promise as the order stream keeps it. */
export type OrderPromise = { promisedAt: string; delayMinutes: number };

const later = (iso: string | null | undefined, now: string) => !!iso && Date.parse(iso) > Date.parse(now);

/** The delay in force at `now`: 0 once the day's closing that ends it is past. */
export const kitchenDelayAt = (kitchen: Pick<KitchenOrderFact, 'delay'>, now: string): number =>
  kitchen.delay && later(kitchen.delay.until, now) ? kitchen.delay.minutes : 0;

/**
 * A paused kitchen takes no ASAP order, nor one for a slot starting before the pause ends (`shop.paused`, with the
 * pause's end); a slot after it stays open.
 */
export function refusePaused(kitchen: KitchenOrderFact | undefined, slot: string | null, now: string): void {
  if (!kitchen || !later(kitchen.pausedUntil, now)) return;
  if (slot !== null && Date.parse(slot) >= Date.parse(kitchen.pausedUntil!)) return;
  throw new DomainError('shop.paused', undefined, { until: kitchen.pausedUntil! });
}

/**
 * The promise given at placement: from `now` (or from the slot's start when later), preparation (the formula of
 * contracts' preparationMinutes) plus the district's delivery minutes for a delivery, plus the kitchen's delay.
 */
export function promiseAtPlacement(
  kitchen: KitchenOrderFact,
  order: { orderId: string; type: OrderType; lines: readonly PricedLine[]; slot: string | null },
  now: string,
): OrderEventOf<'OrderPromised'>['data'] {
  const prepMinutes = preparationMinutes(
    order.lines.map((l) => ({ prepMinutes: kitchen.prepMinutes[l.productId] ?? null, quantity: l.quantity })),
    kitchen.defaultPrepMinutes,
    kitchen.ordersInPreparation,
  );
  const deliveryMinutes = order.type === 'delivery' ? kitchen.deliveryMinutes : 0;
  const delayMinutes = kitchenDelayAt(kitchen, now);
  const asap = addMinutes(now, prepMinutes + deliveryMinutes + delayMinutes);
  // A slot is the time the customer chose: promised then, unless the kitchen cannot make it by then.
  const promisedAt = order.slot !== null && Date.parse(order.slot) > Date.parse(asap) ? order.slot : asap;
  return { orderId: order.orderId, promisedAt, prepMinutes, deliveryMinutes, delayMinutes, at: now };
}

/**
 * An open order's promise with the kitchen's new delay: it moves by the delay's growth, never earlier (a delay taken
 * away leaves the promises given). Null: nothing to move.
 */
export function movedPromise(
  promise: OrderPromise | null | undefined,
  delayMinutes: number,
  orderId: string,
  now: string,
): OrderEventOf<'OrderPromiseMoved'>['data'] | null {
  if (!promise || delayMinutes <= promise.delayMinutes) return null;
  return {
    orderId,
    promisedAt: addMinutes(promise.promisedAt, delayMinutes - promise.delayMinutes),
    previousPromisedAt: promise.promisedAt,
    delayMinutes,
    at: now,
  };
}
