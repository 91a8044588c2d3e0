// Busy mode and the durations of promised times (docs/kitchen.md "Busy mode and promised times"): staff writes
// (admin or moderator), served by command-api (command-api/src/kitchen/routes.ts), called by the back-office.
// Zod-free: the types come from the schemas.
import type { z } from 'zod';
import { route, type NoParams } from '../http/route';
import type * as s from './kitchen-route-schemas';

type Id = { id: string };
type Written = z.output<typeof s.kitchenWriteAnswer>;

export const kitchenRoutes = {
  /** No new ASAP order for `minutes` (capped at the day's closing); slots after the pause stay open. */
  pauseOrderTaking: route<NoParams, z.input<typeof s.pauseBody>, Written>('PUT', '/kitchen/pause'),
  /** Orders are taken again at once. */
  resumeOrderTaking: route<NoParams, undefined, Written>('DELETE', '/kitchen/pause'),
  /** `minutes` more on every promised time until the day's closing (0: none); open orders move. */
  setKitchenDelay: route<NoParams, z.input<typeof s.delayBody>, Written>('PUT', '/kitchen/delay'),
  /** The preparation of a product that has none of its own. */
  setDefaultPrepTime: route<NoParams, z.input<typeof s.minutesBody>, Written>('PUT', '/settings/prep-time'),
  /** A product's preparation minutes (null: the shop's default). */
  setProductPrepTime: route<Id, z.input<typeof s.productPrepTimeBody>, Written>(
    'PUT',
    '/products/:id/prep-time',
  ),
  /** Minutes from the shop to the district, added to its orders' promised time. */
  setDistrictDeliveryTime: route<Id, z.input<typeof s.deliveryTimeBody>, Written>(
    'PUT',
    '/districtDelivery/:id/delivery-time',
  ),
};
