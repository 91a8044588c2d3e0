import { z } from 'zod';
import { callReasons, noShowSources } from './trust';

// What read-api serves of trust (docs/phone-and-trust.md): an order's call on its OrderView, and a phone number's
// trust (orders, no-shows, block and its history) for staff.

/** An order held for a confirmation call: why, since when, and whether confirmed or reminded. */
export const callView = z.object({
  reasons: z.array(z.enum(callReasons)),
  heldAt: z.string(),
  confirmedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type CallView = z.infer<typeof callView>;

const actorView = z.object({ userId: z.string(), role: z.string() });

/** One line of a number's history: a no-show, a block, its lifting. */
export const phoneHistoryEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('no_show'),
    orderId: z.string(),
    source: z.enum(noShowSources),
    at: z.string(),
  }),
  z.object({ type: z.literal('blocked'), reason: z.string(), by: actorView, at: z.string() }),
  z.object({ type: z.literal('unblocked'), reason: z.string(), by: actorView, at: z.string() }),
]);
export type PhoneHistoryEntry = z.infer<typeof phoneHistoryEntry>;

/** A number as staff see it; a number never seen reads `orders: 0`, nothing else. */
export const phoneTrustView = z.object({
  phone: z.string(),
  orders: z.number().int(),
  noShows: z.number().int(),
  blocked: z.object({ reason: z.string(), by: actorView, at: z.string() }).nullable(),
  history: z.array(phoneHistoryEntry),
});
export type PhoneTrustView = z.infer<typeof phoneTrustView>;

/** GET /api/phones/trust?phone=… (the number as typed; normalized by read-api). */
export const phoneTrustQuery = z.object({ phone: z.string().trim().min(1).max(30) });
