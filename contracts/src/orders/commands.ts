import { z } from 'zod';
import { chosenOptions } from '../catalogue/options';
import { id, promoCode, slotStart } from '../fields';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { deliveryDetails } from './events';
import { cancelReason, orderStep, orderType } from './steps';

// Order commands, validated by the order handler (once per request: the HTTP routes hand it the body's fields). Prices are never part of a command: the server takes them
// from the product streams and the discount flag.
export const cartLine = z.object({
  productId: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** The options chosen (ids only; none for a product without options). */
  options: chosenOptions.default([]),
});
export type CartLine = z.infer<typeof cartLine>;

export const orderCommand = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('StartCheckout'),
    data: z.object({
      orderId: id,
      userId: z.string().min(1),
      type: orderType,
      lines: z.array(cartLine).max(100),
    }),
  }),
  z.object({ type: z.literal('ApplyPromo'), data: z.object({ orderId: id, code: promoCode }) }),
  z.object({ type: z.literal('RemovePromo'), data: z.object({ orderId: id }) }),
  z.object({
    type: z.literal('UseBonusPoints'),
    data: z.object({ orderId: id, points: z.number().int().min(0).max(10_000_000) }),
  }),
  z.object({
    type: z.literal('PlaceOrder'),
    // slot: the start of the chosen slot; absent or null = as soon as possible.
    data: z.object({ orderId: id, delivery: deliveryDetails, slot: slotStart.nullable().optional() }),
  }),
  z.object({ type: z.literal('ConfirmOrderStep'), data: z.object({ orderId: id, step: orderStep }) }),
  z.object({ type: z.literal('CancelOrder'), data: z.object({ orderId: id, reason: cancelReason }) }),
  // Issued by the checkout-expiry worker only (no HTTP route): a checkout never placed within CHECKOUT_TTL_MINUTES.
  z.object({ type: z.literal('ExpireCheckout'), data: z.object({ orderId: id }) }),
  // Issued by the release worker only: a scheduled order moves to the live list before its slot.
  z.object({ type: z.literal('ReleaseScheduledOrder'), data: z.object({ orderId: id }) }),
]);

/** The actor of commands the system issues itself (workers): staff rights, no person behind it. */
export const systemActor = { userId: 'system', role: 'admin' } as const;
export type OrderCommand = z.infer<typeof orderCommand>;
export type OrderCommandInput = z.input<typeof orderCommand>;
export type OrderCommandType = OrderCommand['type'];
