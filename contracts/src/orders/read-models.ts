import { z } from 'zod';
import { size } from '../catalogue/events';
import { pricedOption } from '../catalogue/options';
import { nameTranslations } from './events';
import { orderStep, orderType } from './steps';
import { callView } from './trust-read-models';
import { orderChannels } from './staff-orders';

// What read-api serves for orders (spec §3 "Order", with the original field names where the spec gives them).
export const orderStateView = z.object({
  name: orderStep,
  confirmed: z.boolean(),
  date: z.string().nullable(),
});

export const orderLineView = z.object({
  _id: z.string(), // product id
  /** `name` is French; `translations` its names in English and Arabic as the order kept them (absent: none). */
  product: z.object({ name: z.string(), size, img: z.string(), translations: nameTranslations.optional() }),
  options: z.array(pricedOption), // the choices, as priced ([] for none)
  unitPrice: z.number(),
  price: z.number(), // catalogue price before discount
  quantity: z.number(),
  lineTotal: z.number(),
});

export const orderView = z.object({
  _id: z.string(),
  orderID: z.number(), // display number, 1, 2, 3… in placement order
  userId: z.string(),
  client: z.array(z.object({ name: z.string() })), // first has the name; 'deleted' customer after erasure
  customerDeleted: z.boolean(),
  phone_number: z.string().nullable(),
  quartier: z.string().nullable(), // district name (French)
  /** The district's names in English and Arabic as the order kept them (absent: none). */
  quartierTranslations: nameTranslations.optional(),
  districtId: z.string().nullable(),
  comment: z.string().nullable(),
  address: z.string().nullable(),
  states: z.array(orderStateView),
  type: orderType,
  status: z.string(), // OrderStatus: last confirmed step or 'cancelled'
  cancelled: z.object({ reason: z.string(), at: z.string() }).nullable(),
  description: z.array(orderLineView),
  use_score: z.boolean(),
  points: z.number(),
  promo_code: z.string().nullable(),
  promo_code_pourcentage: z.number().nullable(),
  liv_price: z.number(),
  total: z.number(), // items after discount
  promoDiscount: z.number(),
  total_price_with_liv: z.number(), // what the customer pays
  date: z.string(), // placedAt
  /** Start of the chosen slot (ISO UTC); null = as soon as possible. */
  slot: z.string().nullable(),
  /** Placed for a slot and not yet moved to the live list (the scheduled lane). */
  scheduled: z.boolean(),
  /** Held for a confirmation call (docs/phone-and-trust.md); absent or null: never held. */
  call: callView.nullable().optional(),
  /** How it came in (absent: online, the customer's own checkout); docs/phone-and-trust.md. */
  channel: z.enum(orderChannels).optional(),
  /** The staff member who took a phone or counter order, named from the users read model when projected. */
  takenBy: z.object({ userId: z.string(), name: z.string().nullable() }).nullable().optional(),
  /** The last amendment by staff (OrderAmended): when, why, and how many so far; absent: never amended. */
  amended: z.object({ at: z.string(), reason: z.string(), count: z.number() }).nullable().optional(),
  /**
   * The customer's rating (OrderRated) and staff's private answer (RatingAnswered); absent: not rated. The comment is
   * null once the customer's account is erased. Only the order's customer and staff read an order.
   */
  rating: z
    .object({
      stars: z.number(),
      comment: z.string().nullable(),
      at: z.string(),
      answer: z.object({ text: z.string(), at: z.string() }).nullable(),
    })
    .optional(),
  /** A delivery order the kitchen packed for its rider (OrderReadyForPickup); absent or null: not yet. */
  readyForPickupAt: z.string().nullable().optional(),
  /** When the customer gets it (OrderPromised, moved by OrderPromiseMoved; docs/kitchen.md); absent: none given. */
  promisedAt: z.string().nullable().optional(),
});
export type OrderView = z.infer<typeof orderView>;

/**
 * A customer staff find by phone when they take an order (docs/phone-and-trust.md): an account (by its profile's
 * number) or a customer recorded without one (`phone-…` id, from their last phone or counter order).
 */
export const customerMatch = z.object({
  customerId: z.string(),
  name: z.string(),
  phone: z.string(),
  districtId: z.string().nullable(),
  address: z.string().nullable(),
  account: z.boolean(),
});
export type CustomerMatch = z.infer<typeof customerMatch>;
/** GET /api/customers?phone= (staff): the number as staff typed it, normalized by the server. */
export const customerQuery = z.object({ phone: z.string().trim().max(40).default('') });

/**
 * Who did an audit entry: the metadata's user id and role, and that user's name from the users read model ("first
 * last"). `name` is null for the system (no user id, or the workers' `system`) and for an erased account, which
 * `accountDeleted` tells apart.
 */
export const orderHistoryActor = z.object({
  userId: z.string().nullable(),
  role: z.string().nullable(),
  name: z.string().nullable(),
  accountDeleted: z.boolean(),
});
export type OrderHistoryActor = z.infer<typeof orderHistoryActor>;

/** One entry of the audit timeline: what, when, who, and the order as it was after it. */
export const orderHistoryEntry = z.object({
  revision: z.string(),
  type: z.string(),
  at: z.string(),
  actor: orderHistoryActor,
  data: z.unknown(),
  order: orderView.nullable(), // null before OrderPlaced (checkout events)
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** GET /api/orders and /api/orders/mine (numbers typed as the client sends them, arriving as text); `q` lowercased. */
export const orderListQuery = z.object({
  status: z.enum(['all', 'finish', 'unfinish']).default('all'),
  q: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((q) => (q ? q.toLocaleLowerCase('fr') : undefined)),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** Real-time messages of spec §4: `newOrder` to staff, `orderActualization` to staff and the order's customer. */
export const orderRealtimeMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('newOrder'), orderId: z.string(), orderID: z.number(), position: z.string() }),
  z.object({
    type: z.literal('orderActualization'),
    orderId: z.string(),
    states: z.array(orderStateView),
    status: z.string(),
    position: z.string(),
  }),
]);
export type OrderRealtimeMessage = z.infer<typeof orderRealtimeMessage>;

/** GET /api/slots: the slots offered now (contracts slotStarts), each with the places taken; `full` ones are greyed out. */
export const slotView = z.object({ start: z.string(), taken: z.number(), full: z.boolean() });
export type SlotView = z.infer<typeof slotView>;
export const slotsAnswer = z.object({ capacity: z.number(), slots: z.array(slotView) });
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

/**
 * GET /api/ready-board (public, the TV of docs/kitchen.md): the display numbers of the on-site orders that are ready,
 * and of those served less than READY_BOARD_LEAVE_MINUTES ago, oldest first. Numbers only: no name, no line.
 */
export const readyBoardView = z.object({
  orders: z.array(z.object({ number: z.number(), status: z.enum(['ready', 'served']), at: z.string() })),
});
export type ReadyBoardView = z.infer<typeof readyBoardView>;
