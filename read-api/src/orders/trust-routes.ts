import { Router } from 'express';
import type { Redis } from 'ioredis';
import { normalizePhone, type PhoneTrustView } from '@shop/contracts';
import { trustReadRoutes as routes } from '@shop/contracts/orders/trust-routes';
import {
  trustReadSchemas as schemas,
  type PhoneTrustAnswer,
} from '@shop/contracts/orders/trust-route-schemas';
import type { OrderPage } from '@shop/contracts/orders/read-route-schemas';
import { jsonText, serveRoute } from '@shop/platform/http/serve-route';
import type { IdentifyRequest } from '../accounts/viewer';
import type { ReadModelPointer } from '../read-model-pointer';
import { queryInvalid, requireReader } from '../serve-read';

// Staff's trust reads (docs/phone-and-trust.md "Confirmation calls and no-shows"): the "to call" lane, longest
// waiting first, and a number's trust (however it was typed: normalizePhone; a text that is not a number reads
// as a number never seen). Mounted before the order routes, whose `/orders/:id` would take `to-call` for an id.

export function trustRoutes({
  redis,
  pointer,
  identify,
}: {
  redis: Redis;
  pointer: ReadModelPointer;
  identify: IdentifyRequest;
}): Router {
  const router = Router();
  const staff = [requireReader(identify, 'staff')];

  serveRoute(
    router,
    routes.toCall,
    schemas.toCall,
    async () => {
      const keys = await pointer.keys();
      const ids = await redis.zrange(keys.ordersToCall, 0, '-1');
      const raws = ids.length === 0 ? [] : await redis.mget(ids.map(keys.order));
      const data = raws.filter((raw): raw is string => raw !== null);
      return jsonText<OrderPage>(`{"data":[${data.join(',')}],"total":${data.length}}`);
    },
    { before: staff },
  );

  serveRoute(
    router,
    routes.phoneTrust,
    schemas.phoneTrust,
    async ({ query }): Promise<PhoneTrustAnswer> => {
      const phone = normalizePhone(query.phone) ?? query.phone;
      const raw = await redis.hget((await pointer.keys()).phoneTrust, phone);
      const view: PhoneTrustView = raw
        ? (JSON.parse(raw) as PhoneTrustView)
        : { phone, orders: 0, noShows: 0, blocked: null, history: [] };
      return { data: view };
    },
    { before: staff, invalid: queryInvalid({ phone: 'must be a text of at most 30 characters' }) },
  );
  return router;
}
