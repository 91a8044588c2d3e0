import { normalizePhone } from './phone';

// Orders staff take by phone or at the counter, and amendments (docs/phone-and-trust.md "Phone orders and
// amendments"). Zod-free: the client's order screens read these too.

/** How an order came in: the customer's own checkout, a phone call, or the counter. */
export const orderChannels = ['online', 'phone', 'counter'] as const;
export type OrderChannel = (typeof orderChannels)[number];
/** The channels of an order staff take for a customer. */
export const staffChannels = ['phone', 'counter'] as const;
export type StaffChannel = (typeof staffChannels)[number];

/** Longest reason of an amendment (it is shown to the customer and kept in the history). */
export const MAX_AMEND_REASON = 300;

/** Prefix of the customer id of a customer without an account (no e-mail): derived from the phone number. */
export const PHONE_CUSTOMER_PREFIX = 'phone-';

/**
 * The customer id of a customer staff recorded without an account: `phone-` and the digits of the normalized
 * number (`phone-213555123456`). The same number however typed is the same customer; null when it is not a number.
 */
export function phoneCustomerId(phone: string): string | null {
  const normalized = normalizePhone(phone);
  return normalized === null ? null : `${PHONE_CUSTOMER_PREFIX}${normalized.replace(/^\+/, '')}`;
}

/** A customer id that names no account (a customer recorded by staff from a phone number). */
export const isPhoneCustomerId = (customerId: string): boolean =>
  customerId.startsWith(PHONE_CUSTOMER_PREFIX);

/** The steps after which an order has left the kitchen: it can no longer be amended. */
export const leftKitchenSteps = ['out_for_delivery', 'delivered', 'ready', 'served'] as const;
