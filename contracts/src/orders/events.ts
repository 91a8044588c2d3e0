import { z } from 'zod';
import { id, size } from '../catalogue/events';
import { role } from '../accounts/events';
import { pricedOption } from '../catalogue/options';
import { slotCapacity, slotStart } from '../fields';
import { cancelReason, orderStep, orderType } from './steps';
import { translationLanguages, type TranslationLanguage } from '../languages';
import { promiseEvents } from './promise-events';
import { deliveryEvents } from './delivery-events';
import { trustOrderEvents } from './trust-events';
import { kitchenEvents } from './kitchen-events';
import { MAX_AMEND_REASON, orderChannels } from './staff-orders';
import { MAX_RATING_ANSWER, MAX_RATING_COMMENT, MAX_STARS, MIN_STARS } from './ratings';

// Events of the `order-{id}` and `loyalty-{userId}` streams (docs/architecture.md; docs/orders.md "Orders").
// Money is whole DA; dates ISO-8601. Prices always come from the server (product streams + discount flag).

const money = z.number().int().min(0);
const isoDate = z.string().datetime({ offset: true });

/**
 * A name in the other languages, as the catalogue had it when the order was priced (docs/orders.md "Orders in
 * the customer's language"): `name` beside it is the French one; a language left out reads French.
 */
const translatedName = z.object({ name: z.string().min(1) });
// One optional key per translation language (today en, ar: the stored shape): a new language is a new optional key,
// which events written before it parse without (no upcaster).
export const nameTranslations = z.object(
  Object.fromEntries(translationLanguages.map((l) => [l, translatedName.optional()])) as Record<
    TranslationLanguage,
    z.ZodOptional<typeof translatedName>
  >,
);
export type NameTranslations = z.infer<typeof nameTranslations>;

/** A cart line as the server priced it. */
export const pricedLine = z.object({
  productId: id,
  name: z.string(),
  /** The product's name in English and Arabic (events before version 3 of CheckoutStarted, 4 of OrderPlaced: {}). */
  translations: nameTranslations,
  size,
  /** The options chosen, as priced (events of version 1 are upcast with []). */
  options: z.array(pricedOption).max(200),
  /** Unit price paid: price after the product's discount while the discount flag is on, plus the options' deltas. */
  unitPrice: money,
  /** The catalogue price before discount, plus the options' deltas, for the struck-through display. */
  price: money,
  quantity: z.number().int().min(1),
  lineTotal: money,
});
export type PricedLine = z.infer<typeof pricedLine>;

export const deliveryDetails = z.object({
  recipient: z.string().trim().min(1).max(120),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{9,15}$/, 'invalid phone number'),
  districtId: id.optional(),
  address: z.string().trim().max(500).optional(),
  comment: z.string().trim().max(500).optional(),
});
export type DeliveryDetails = z.infer<typeof deliveryDetails>;

export const orderTotalsSchema = z.object({
  items: money,
  promoDiscount: money,
  points: money,
  delivery: money,
  total: money,
});

const actorRef = z.object({ userId: z.string(), role });
export type ActorRef = z.infer<typeof actorRef>;
/** An order's lines and totals, before or after an amendment. */
const amendedOrder = z.object({ lines: z.array(pricedLine), totals: orderTotalsSchema });

