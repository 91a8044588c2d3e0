// The kitchen routes' schemas (docs/conventions.md "HTTP routes"): each body is its command's data without the id
// taken from the path and without `by` (the signed-in staff member, the server's finding).
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import { id } from '../fields';
import {
  pauseOrderTakingData,
  setDefaultPrepTimeData,
  setDistrictDeliveryTimeData,
  setKitchenDelayData,
  setProductPrepTimeData,
} from './kitchen';
import { kitchenRoutes as routes } from './kitchen-routes';

export const pauseBody = pauseOrderTakingData.omit({ by: true });
export const delayBody = setKitchenDelayData.omit({ by: true });
export const minutesBody = setDefaultPrepTimeData;
export const productPrepTimeBody = setProductPrepTimeData.omit({ productId: true });
export const deliveryTimeBody = setDistrictDeliveryTimeData.omit({ districtId: true });
export const kitchenWriteAnswer = z.object({ position: z.string() });

const byId = z.object({ id });
const written = { answer: kitchenWriteAnswer };

export const kitchenRouteSchemas = {
  pauseOrderTaking: routeSchemas(routes.pauseOrderTaking, { body: pauseBody, ...written }),
  resumeOrderTaking: routeSchemas(routes.resumeOrderTaking, written),
  setKitchenDelay: routeSchemas(routes.setKitchenDelay, { body: delayBody, ...written }),
  setDefaultPrepTime: routeSchemas(routes.setDefaultPrepTime, { body: minutesBody, ...written }),
  setProductPrepTime: routeSchemas(routes.setProductPrepTime, {
    params: byId,
    body: productPrepTimeBody,
    ...written,
  }),
  setDistrictDeliveryTime: routeSchemas(routes.setDistrictDeliveryTime, {
    params: byId,
    body: deliveryTimeBody,
    ...written,
  }),
};
