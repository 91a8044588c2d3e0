import { z } from 'zod';
import { chosenOptions } from '../catalogue/options';
import { id, promoCode, slotStart } from '../fields';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { deliveryDetails } from './events';
import { kitchenCommands } from './kitchen-events';
import { MAX_RATING_ANSWER, MAX_RATING_COMMENT, MAX_STARS, MIN_STARS } from './ratings';
import { cancelReason, orderStep, orderType } from './steps';
import { MAX_AMEND_REASON, staffChannels } from './staff-orders';

// Order commands, validated once: by the HTTP route's body schema (orders/route-schemas.ts) or, for the workers'
// commands, by the order handler. Prices are never part of a command: the server takes them
// from the product streams and the discount flag.
export const cartLine = z.object({
  productId: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** The options chosen (ids only; none for a product without options). */
  options: chosenOptions.default([]),
});
export type CartLine = z.infer<typeof cartLine>;

// Each command's data, named for the HTTP bodies derived from them (route-schemas.ts picks what the client sends).
export const startCheckoutData = z.object({
  orderId: id,
  userId: z.string().min(1),
  type: orderType,
  lines: z.array(cartLine).max(100),
});
export const applyPromoData = z.object({ orderId: id, code: promoCode });
export const useBonusPointsData = z.object({ orderId: id, points: z.number().int().min(0).max(10_000_000) });
// slot: the start of the chosen slot; absent or null = as soon as possible.
export const placeOrderData = z.object({
  orderId: id,
  delivery: deliveryDetails,
  slot: slotStart.nullable().optional(),
});
export const confirmOrderStepData = z.object({ orderId: id, step: orderStep });
export const cancelOrderData = z.object({ orderId: id, reason: cancelReason });
const orderIdData = z.object({ orderId: id });
/**
 * Staff take an order by phone or at the counter (docs/phone-and-trust.md): for an account found by phone
 * (`customerId`), or for a customer without an account whose id the server derives from the phone number.
 */
export const takeOrderData = z.object({
  orderId: id,
  channel: z.enum(staffChannels),
  customerId: z.string().trim().min(1).max(100).nullable().optional(),
  type: orderType,
  lines: z.array(cartLine).max(100),
  delivery: deliveryDetails,
  promoCode: promoCode.nullable().optional(),
  slot: slotStart.nullable().optional(),
});
/** Staff change a placed order's lines before it leaves the kitchen; the reason is told to the customer. */
export const amendOrderData = z.object({
  orderId: id,
  lines: z.array(cartLine).max(100),
  reason: z.string().trim().min(1).max(MAX_AMEND_REASON),
});
/** The customer's rating of their order: 1 to 5 stars and a comment (may be empty). */
export const rateOrderData = z.object({
  orderId: id,
  stars: z.number().int().min(MIN_STARS).max(MAX_STARS),
  comment: z.string().trim().max(MAX_RATING_COMMENT).default(''),
});
/** Staff's private answer to a rating. */
export const answerRatingData = z.object({
  orderId: id,
  answer: z.string().trim().min(1).max(MAX_RATING_ANSWER),
});

/** The kitchen's delay (minutes) an open order's promise must include from now on. */
export const moveOrderPromiseData = z.object({
  orderId: id,
  delayMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});

export const orderCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('StartCheckout'), data: startCheckoutData }),
  z.object({ type: z.literal('ApplyPromo'), data: applyPromoData }),
  z.object({ type: z.literal('RemovePromo'), data: orderIdData }),
  z.object({ type: z.literal('UseBonusPoints'), data: useBonusPointsData }),
  z.object({ type: z.literal('PlaceOrder'), data: placeOrderData }),
  z.object({ type: z.literal('TakeOrder'), data: takeOrderData }),
  z.object({ type: z.literal('AmendOrder'), data: amendOrderData }),
  z.object({ type: z.literal('ConfirmOrderStep'), data: confirmOrderStepData }),
  z.object({ type: z.literal('CancelOrder'), data: cancelOrderData }),
  // Issued by the checkout-expiry worker only (no HTTP route): a checkout never placed within CHECKOUT_TTL_MINUTES.
  z.object({ type: z.literal('ExpireCheckout'), data: orderIdData }),
  // Issued by the release worker only: a scheduled order moves to the live list before its slot.
  z.object({ type: z.literal('ReleaseScheduledOrder'), data: orderIdData }),
  // Issued by the delay worker only (docs/kitchen.md): an open order's promise moves to the kitchen's new delay.
  z.object({ type: z.literal('MoveOrderPromise'), data: moveOrderPromiseData }),
  // Staff called the customer of an order held for a call (docs/phone-and-trust.md).
  z.object({ type: z.literal('ConfirmCall'), data: orderIdData }),
  // Issued by the call-reminder worker only: the order still waits for its call.
  z.object({ type: z.literal('RemindCall'), data: orderIdData }),
  // The kitchen screen (issue 31 item 4): ./kitchen-events.ts.
  ...kitchenCommands,
  z.object({ type: z.literal('RateOrder'), data: rateOrderData }),
  z.object({ type: z.literal('AnswerRating'), data: answerRatingData }),
]);

/** The actor of commands the system issues itself (workers): staff rights, no person behind it. */
export const systemActor = { userId: 'system', role: 'admin' } as const;
export type OrderCommand = z.infer<typeof orderCommand>;
export type OrderCommandInput = z.input<typeof orderCommand>;
export type OrderCommandType = OrderCommand['type'];
