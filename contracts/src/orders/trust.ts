import type { ErrorCode } from '../errors';

// Trust in cash orders (docs/phone-and-trust.md "Confirmation calls and no-shows"): which orders wait for a staff
// call before cooking, and which placements are refused, by the customer's phone number (normalizePhone). Zod-free:
// the client's settings and orders screens read these too. Every order is paid cash (the shop takes no payment
// online), so the cash rules apply to every order the customer places.

/** Why an order waits for a confirmation call. */
export const callReasons = ['first_order', 'no_show', 'amount'] as const;
export type CallReason = (typeof callReasons)[number];

/** Why a no-show was recorded: a cancellation with reason no_show, or a rider's DeliveryFailed no_answer. */
export const noShowSources = ['no_show', 'no_answer'] as const;
export type NoShowSource = (typeof noShowSources)[number];

/** The settings' trust thresholds (TrustRulesSet); DEFAULT_TRUST_RULES until set. */
export type TrustRules = {
  /** A customer's first order (no earlier order from the number) waits for a call. */
  firstOrderCall: boolean;
  /** An order whose total is above this many DA waits for a call; null: no amount rule. */
  callAboveTotal: number | null;
  /** After this many recorded no-shows the number's orders wait for a call; null: no no-show rule. */
  noShowsBeforeCall: number | null;
  /** Minutes an order may wait for its call before staff are reminded (once). */
  reminderMinutes: number;
  /** Most orders one number may have open (placed, not finished); null: no limit. */
  maxOpenOrders: number | null;
};

/**
 * Until staff set the rules: a past no-show asks for a call, reminded after 10 minutes; first orders, amounts and
 * open orders are not checked (so a new shop, and every test shop, takes a first order as before).
 */
export const DEFAULT_TRUST_RULES: TrustRules = {
  firstOrderCall: false,
  callAboveTotal: null,
  noShowsBeforeCall: 1,
  reminderMinutes: 10,
  maxOpenOrders: null,
};

export const MAX_REMINDER_MINUTES = 24 * 60;
export const MAX_OPEN_ORDERS = 50;
export const MAX_NO_SHOWS_BEFORE_CALL = 20;
/** Longest reason of a block or of its lifting (kept in the number's history). */
export const MAX_BLOCK_REASON = 300;

/** What the `phone-{normalized}` stream says of a number when an order is placed. */
export type PhoneTrustFacts = {
  /** Orders placed from the number before this one. */
  previousOrders: number;
  /** No-shows recorded for the number. */
  noShows: number;
  blocked: boolean;
  /** Its orders placed and not finished (delivered, served or cancelled). */
  openOrders: number;
};

/** Why this order waits for a call (empty: it goes straight to the kitchen's list). */
export function callReasonsFor(rules: TrustRules, facts: PhoneTrustFacts, total: number): CallReason[] {
  const reasons: CallReason[] = [];
  if (rules.firstOrderCall && facts.previousOrders === 0) reasons.push('first_order');
  if (rules.noShowsBeforeCall !== null && facts.noShows >= rules.noShowsBeforeCall) reasons.push('no_show');
  if (rules.callAboveTotal !== null && total > rules.callAboveTotal) reasons.push('amount');
  return reasons;
}

/** The refusal of a placement from this number, if any: blocked, or too many orders open. */
export function trustRefusal(rules: TrustRules, facts: PhoneTrustFacts): ErrorCode | undefined {
  if (facts.blocked) return 'phone.blocked';
  if (rules.maxOpenOrders !== null && facts.openOrders >= rules.maxOpenOrders)
    return 'phone.open_orders_limit';
  return undefined;
}

/** When the reminder of an order held at `heldAt` is due (ISO). */
export const callReminderAt = (heldAt: string, reminderMinutes: number): string =>
  new Date(Date.parse(heldAt) + reminderMinutes * 60_000).toISOString();