export const orderEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CheckoutStarted'),
    data: z.object({
      orderId: id,
      userId: z.string(),
      type: orderType,
      lines: z.array(pricedLine),
      discountsEnabled: z.boolean(),
      startedAt: isoDate,
    }),
  }),
  z.object({
    type: z.literal('PromoApplied'),
    data: z.object({ orderId: id, code: z.string(), percentage: z.number().int().min(1).max(100) }),
  }),
  z.object({ type: z.literal('PromoRemoved'), data: z.object({ orderId: id, code: z.string() }) }),
  z.object({
    type: z.literal('BonusPointsUsed'),
    data: z.object({ orderId: id, points: z.number().int().min(0) }),
  }),
  z.object({
    type: z.literal('OrderPlaced'),
    data: z.object({
      orderId: id,
      userId: z.string(),
      type: orderType,
      orderNumber: z.number().int().optional(),
      /** The lines re-priced at placement (what the customer pays). */
      lines: z.array(pricedLine),
      promo: z.object({ code: z.string(), percentage: z.number().int() }).nullable(),
      delivery: deliveryDetails.extend({
        districtName: z.string().optional(),
        /** The district's name in English and Arabic, beside districtName (French); with it only. */
        districtTranslations: nameTranslations.optional(),
      }),
      deliveryPrice: money,
      totals: orderTotalsSchema,
      placedAt: isoDate,
      /** Start of the chosen 15-minute slot; null = as soon as possible (and every order before version 2). */
      slot: slotStart.nullable(),
      /** How the order came in (version 5; every order before: 'online'). */
      channel: z.enum(orderChannels),
      /** The staff member who took a phone or counter order (null online, and before version 5). */
      takenBy: actorRef.nullable(),
    }),
  }),
  /**
   * Staff changed a placed order's lines before it left the kitchen (docs/phone-and-trust.md): the lines and totals
   * before and after, recomputed by the same rules (orderTotals), and the reason the customer is told.
   */
  z.object({
    type: z.literal('OrderAmended'),
    data: z.object({
      orderId: id,
      before: amendedOrder,
      after: amendedOrder,
      reason: z.string().min(1).max(MAX_AMEND_REASON),
      by: actorRef,
      at: isoDate,
    }),
  }),
  /** A scheduled order moves to the staff's live list (the release job, RELEASE_BEFORE_MINUTES before its slot). */
  z.object({
    type: z.literal('ScheduledOrderReleased'),
    data: z.object({ orderId: id, slot: slotStart, at: isoDate }),
  }),
  z.object({
    type: z.literal('OrderStepConfirmed'),
    data: z.object({ orderId: id, step: orderStep, at: isoDate, by: actorRef }),
  }),
  z.object({
    type: z.literal('OrderCancelled'),
    data: z.object({ orderId: id, reason: cancelReason, by: actorRef, at: isoDate }),
  }),
  /** A checkout never placed, closed by the expiry worker; the read side shows no order for it. */
  z.object({ type: z.literal('CheckoutExpired'), data: z.object({ orderId: id, at: isoDate }) }),
  // Delivery by the shop's riders (issue 30): ./delivery-events.ts.
  ...deliveryEvents,
  // Confirmation calls (issue 32): ./trust-events.ts.
  ...trustOrderEvents,
  // The kitchen screen (issue 31 item 4): ./kitchen-events.ts.
  ...kitchenEvents,
  /**
   * The customer rated their delivered or served order (once, within RATING_WINDOW_DAYS). `userId` names whose key
   * encrypts the comment (personal data, like the delivery details): erased with the account, it reads null.
   */
  z.object({
    type: z.literal('OrderRated'),
    data: z.object({
      orderId: id,
      userId: z.string(),
      stars: z.number().int().min(MIN_STARS).max(MAX_STARS),
      comment: z.string().max(MAX_RATING_COMMENT).nullable(),
      at: isoDate,
    }),
  }),
  /** Staff answered a rating privately: only the order's customer and staff see it. */
  z.object({
    type: z.literal('RatingAnswered'),
    data: z.object({
      orderId: id,
      answer: z.string().min(1).max(MAX_RATING_ANSWER),
      by: actorRef,
      at: isoDate,
    }),
  }),
  // Promised times (./promise-events.ts).
  ...promiseEvents,
]);
export type OrderEvent = z.infer<typeof orderEvent>;
export type OrderEventType = OrderEvent['type'];
export type OrderEventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;

// loyalty-{userId}: one event per order and kind (its id is derived from the order id, so it is appended once).
export const loyaltyEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('PointsRedeemed'),
    data: z.object({ userId: z.string(), orderId: id, points: z.number().int().min(1), at: isoDate }),
  }),
  z.object({
    type: z.literal('PointsEarned'),
    data: z.object({ userId: z.string(), orderId: id, points: z.number().int().min(1), at: isoDate }),
  }),
  z.object({
    type: z.literal('PointsRefunded'),
    data: z.object({ userId: z.string(), orderId: id, points: z.number().int().min(1), at: isoDate }),
  }),
]);
export type LoyaltyEvent = z.infer<typeof loyaltyEvent>;
export type LoyaltyEventOf<T extends LoyaltyEvent['type']> = Extract<LoyaltyEvent, { type: T }>;

// slot-{start}: the places of one 15-minute slot (docs/orders.md "Scheduled orders"). Appended at the revision
// read, so two customers racing for the last place are told apart by the store: one append wins, the other re-reads
// a full slot.
/**
 * The order stream's revision the placement decided on (its OrderPlaced is appended at that revision): it names one
 * attempt to place the order, so a placement that lost gives back its own place and never another attempt's. Null for
 * the events of version 1, written before (docs/orders.md "Scheduled orders").
 */
const orderRevision = z.number().int().min(0).nullable();
export const slotEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SlotReserved'),
    data: z.object({ slot: slotStart, orderId: id, orderRevision, capacity: slotCapacity, at: isoDate }),
  }),
  /** The order was cancelled, or the placement that took the place did not place the order: the place is free again. */
  z.object({
    type: z.literal('SlotReleased'),
    data: z.object({ slot: slotStart, orderId: id, orderRevision, at: isoDate }),
  }),
]);
export type SlotEvent = z.infer<typeof slotEvent>;
