// The order write routes (docs/orders.md "Orders"; docs/conventions.md "HTTP routes"), served by command-api
// (command-api/src/orders/routes.ts) and called by the client. Zod-free: the types come from the schemas.
import type { z } from 'zod';
import { route } from '../http/route';
import type {
  pushSubscribeAnswer,
  amendOrderBody,
  takeOrderBody,
  takeOrderAnswer,
  pushUnsubscribeAnswer,
  answerRatingBody,
  applyPromoAnswer,
  applyPromoBody,
  cancelOrderBody,
  undoOrderStepBody,
  confirmOrderStepBody,
  orderWriteAnswer,
  placeOrderAnswer,
  placeOrderBody,
  rateOrderBody,
  startCheckoutBody,
  useBonusPointsBody,
} from './route-schemas';
import type { pushSubscribeBody, pushUnsubscribeBody } from '../push';

type OrderId = { id: string };
type NoParams = Record<never, never>;
export type OrderWriteAnswer = z.output<typeof orderWriteAnswer>;
export type StartCheckoutBody = z.input<typeof startCheckoutBody>;
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type ConfirmOrderStepBody = z.input<typeof confirmOrderStepBody>;

export const orderRoutes = {
  /** Staff take an order by phone or at the counter (docs/phone-and-trust.md); the order id is chosen by the server. */
  take: route<Record<never, never>, z.input<typeof takeOrderBody>, z.output<typeof takeOrderAnswer>>(
    'POST',
    '/orders/taken',
  ),
  /** Staff change a placed order's lines until it leaves the kitchen, with a reason. */
  amend: route<OrderId, z.input<typeof amendOrderBody>, z.output<typeof takeOrderAnswer>>(
    'POST',
    '/orders/:id/amend',
  ),
  /** StartCheckout: the order id is chosen by the server (derived from the Idempotency-Key when given); 201. */
  startCheckout: route<Record<never, never>, StartCheckoutBody, OrderWriteAnswer>('POST', '/orders'),
  applyPromo: route<OrderId, z.input<typeof applyPromoBody>, z.output<typeof applyPromoAnswer>>(
    'POST',
    '/orders/:id/promo',
  ),
  removePromo: route<OrderId, undefined, OrderWriteAnswer>('DELETE', '/orders/:id/promo'),
  useBonusPoints: route<OrderId, z.input<typeof useBonusPointsBody>, OrderWriteAnswer>(
    'POST',
    '/orders/:id/points',
  ),
  /** PlaceOrder; an Idempotency-Key makes a retried submit answer the same order. */
  place: route<OrderId, PlaceOrderBody, z.output<typeof placeOrderAnswer>>('POST', '/orders/:id/place'),
  /** Staff only. */
  confirmStep: route<OrderId, ConfirmOrderStepBody, OrderWriteAnswer>('PATCH', '/orders/:id'),
  /** Staff only; the same as confirmStep (spec §7 "PUT or PATCH"). */
  confirmStepPut: route<OrderId, ConfirmOrderStepBody, OrderWriteAnswer>('PUT', '/orders/:id'),
  cancel: route<OrderId, z.input<typeof cancelOrderBody>, OrderWriteAnswer>('POST', '/orders/:id/cancel'),
  /** Staff only: the kitchen's last tap taken back within UNDO_WINDOW_SECONDS (OrderStepUndone; docs/kitchen.md). */
  undoStep: route<OrderId, z.input<typeof undoOrderStepBody>, OrderWriteAnswer>(
    'POST',
    '/orders/:id/undo-step',
  ),
  /** Staff only: a preparing delivery order packed for its rider (OrderReadyForPickup; docs/kitchen.md). */
  readyForPickup: route<OrderId, undefined, OrderWriteAnswer>('POST', '/orders/:id/ready-for-pickup'),
  /** The order's customer only: once, 1–5 stars and a comment, within 3 days of delivery (docs/phone-and-trust.md). */
  rate: route<OrderId, z.input<typeof rateOrderBody>, OrderWriteAnswer>('POST', '/orders/:id/rating'),
  /** Staff only: a private answer to the order's rating (once). */
  answerRating: route<OrderId, z.input<typeof answerRatingBody>, OrderWriteAnswer>(
    'POST',
    '/orders/:id/rating/answer',
  ),
};

/** The Web Push subscriptions of the order steps (signed-in customers, their own browser only; docs/orders.md). */
export const pushRoutes = {
  /** 201; rate-limited per customer, counted before the body is looked at. */
  subscribe: route<NoParams, z.input<typeof pushSubscribeBody>, z.output<typeof pushSubscribeAnswer>>(
    'POST',
    '/push/subscriptions',
  ),
  unsubscribe: route<NoParams, z.input<typeof pushUnsubscribeBody>, z.output<typeof pushUnsubscribeAnswer>>(
    'DELETE',
    '/push/subscriptions',
  ),
};
