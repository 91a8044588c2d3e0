// The delivery routes' schemas (./delivery-routes.ts), derived from the delivery commands.
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import { assignRiderData, deliverOrderData, failDeliveryData } from './delivery-commands';
import { deliveryAnswer, dispatchAnswer, riderOrdersAnswer } from './delivery-read-models';
import { deliveryReadRoutes, deliveryRoutes } from './delivery-routes';
import { orderIdParams } from './route-schemas';

export const assignRiderBody = assignRiderData.pick({ riderId: true });
export const deliverOrderBody = deliverOrderData.pick({ code: true });
export const failDeliveryBody = failDeliveryData.pick({ reason: true, comment: true });
/** A delivery write answers the order's id and the position of its last event (read-your-writes). */
export const deliveryWriteAnswer = z.object({ data: z.object({ _id: z.string() }), position: z.string() });

const params = orderIdParams;
const answer = deliveryWriteAnswer;
export const deliveryRouteSchemas = {
  assign: routeSchemas(deliveryRoutes.assign, { params, body: assignRiderBody, answer }),
  pickUp: routeSchemas(deliveryRoutes.pickUp, { params, answer }),
  deliver: routeSchemas(deliveryRoutes.deliver, { params, body: deliverOrderBody, answer }),
  fail: routeSchemas(deliveryRoutes.fail, { params, body: failDeliveryBody, answer }),
  confirmByStaff: routeSchemas(deliveryRoutes.confirmByStaff, { params, answer }),
};

export const deliveryReadSchemas = {
  riderOrders: routeSchemas(deliveryReadRoutes.riderOrders, { answer: riderOrdersAnswer }),
  dispatch: routeSchemas(deliveryReadRoutes.dispatch, { answer: dispatchAnswer }),
  delivery: routeSchemas(deliveryReadRoutes.delivery, { params, answer: deliveryAnswer }),
};
