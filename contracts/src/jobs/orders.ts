import { z } from 'zod';

// The `orders` BullMQ queue: the order reactor (projections/src/reactors) adds, the workers run. Job id = the id
// of the event that asked for the job (OrderPlaced → confirmation mail, CheckoutStarted → delayed expiry), so a
// replayed event adds nothing. Jobs carry ids only: the worker reads the order and the customer's address (through
// the personal-data wrapper) when it runs, so an account erased meanwhile gets no mail and Redis holds no address.
export const ordersQueueName = 'orders';

export const orderConfirmationJob = z.object({
  kind: z.literal('order-confirmation'),
  orderId: z.string(),
  userId: z.string(),
  /** `${PUBLIC_URL}/myAccount/myOrders/{orderId}` */
  link: z.string().url(),
});
export type OrderConfirmationJob = z.infer<typeof orderConfirmationJob>;

export const expireCheckoutJob = z.object({ kind: z.literal('expire-checkout'), orderId: z.string() });
export type ExpireCheckoutJob = z.infer<typeof expireCheckoutJob>;

/** A scheduled order moves to the live list RELEASE_BEFORE_MINUTES before its slot (job id: `<OrderPlaced id>-release`). */
export const releaseScheduledOrderJob = z.object({
  kind: z.literal('release-scheduled-order'),
  orderId: z.string(),
});
export type ReleaseScheduledOrderJob = z.infer<typeof releaseScheduledOrderJob>;

/**
 * Staff set a kitchen delay (KitchenDelaySet): every open order's promise moves to it (docs/kitchen.md; job id: the
 * event's id). The worker lists the open orders when it runs; MoveOrderPromise is a no-op for one already moved.
 */
export const moveOrderPromisesJob = z.object({
  kind: z.literal('move-order-promises'),
  delayMinutes: z.number().int().min(0),
});
export type MoveOrderPromisesJob = z.infer<typeof moveOrderPromisesJob>;

/** An order held for a call still waits at its `remindAt` (docs/phone-and-trust.md; job id: `<OrderHeldForCall id>`). */
export const callReminderJob = z.object({ kind: z.literal('call-reminder'), orderId: z.string() });
export type CallReminderJob = z.infer<typeof callReminderJob>;

/** OrderCancelled no_show or DeliveryFailed no_answer: the no-show counts on the number (job id: the event's id). */
export const recordNoShowJob = z.object({
  kind: z.literal('record-no-show'),
  orderId: z.string(),
  source: z.enum(['no_show', 'no_answer']),
});
export type RecordNoShowJob = z.infer<typeof recordNoShowJob>;

export const orderJob = z.discriminatedUnion('kind', [
  callReminderJob,
  recordNoShowJob,
  moveOrderPromisesJob,
  orderConfirmationJob,
  expireCheckoutJob,
  releaseScheduledOrderJob,
]);
export type OrderJob = z.infer<typeof orderJob>;

/** Minutes a checkout may stay unplaced before the expiry worker closes it (CHECKOUT_TTL_MINUTES). */
export const DEFAULT_CHECKOUT_TTL_MINUTES = 60;
