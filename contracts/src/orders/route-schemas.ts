// The order routes' schemas (docs/conventions.md "HTTP routes"): each body is its command's data without what the
// server chooses or takes from the path (the order id, the customer), under the names the client sends.
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import {
  amendOrderData,
  takeOrderData,
  answerRatingData,
  applyPromoData,
  cancelOrderData,
  rateOrderData,
  confirmOrderStepData,
  placeOrderData,
  startCheckoutData,
  useBonusPointsData,
} from './commands';
import { orderTotalsSchema } from './events';
import { undoOrderStepData } from './kitchen-events';
import { pushSubscribeBody, pushUnsubscribeBody } from '../push';
import { orderRoutes, pushRoutes } from './routes';

/** The `:id` of an order's path (its field errors answered as `orderId`, the command's name). */
export const orderIdParams = z.object({ id: startCheckoutData.shape.orderId });

export const startCheckoutBody = startCheckoutData.pick({ type: true, lines: true });
export const applyPromoBody = z.object({ promo_code: applyPromoData.shape.code });
export const useBonusPointsBody = useBonusPointsData.pick({ points: true });
export const placeOrderBody = placeOrderData.pick({ delivery: true, slot: true });
/** Staff click a step (spec §7 "PUT or PATCH /api/orders/{id}" with state). */
export const confirmOrderStepBody = z.object({ state: confirmOrderStepData.shape.step });
export const cancelOrderBody = cancelOrderData.pick({ reason: true });
/** The kitchen's undo names the step it takes back (docs/kitchen.md). */
export const undoOrderStepBody = undoOrderStepData.pick({ step: true });
/** The customer rates their delivered or served order. */
export const rateOrderBody = rateOrderData.pick({ stars: true, comment: true });
/** Staff answer a rating privately. */
export const answerRatingBody = answerRatingData.pick({ answer: true });

/** Staff take an order: the id is chosen by the server (derived from the Idempotency-Key when given). */
export const takeOrderBody = takeOrderData.omit({ orderId: true });
/** Staff amend an order: the whole new list of lines and the reason. */
export const amendOrderBody = amendOrderData.pick({ lines: true, reason: true });
/** Every order write answers the order's id and the position of its last event (read-your-writes). */
const answerWith = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.object({ data: z.object({ _id: z.string(), ...extra }), position: z.string() });
export const orderWriteAnswer = answerWith({});
/** Also on a no-op (the same code again): 'Promo code {name} applied. Price reduced by {per}%.' */
export const applyPromoAnswer = answerWith({
  promo_code: z.string().optional(),
  pourcentage: z.number().optional(),
});
export const placeOrderAnswer = answerWith({ totals: orderTotalsSchema.optional() });
/** A taken or amended order: its id and totals now. */
export const takeOrderAnswer = answerWith({ totals: orderTotalsSchema.optional() });

const params = orderIdParams;
export const orderRouteSchemas = {
  startCheckout: routeSchemas(orderRoutes.startCheckout, {
    body: startCheckoutBody,
    answer: orderWriteAnswer,
  }),
  applyPromo: routeSchemas(orderRoutes.applyPromo, {
    params,
    body: applyPromoBody,
    answer: applyPromoAnswer,
  }),
  removePromo: routeSchemas(orderRoutes.removePromo, { params, answer: orderWriteAnswer }),
  useBonusPoints: routeSchemas(orderRoutes.useBonusPoints, {
    params,
    body: useBonusPointsBody,
    answer: orderWriteAnswer,
  }),
  place: routeSchemas(orderRoutes.place, { params, body: placeOrderBody, answer: placeOrderAnswer }),
  confirmStep: routeSchemas(orderRoutes.confirmStep, {
    params,
    body: confirmOrderStepBody,
    answer: orderWriteAnswer,
  }),
  confirmStepPut: routeSchemas(orderRoutes.confirmStepPut, {
    params,
    body: confirmOrderStepBody,
    answer: orderWriteAnswer,
  }),
  cancel: routeSchemas(orderRoutes.cancel, { params, body: cancelOrderBody, answer: orderWriteAnswer }),
  take: routeSchemas(orderRoutes.take, { body: takeOrderBody, answer: takeOrderAnswer }),
  amend: routeSchemas(orderRoutes.amend, { params, body: amendOrderBody, answer: takeOrderAnswer }),
  undoStep: routeSchemas(orderRoutes.undoStep, { params, body: undoOrderStepBody, answer: orderWriteAnswer }),
  readyForPickup: routeSchemas(orderRoutes.readyForPickup, { params, answer: orderWriteAnswer }),
  rate: routeSchemas(orderRoutes.rate, { params, body: rateOrderBody, answer: orderWriteAnswer }),
  answerRating: routeSchemas(orderRoutes.answerRating, {
    params,
    body: answerRatingBody,
    answer: orderWriteAnswer,
  }),
};

export const pushSubscribeAnswer = z.object({ data: z.object({ _id: z.string() }), position: z.string() });
export const pushUnsubscribeAnswer = z.object({ position: z.string() });
export const pushRouteSchemas = {
  subscribe: routeSchemas(pushRoutes.subscribe, { body: pushSubscribeBody, answer: pushSubscribeAnswer }),
  unsubscribe: routeSchemas(pushRoutes.unsubscribe, {
    body: pushUnsubscribeBody,
    answer: pushUnsubscribeAnswer,
  }),
};
