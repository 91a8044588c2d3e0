import { z } from 'zod';
import { role } from '../accounts/events';
import { id } from '../catalogue/events';
import { callReasons, MAX_BLOCK_REASON, noShowSources } from './trust';

// Trust events (docs/phone-and-trust.md "Confirmation calls and no-shows"): the order stream's call events, and the
// `phone-{normalized}` stream of a customer's phone number (orderStreams.phone).

const isoDate = z.string().datetime({ offset: true });
const actorRef = z.object({ userId: z.string(), role });
export const callReason = z.enum(callReasons);
/** A normalized number (normalizePhone): "+" and digits. */
export const normalizedPhone = z.string().regex(/^\+[1-9][0-9]{7,14}$/, 'invalid phone number');
export const blockReason = z.string().trim().min(1).max(MAX_BLOCK_REASON);

export const trustOrderEvents = [
  /** Placed from a number the shop does not trust yet: waits in the "to call" lane; reminded at `remindAt`. */
  z.object({
    type: z.literal('OrderHeldForCall'),
    data: z.object({ orderId: id, reasons: z.array(callReason).min(1), at: isoDate, remindAt: isoDate }),
  }),
  /** Staff called the customer and confirmed: the order goes on as usual. */
  z.object({
    type: z.literal('OrderCallConfirmed'),
    data: z.object({ orderId: id, by: actorRef, at: isoDate }),
  }),
  /** The order still waited for its call at `remindAt` (the reminder job, once per order). */
  z.object({ type: z.literal('OrderCallReminded'), data: z.object({ orderId: id, at: isoDate }) }),
] as const;

export const phoneEvent = z.discriminatedUnion('type', [
  /** An order was placed from the number (its first one tells a first order apart). */
  z.object({
    type: z.literal('PhoneOrderPlaced'),
    data: z.object({ phone: normalizedPhone, orderId: id, at: isoDate }),
  }),
  /** The customer was not there: once per order, from OrderCancelled no_show or DeliveryFailed no_answer. */
  z.object({
    type: z.literal('NoShowRecorded'),
    data: z.object({ phone: normalizedPhone, orderId: id, source: z.enum(noShowSources), at: isoDate }),
  }),
  z.object({
    type: z.literal('PhoneBlocked'),
    data: z.object({ phone: normalizedPhone, reason: blockReason, by: actorRef, at: isoDate }),
  }),
  z.object({
    type: z.literal('PhoneUnblocked'),
    data: z.object({ phone: normalizedPhone, reason: blockReason, by: actorRef, at: isoDate }),
  }),
]);
export type PhoneEvent = z.infer<typeof phoneEvent>;
export type PhoneEventOf<T extends PhoneEvent['type']> = Extract<PhoneEvent, { type: T }>;
